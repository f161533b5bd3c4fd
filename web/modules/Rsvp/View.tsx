import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import { EditableRichText, EditableText, useInlineEditing } from '#web/site/inline-edit.tsx'
import { PART } from '#web/site/parts.ts'
import { publicTexts } from '#web/site/texts.ts'
import { LoadingNote } from '../guest-forms/Loading.tsx'
import { guestLanguage } from '../guest-forms/language.ts'
import { moduleText } from '../module-texts.ts'
import shared from '../shared.module.css'
import { useViewSite } from '../use-view-site.ts'
import type { ModuleViewProps } from '../view-props.ts'
import { draftCount } from './draft.ts'
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

  // An RSVP typed before a reload comes back.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after hydration
  useEffect(() => {
    const count = draftCount(siteId, module.id, choices.length)
    if (count !== null) {
      setSelected(count)
      setStarted(true)
    }
  }, [])

  const pick = (n: number) => {
    setSelected(n)
    setStarted(true)
  }
  const preload = () => void loadGuests().catch(() => {})

  return (
    <div className={`${shared.module} ${styles.root}`} data-part={PART.moduleInner}>
      <EditableText
        as="h2"
        className={shared.title}
        part={PART.moduleTitle}
        text={module.title}
        path={['title']}
        language={language}
      />
      <EditableRichText className={shared.intro} text={module.text} path={['text']} language={language} />
      {choices.length === 1 ? (
        <div ref={selector} className={styles.single}>
          {editing ? (
            // The label is edited in place, which a real button would not allow reliably.
            <div className={`${shared.button} ${styles.editedButton}`} data-part={PART.button}>
              <EditableText
                as="span"
                text={module.oneGuestRsvpButton}
                path={['oneGuestRsvpButton']}
                language={language}
              />
            </div>
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
      {started && (
        <Suspense fallback={<LoadingNote text={publicTexts[guestLanguage(language)].loading} />}>
          <RsvpGuests
            module={module}
            language={language}
            siteId={siteId}
            editMode={editMode}
            count={selected}
            onCleared={() => setSelected(null)}
            fallbackFocus={() => selector.current?.querySelector('button')}
          />
        </Suspense>
      )}
    </div>
  )
}
