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
  /** A message (26rem, the default), room for lists and forms (44rem), or a grid of choices (60rem). */
  size?: DialogSize
  /** False: a click outside does not close it (a payment in progress); Escape and its buttons still do. */
  closeOnOutsideClick?: boolean
}

export type DialogSize = 'message' | 'wide' | 'large'

/** The classes of a dialog's box of the given size, for dialogs that lay out their own content. */
function dialogContentClass(size: DialogSize = 'message'): string {
  return size === 'message' ? (styles.content ?? '') : `${styles.content} ${styles[size]}`
}

/** A modal dialog: focus is trapped inside, Escape and the overlay close it (Radix Dialog). */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  actions,
  children,
  size,
  closeOnOutsideClick = true,
}: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={dialogContentClass(size)}
          {...(closeOnOutsideClick ? {} : { onInteractOutside: (event: Event) => event.preventDefault() })}
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
