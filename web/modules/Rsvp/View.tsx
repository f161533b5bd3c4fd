import { useId, useState } from 'react'
import { lookupText } from '#domain/site/lookup-text.ts'
import { PART } from '#web/site/parts.ts'
import { moduleText } from '../module-texts.ts'
import { RichText } from '../RichText.tsx'
import shared from '../shared.module.css'
import { useViewSite } from '../use-view-site.ts'
import type { ModuleViewProps } from '../view-props.ts'
import styles from './View.module.css'

/** Spec 001 section 5: 1 to 5 guests, 5 when unset. */
export function guestChoices(maxNumberOfGuests: number | null | undefined): number[] {
  const max = Math.min(5, Math.max(1, Math.floor(maxNumberOfGuests ?? 5) || 5))
  return Array.from({ length: max }, (_, i) => i + 1)
}

/**
 * The RSVP module as guests first see it: title, text and the guest-count selector (a single
 * button when only one guest may answer). The per-guest form and sending come with the guest forms.
 */
export function RsvpView({ module, language }: ModuleViewProps<'Rsvp'>) {
  const { uiLanguage } = useViewSite(language)
  const title = lookupText(module.title, language)
  const choices = guestChoices(module.maxNumberOfGuests)
  const [selected, setSelected] = useState<number | null>(null)
  const labelId = useId()

  return (
    <div className={`${shared.module} ${styles.root}`} data-part={PART.moduleInner}>
      {title && (
        <h2 className={shared.title} data-part={PART.moduleTitle}>
          {title}
        </h2>
      )}
      <RichText html={lookupText(module.text, language)} className={shared.intro} />
      {choices.length === 1 ? (
        <div className={styles.single}>
          <button
            type="button"
            className={shared.button}
            data-part={PART.button}
            aria-pressed={selected === 1}
            onClick={() => setSelected(1)}
          >
            {moduleText(module.oneGuestRsvpButton, 'oneGuestRsvpButton', language, uiLanguage)}
          </button>
        </div>
      ) : (
        <div className={styles.selector}>
          <p id={labelId} className={styles.question}>
            {moduleText(module.selectNumberOfGuestsText, 'selectNumberOfGuestsText', language, uiLanguage)}
          </p>
          {/* biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a fieldset of inputs */}
          <div role="group" aria-labelledby={labelId} className={styles.choices} data-part={PART.field}>
            {choices.map((n) => (
              <button
                key={n}
                type="button"
                className={styles.choice}
                aria-pressed={selected === n}
                onClick={() => setSelected(n)}
              >
                {n}
              </button>
            ))}
          </div>
        </div>
      )}
    </div>
  )
}
