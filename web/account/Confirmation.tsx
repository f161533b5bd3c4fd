import { type ReactNode, useEffect, useRef } from 'react'
import styles from './AuthLayout.module.css'

/**
 * What replaces a form after it succeeded. Focus moves to it so keyboard and screen-reader users
 * land on the news instead of on a button that no longer exists.
 */
export function Confirmation({ title, children }: { title: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => ref.current?.focus(), [])
  return (
    <div ref={ref} className={styles.done} tabIndex={-1} role="status">
      <h2>{title}</h2>
      {children}
    </div>
  )
}
