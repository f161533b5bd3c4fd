import { LEGACY_DEFAULTS, legacyCountdownLocal } from '#domain/legacy/defaults.ts'
import type { LegacyPropertiesOf } from '#domain/legacy/schema.ts'
import { countdownStyles as styles, useCountdownClock } from '#web/modules/index.ts'
/**
 * The legacy countdown: the V2 look with the owner's own unit texts (dagar, timmar, minuter,
 * sekunder by default). The server's numbers are replaced by the guest's clock after hydration.
 */
export function LegacyCountdown({ properties }: { properties: LegacyPropertiesOf<'countDown'> }) {
  const { now, parts } = useCountdownClock(legacyCountdownLocal(properties.date))
  const d = LEGACY_DEFAULTS.countdown
  const units = [
    { key: 'days', value: parts.days, label: properties.textDays ?? d.textDays, pad: false },
    { key: 'hours', value: parts.hours, label: properties.textHours ?? d.textHours, pad: true },
    { key: 'minutes', value: parts.minutes, label: properties.textMinutes ?? d.textMinutes, pad: true },
    { key: 'seconds', value: parts.seconds, label: properties.textSeconds ?? d.textSeconds, pad: true },
  ]
  return (
    <div role="timer" aria-label="Nedräkning">
      <ol key={now ? 'client' : 'server'} className={styles.units} data-clock={now ? 'client' : 'server'}>
        {units.map((u) => (
          <li key={u.key} className={styles.unit}>
            <span className={styles.value} suppressHydrationWarning>
              {u.pad ? String(u.value).padStart(2, '0') : String(u.value)}
            </span>
            <span className={styles.label}>{u.label}</span>
          </li>
        ))}
      </ol>
    </div>
  )
}
