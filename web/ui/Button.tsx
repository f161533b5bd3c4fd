import type { ButtonHTMLAttributes } from 'react'
import styles from './Button.module.css'
import { cx } from './cx.ts'
import { Spinner } from './Spinner.tsx'

export type ButtonVariant = 'primary' | 'secondary'

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant
  /** Stretches the button to the width of its container (forms on narrow screens). */
  block?: boolean
  /** Shows a spinner and disables the button while an action runs. */
  busy?: boolean
}

export function Button({
  variant = 'primary',
  block = false,
  busy = false,
  type = 'button',
  className,
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={cx(styles.button, styles[variant], block && styles.block, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy && <Spinner size="small" decorative />}
      {children}
    </button>
  )
}

/** Class names for a link that looks like a button. */
export function buttonClassName(variant: ButtonVariant = 'primary', block = false): string {
  return cx(styles.button, styles[variant], block && styles.block)
}
