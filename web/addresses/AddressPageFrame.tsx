import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useDocumentTitle } from '#web/app/use-document-title.ts'
import styles from './Addresses.module.css'

interface Props {
  title: string
  /** Where the back link leads, and what it says. */
  back: { to: string; label: string }
  intro?: ReactNode
  children: ReactNode
}

/** The frame every address page shares: a back link, the page heading and its intro. */
export function AddressPageFrame({ title, back, intro, children }: Props) {
  useDocumentTitle(title)
  return (
    <div className={styles.page}>
      <Link className={styles.back} to={back.to}>
        <span aria-hidden="true">←</span> {back.label}
      </Link>
      <h1 className={styles.title}>{title}</h1>
      {intro && <p className={styles.intro}>{intro}</p>}
      {children}
    </div>
  )
}
