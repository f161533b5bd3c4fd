import type { ReactNode } from 'react'
import styles from './ErrorBox.module.css'

interface ErrorBoxProps {
  /** The translated text that says what failed. */
  title: string
  /** What the server answered, shown under the title. */
  detail?: string
  children?: ReactNode
}

export function ErrorBox({ title, detail, children }: ErrorBoxProps) {
  return (
    <div className={styles.box} role="alert">
      <p className={styles.title}>{title}</p>
      {detail && <p className={styles.detail}>{detail}</p>}
      {children && <div className={styles.actions}>{children}</div>}
    </div>
  )
}
