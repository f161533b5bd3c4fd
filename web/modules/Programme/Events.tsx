import { calendarHref } from '#domain/events/calendar-paths.ts'
import type { SiteEvent } from '#domain/events/event.ts'
import type { InterfaceLanguage } from '#domain/site/languages.ts'
import { lookupText } from '#domain/site/lookup-text.ts'
import { eventTime } from './event-time.ts'
import { PROGRAMME_TEXTS } from './texts.ts'

/**
 * What the page around gives the events. Handed in rather than imported, so this chunk shares no
 * file with the page's first load and the bundler need not split those files out of it.
 */
export interface EventsProps {
  events: SiteEvent[]
  language: string
  uiLanguage: InterfaceLanguage
  opensInNewTab: string
  mapUrl: (location: string) => string
  /**
   * The class names: the page's shared button and hidden text, and the programme's own, whose
   * stylesheet the view imports so the server's page links it (a lazy chunk's own would load late).
   */
  classes: { button: string; visuallyHidden: string; styles: Readonly<Record<string, string>> }
  buttonPart: string
  /** The personal link's code, for calendar files of the household's own events. */
  inviteCode?: string | undefined
}

/**
 * The events with their links: nothing a guest does here needs the page's script, so this part
 * comes in its own chunk after the page's first load, and until then keeps the server's HTML.
 */
export function ProgrammeEvents(props: EventsProps) {
  const { events, language, classes, buttonPart, inviteCode } = props
  const { styles } = classes
  const own = PROGRAMME_TEXTS[props.uiLanguage]
  const withTime = events.filter((e) => e.start !== null)
  return (
    <>
      <ol className={styles.list}>
        {events.map((event) => (
          <ProgrammeEvent key={event.id} event={event} {...props} />
        ))}
      </ol>
      {withTime.length > 1 && (
        <a
          className={classes.button}
          href={calendarHref(language, undefined, inviteCode)}
          download
          data-part={buttonPart}
        >
          {own.addAllToCalendar}
        </a>
      )}
    </>
  )
}

function ProgrammeEvent({
  event,
  language,
  uiLanguage,
  opensInNewTab,
  mapUrl,
  classes,
  inviteCode,
}: EventsProps & { event: SiteEvent }) {
  const { styles } = classes
  const own = PROGRAMME_TEXTS[uiLanguage]
  const title = lookupText(event.title, language)
  const time = event.start ? eventTime(event.start, event.end, language) : null
  const map = event.place.mapLocation
  return (
    <li className={styles.event}>
      <p className={styles.when}>
        {time ? (
          <>
            <time dateTime={event.start ?? undefined} className={styles.day}>
              {time.day}
            </time>
            <span className={styles.clock}>
              {time.time}
              {time.endDay && ` (${time.endDay})`}
            </span>
          </>
        ) : (
          <span className={styles.clock}>{own.noTime}</span>
        )}
      </p>
      <h3 className={styles.title}>{title}</h3>
      {event.place.name && <p className={styles.place}>{event.place.name}</p>}
      {event.dressCode && (
        <p className={styles.detail}>
          <span className={styles.label}>{own.dressCode}:</span> {event.dressCode}
        </p>
      )}
      {event.note && <p className={styles.note}>{event.note}</p>}
      {(map || event.start) && (
        <p className={styles.links}>
          {map && (
            <a href={mapUrl(map)} target="_blank" rel="noopener noreferrer" className={styles.link}>
              {own.showMap}
              <span className={classes.visuallyHidden}> {opensInNewTab}</span>
            </a>
          )}
          {event.start && (
            <a href={calendarHref(language, event.id, inviteCode)} download className={styles.link}>
              {own.addToCalendar}
              <span className={classes.visuallyHidden}> ({title})</span>
            </a>
          )}
        </p>
      )}
    </li>
  )
}
