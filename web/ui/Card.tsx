import type { ReactNode } from 'react'
import styles from './Card.module.css'
import { cx } from './cx.ts'

export function Card({ children, className }: { children: ReactNode; className?: string }) {
  return <section className={cx(styles.card, className)}>{children}</section>
}
