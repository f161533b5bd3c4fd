import { useTranslation } from 'react-i18next'
import { isInvited } from '#domain/events/invitations.ts'
import styles from './GuestList.module.css'
import type { GuestEvent } from './guest-events.ts'

/**
 * Which of the site's events a household is invited to, in the programme's order: on a wide
 * screen a mark under each event's column (EventColumnsHeader names them), on a phone a compact
 * row of chips with the titles. A screen reader hears "Brunch: inbjudna" for each.
 */
export function EventChips({
  events,
  invited,
}: {
  events: readonly GuestEvent[]
  invited: readonly string[] | null | undefined
}) {
  const { t } = useTranslation()
  return (
    <span className={styles.eventChips}>
      {events.map((e) => {
        const yes = isInvited(invited, e.id)
        return (
          <span key={e.id} className={styles.eventChip} data-invited={yes}>
            <span aria-hidden="true">
              <span className={styles.eventMark}>{yes ? '✓' : '–'}</span>
              <span className={styles.eventName}>{e.title}</span>
            </span>
            <span className={styles.visuallyHidden}>
              {t(yes ? 'guestList.eventInvited' : 'guestList.eventNotInvited', { title: e.title })}
            </span>
          </span>
        )
      })}
    </span>
  )
}

/** The events' titles over their columns on a wide screen; each row's marks say it to a screen reader. */
export function EventColumnsHeader({ events }: { events: readonly GuestEvent[] }) {
  return (
    <div className={styles.eventHeader} aria-hidden="true">
      {events.map((e) => (
        <span key={e.id} className={styles.eventHeading} title={e.title}>
          {e.title}
        </span>
      ))}
    </div>
  )
}
