import type { CountdownParts } from '#domain/modules/countdown-parts.ts'
import { PART } from '#web/site/index.ts'
import { ModuleTitle } from '../ModuleTitle.tsx'
import { useViewSite } from '../use-view-site.ts'
import type { ModuleViewProps } from '../view-props.ts'
import { type CountdownUnit, unitLabel } from './unit-labels.ts'
import { useCountdownClock } from './use-countdown-clock.ts'
import styles from './View.module.css'

type OwnText = 'textDays' | 'textHours' | 'textMinutes' | 'textSeconds'

const UNITS: { key: keyof CountdownParts; unit: CountdownUnit; pad: boolean; own: OwnText }[] = [
  { key: 'days', unit: 'day', pad: false, own: 'textDays' },
  { key: 'hours', unit: 'hour', pad: true, own: 'textHours' },
  { key: 'minutes', unit: 'minute', pad: true, own: 'textMinutes' },
  { key: 'seconds', unit: 'second', pad: true, own: 'textSeconds' },
]

const FALLBACK_TEXT = {
  day: 'countdownDays',
  hour: 'countdownHours',
  minute: 'countdownMinutes',
  second: 'countdownSeconds',
} as const

/**
 * Days, hours, minutes and seconds until the date, in the viewer's time zone. The server's
 * numbers are its own clock's; after hydration the client takes over with its clock and ticks
 * every second (not in edit mode) until zero.
 */
export function CountdownView({ module, language }: ModuleViewProps<'Countdown'>) {
  const { texts, editMode } = useViewSite(language)
  const { now, parts } = useCountdownClock(module.countdownDate, !editMode)

  return (
    <div className={styles.root} data-part={PART.moduleInner}>
      <ModuleTitle text={module.title} language={language} />
      {/*
        The server's clock and time zone are not the guest's, so the numbers the client computes
        at hydration may differ: the list is keyed by phase, so the client's first own render
        replaces the server's elements instead of patching text React was told to leave alone.
      */}
      <div role="timer" aria-label={texts.countdownLabel}>
        <ol
          key={now ? 'client' : 'server'}
          className={styles.units}
          data-part={PART.countdown}
          data-clock={now ? 'client' : 'server'}
        >
          {UNITS.map(({ key, unit, pad, own }) => {
            const value = parts[key]
            // The owner's own word stays as written whatever the number (the legacy countdown's way);
            // only in its own language: another language's viewer gets that language's words.
            const label =
              module[own]?.[language]?.trim() ||
              unitLabel(language, unit, value) ||
              texts[FALLBACK_TEXT[unit]]
            return (
              <li key={key} className={styles.unit} data-part={PART.countdownUnit} data-unit={unit}>
                <span className={styles.value} suppressHydrationWarning>
                  {pad ? String(value).padStart(2, '0') : String(value)}
                </span>
                <span className={styles.label} suppressHydrationWarning>
                  {label}
                </span>
              </li>
            )
          })}
        </ol>
      </div>
    </div>
  )
}
