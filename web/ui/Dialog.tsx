import * as RadixDialog from '@radix-ui/react-dialog'
import type { ReactNode } from 'react'
import styles from './Dialog.module.css'

interface DialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description?: ReactNode
  /** The dialog's buttons, placed at the bottom. */
  actions?: ReactNode
  children?: ReactNode
  /** Room for lists and forms (44rem) instead of the 26rem of a message. */
  wide?: boolean
}

/** A modal dialog: focus is trapped inside, Escape and the overlay close it (Radix Dialog). */
export function Dialog({ open, onOpenChange, title, description, actions, children, wide }: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={wide ? `${styles.content} ${styles.wide}` : styles.content}
          // Radix warns when no description is linked; an explicit undefined says there is none.
          {...(description === undefined ? { 'aria-describedby': undefined } : {})}
        >
          <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
          {description !== undefined && (
            <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
          )}
          {children}
          {actions && <div className={styles.actions}>{actions}</div>}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}

/** Wraps a button so that activating it closes the dialog. */
export const DialogClose = RadixDialog.Close
