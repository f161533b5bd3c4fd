import { useTranslation } from 'react-i18next'
import { isInvited } from '#domain/events/invitations.ts'
import type { Household } from '#domain/households/household.ts'
import styles from './GuestList.module.css'
import type { GuestEvent } from './guest-events.ts'

type EventAnswers = Household['eventAnswers']

/** How a household stands for one event: not invited, or invited and its answer so far. */
function standing(invited: boolean, answers: EventAnswers, eventId: string) {
  if (!invited) return { mark: '–', answer: undefined, say: 'guestList.eventNotInvited' } as const
  const { yes = [], no = [] } = answers?.[eventId] ?? {}
  if (yes.length > 0) return { mark: '✓', answer: 'yes', say: 'guestList.eventInvitedComes' } as const
  if (no.length > 0) return { mark: '✗', answer: 'no', say: 'guestList.eventInvitedNotComing' } as const
  return { mark: '○', answer: 'none', say: 'guestList.eventInvitedNoAnswer' } as const
}

/**
 * Which of the site's events a household is invited to and whether it comes, in the programme's
 * order: on a wide screen a mark under each event's column (EventColumnsHeader names them), on a
 * phone a compact row of chips with the titles. ✓ someone of the household comes, ✗ they answered
 * no, ○ not answered yet, – not invited; a screen reader hears "Brunch: inbjudna, kommer".
 */
export function EventChips({
  events,
  invited,
  answers,
}: {
  events: readonly GuestEvent[]
  invited: readonly string[] | null | undefined
  answers?: EventAnswers
}) {
  const { t } = useTranslation()
  return (
    <span className={styles.eventChips}>
      {events.map((e) => {
        const yes = isInvited(invited, e.id)
        const { mark, answer, say } = standing(yes, answers, e.id)
        return (
          <span key={e.id} className={styles.eventChip} data-invited={yes} data-answer={answer}>
            <span aria-hidden="true">
              <span className={styles.eventMark}>{mark}</span>
              <span className={styles.eventName}>{e.title}</span>
            </span>
            <span className={styles.visuallyHidden}>{t(say, { title: e.title })}</span>
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
