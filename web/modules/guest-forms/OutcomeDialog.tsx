import { useId, useRef } from 'react'
import { PART } from '#web/site/index.ts'
import shared from '../shared.module.css'
import styles from './Dialog.module.css'
import { Dialog } from './Dialog.tsx'
import { Announcer, SendingOverlay } from './parts.tsx'
import type { GuestTexts } from './texts.ts'

export type Outcome = 'SUCCESS' | 'SPAM' | 'EDIT_MODE'

interface Props {
  title: string
  text: string
  t: GuestTexts
  onClose: () => void
  fallbackFocus?: () => HTMLElement | null | undefined
  /** The private link to the answer just sent, shown under the text. */
  link?: { label: string; href: string } | undefined
}

/** How a sending ended (the confirmation, the robot message, the preview notice), with one OK button. */
export function OutcomeDialog({ title, text, t, onClose, fallbackFocus, link }: Props) {
  const ok = useRef<HTMLButtonElement>(null)
  const textId = useId()
  return (
    <Dialog
      title={title}
      closeLabel={t.close}
      onClose={onClose}
      describedBy={textId}
      initialFocus={ok}
      fallbackFocus={fallbackFocus}
      closeOnBackdrop
    >
      <p id={textId} className={styles.text}>
        {text}
      </p>
      {link && (
        <p className={styles.text}>
          {link.label}{' '}
          <a href={link.href} className={styles.link}>
            {link.href}
          </a>
        </p>
      )}
      <div className={styles.actions}>
        <button ref={ok} type="button" className={shared.button} data-part={PART.button} onClick={onClose}>
          {t.ok}
        </button>
      </div>
    </Dialog>
  )
}

/** What shows around a form while and after it is sent: the overlay, the screen-reader note, the outcome. */
export function SubmissionStatus({
  sending,
  announcement,
  outcome,
  texts,
  t,
  onClose,
  fallbackFocus,
  link,
}: {
  link?: { label: string; href: string } | undefined
  sending: boolean
  announcement: string
  outcome: Outcome | null
  texts: Record<Outcome, [string, string]>
  t: GuestTexts
  onClose: () => void
  fallbackFocus?: () => HTMLElement | null | undefined
}) {
  return (
    <>
      {sending && <SendingOverlay text={t.sending} />}
      <Announcer text={announcement} />
      {outcome && (
        <OutcomeDialog
          title={texts[outcome][0]}
          text={texts[outcome][1]}
          t={t}
          onClose={onClose}
          fallbackFocus={fallbackFocus}
          link={link}
        />
      )}
    </>
  )
}
