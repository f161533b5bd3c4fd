import * as RadixDialog from '@radix-ui/react-dialog'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import styles from './Drawer.module.css'
import { Icon } from './icons.tsx'
import { DOCKED_DRAWER_QUERY, useMedia } from './use-media.ts'

interface Props {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  children: ReactNode
}

/**
 * A side panel with a title and a close button. From 1336 px it is docked beside the page, which
 * stays usable, so design changes can be watched as they happen; below that it is a modal overlay
 * with focus kept inside. Escape closes it either way.
 */
export function Drawer({ open, onOpenChange, title, children }: Props) {
  const { t } = useTranslation()
  const wide = useMedia(DOCKED_DRAWER_QUERY)
  // Switching between modal and docked remounts the content (Radix renders a different component),
  // which would close a dialog opened from the drawer and drop what is typed in it. So the mode is
  // chosen when the drawer opens and kept until it closes, even if the window is resized meanwhile.
  const [docked, setDocked] = useState(wide)
  if (!open && docked !== wide) setDocked(wide)
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange} modal={!docked}>
      <RadixDialog.Portal>
        {!docked && <RadixDialog.Overlay className={styles.overlay} />}
        <RadixDialog.Content
          className={styles.drawer}
          data-docked={docked || undefined}
          aria-describedby={undefined}
          // Docked, the page stays in use: a click on it must not close the drawer.
          onInteractOutside={docked ? (event) => event.preventDefault() : undefined}
          onOpenAutoFocus={(event) => {
            event.preventDefault()
            ;(event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>('h2')?.focus()
          }}
        >
          <div className={styles.head}>
            <RadixDialog.Title className={styles.title} tabIndex={-1}>
              {title}
            </RadixDialog.Title>
            <RadixDialog.Close
              className={styles.close}
              aria-label={t('editor.close')}
              title={t('editor.close')}
            >
              <Icon name="close" />
            </RadixDialog.Close>
          </div>
          <div className={styles.body}>{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}
