import { cx } from './cx.ts'
import styles from './Spinner.module.css'

interface SpinnerProps {
  size?: 'small' | 'normal'
  /** What is loading, read by screen readers and shown beside a normal-size spinner. */
  label?: string
  /** Inside a busy button: the button already says what happens. */
  decorative?: boolean
}

export function Spinner({ size = 'normal', label, decorative = false }: SpinnerProps) {
  const circle = <span className={cx(styles.spinner, size === 'small' && styles.small)} aria-hidden="true" />
  if (decorative) return circle
  return (
    <span className={styles.wrap} role="status">
      {circle}
      {label && <span className={size === 'small' ? 'visually-hidden' : undefined}>{label}</span>}
    </span>
  )
}

/** A centred spinner for a whole page or section that is loading. */
export function PageSpinner({ label }: { label: string }) {
  return (
    <div className={styles.page}>
      <Spinner label={label} />
    </div>
  )
}
