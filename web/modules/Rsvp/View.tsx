import { lazy, useId, useRef, useState } from 'react'
import { EditableText, useInlineEditing } from '#web/site/inline-edit.tsx'
import { PART } from '#web/site/parts.ts'
import { groupDraft } from '../guest-forms/drafts.ts'
import { EditedButtonLabel, QuestionModuleFrame, useKeptDraft } from '../guest-forms/QuestionModuleFrame.tsx'
import { moduleText } from '../module-texts.ts'
import shared from '../shared.module.css'
import { useViewSite } from '../use-view-site.ts'
import type { ModuleViewProps } from '../view-props.ts'
import styles from './View.module.css'

// The form, its checks and sending load only once a guest picks a number of guests.
const loadGuests = () => import('./RsvpGuests.tsx')
const RsvpGuests = lazy(() => loadGuests().then((m) => ({ default: m.RsvpGuests })))

/** Spec 001 section 5: 1 to 5 guests, 5 when unset. */
export function guestChoices(maxNumberOfGuests: number | null | undefined): number[] {
  const max = Math.min(5, Math.max(1, Math.floor(maxNumberOfGuests ?? 5) || 5))
  return Array.from({ length: max }, (_, i) => i + 1)
}

/**
 * The RSVP module as guests first see it: title, text and the guest-count selector (a single
 * button when only one guest may answer). Picking a count brings the per-guest form.
 */
export function RsvpView({ module, language }: ModuleViewProps<'Rsvp'>) {
  const { site, uiLanguage, editMode } = useViewSite(language)
  const editing = useInlineEditing() !== null
  const choices = guestChoices(module.maxNumberOfGuests)
  const [selected, setSelected] = useState<number | null>(null)
  const [started, setStarted] = useState(false)
  const labelId = useId()
  const selector = useRef<HTMLDivElement>(null)
  const siteId = site?._id ?? ''

  const pick = (n: number) => {
    setSelected(n)
    setStarted(true)
  }
  useKeptDraft(siteId, module.id, groupDraft, choices.length, pick)
  const preload = () => void loadGuests().catch(() => {})

  return (
    <QuestionModuleFrame
      module={module}
      language={language}
      className={styles.root}
      siteId={siteId}
      editMode={editMode}
      form={
        started
          ? {
              Runner: RsvpGuests,
              count: selected,
              onSent: () => setSelected(null),
              fallbackFocus: () => selector.current?.querySelector('button'),
            }
          : null
      }
    >
      {choices.length === 1 ? (
        <div ref={selector} className={styles.single}>
          {editing ? (
            <EditedButtonLabel
              module={module}
              field="oneGuestRsvpButton"
              language={language}
              className={styles.editedButton}
            />
          ) : (
            <button
              type="button"
              className={shared.button}
              data-part={PART.button}
              aria-pressed={selected === 1}
              onClick={() => pick(1)}
              onPointerEnter={preload}
              onFocus={preload}
            >
              {moduleText(module.oneGuestRsvpButton, 'oneGuestRsvpButton', language, uiLanguage)}
            </button>
          )}
        </div>
      ) : (
        <div ref={selector} className={styles.selector}>
          <p id={labelId} className={styles.question}>
            {editing ? (
              <EditableText
                as="span"
                text={module.selectNumberOfGuestsText}
                path={['selectNumberOfGuestsText']}
                language={language}
              />
            ) : (
              moduleText(module.selectNumberOfGuestsText, 'selectNumberOfGuestsText', language, uiLanguage)
            )}
          </p>
          {/* biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a fieldset of inputs */}
          <div role="group" aria-labelledby={labelId} className={styles.choices} data-part={PART.field}>
            {choices.map((n) => (
              <button
                key={n}
                type="button"
                className={styles.choice}
                aria-pressed={selected === n}
                onClick={() => pick(n)}
                onPointerEnter={preload}
                onFocus={preload}
              >
                {n}
              </button>
            ))}
          </div>
        </div>
      )}
    </QuestionModuleFrame>
  )
}
