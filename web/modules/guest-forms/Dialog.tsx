import {
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { createPortal } from 'react-dom'
import { holdPage, trapTab } from '#web/site/index.ts'
import styles from './Dialog.module.css'

interface Props {
  title: ReactNode
  children: ReactNode
  onClose: () => void
  /** The close button's name. */
  closeLabel: string
  /** Gets the focus when the dialog opens; the dialog itself when not given. */
  initialFocus?: RefObject<HTMLElement | null>
  /**
   * Where the focus goes on close when the element that had it before opening is gone (a form
   * cleared after sending, a button that no longer applies).
   */
  fallbackFocus?: () => HTMLElement | null | undefined
  /** The id of the text that describes the dialog, read out with its title. */
  describedBy?: string
  /** A click on the backdrop closes (message dialogs); form dialogs keep what was typed. */
  closeOnBackdrop?: boolean
  /** Where the dialog is rendered; document.body when not given. */
  container?: HTMLElement | null
}

/** The site's colours and fonts, which live on the page element, for a dialog rendered outside it. */
const PAGE_VARIABLES = [
  '--color-primary',
  '--color-background',
  '--color-surface',
  '--color-on-primary',
  '--color-on-background',
  '--color-on-surface',
  '--font-heading',
  '--font-text',
  '--radius',
  '--button-radius',
  '--heading-weight',
  '--heading-transform',
  '--heading-letter-spacing',
]

function pageStyle(): CSSProperties {
  const page = document.querySelector('[data-part="page"]')
  if (!page) return {}
  const computed = getComputedStyle(page)
  const style: Record<string, string> = {}
  for (const name of PAGE_VARIABLES) {
    const value = computed.getPropertyValue(name).trim()
    if (value) style[name] = value
  }
  return style as CSSProperties
}

/**
 * A modal dialog without a library (the public page's script budget): role dialog with aria-modal,
 * named by its title, the focus moved in and kept in (Tab goes round), Escape closes, the rest of
 * the page inert and not scrolling, and the focus given back on close. Full width at the bottom
 * of a phone's screen, a centred card on larger screens.
 */
export function Dialog({
  title,
  children,
  onClose,
  closeLabel,
  initialFocus,
  fallbackFocus,
  describedBy,
  closeOnBackdrop = false,
  container,
}: Props) {
  const dialog = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const [style] = useState(pageStyle)

  // Once per opening: focus in, page inert and still; on close all undone and the focus back.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per opening, see above
  useLayoutEffect(() => {
    const root = dialog.current
    const active = document.activeElement
    // The body has it when the element that had it went with the same change that opened the dialog.
    const previous = active instanceof HTMLElement && active !== document.body ? active : null
    let own: Element | null = root
    while (own && own.parentElement !== document.body) own = own.parentElement
    const release = holdPage(own)
    ;(initialFocus?.current ?? root)?.focus()

    return () => {
      release()
      // After the commit that closed the dialog: the page has its new buttons by then.
      setTimeout(() => {
        const target = previous?.isConnected ? previous : fallbackFocus?.()
        target?.focus()
      }, 0)
    }
  }, [])

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault()
      e.stopPropagation()
      onClose()
    } else if (e.key === 'Tab') {
      trapTab(e, dialog.current)
    }
  }

  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop is not a control; Escape and the close button are
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape and the close button are the keyboard way
    <div
      className={styles.backdrop}
      style={style}
      onClick={(e) => {
        if (closeOnBackdrop && e.target === e.currentTarget) onClose()
      }}
    >
      <div
        ref={dialog}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6 6 18" />
          </svg>
        </button>
        {children}
      </div>
    </div>,
    container ?? document.body,
  )
}
