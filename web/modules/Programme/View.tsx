import { calendarHref } from '#domain/events/calendar-paths.ts'
import type { SiteEvent } from '#domain/events/event.ts'
import { lookupText } from '#domain/site/lookup-text.ts'
import { PART, useOptionalSite } from '#web/site/index.ts'
import { mapsSearchUrl } from '../Location/View.tsx'
import { ModuleTitle } from '../ModuleTitle.tsx'
import shared from '../shared.module.css'
import { useViewSite } from '../use-view-site.ts'
import type { ModuleViewProps } from '../view-props.ts'
import { eventTime } from './event-time.ts'
import { PROGRAMME_TEXTS } from './texts.ts'
import styles from './View.module.css'

/**
 * The site's events in order (issue 32), as the server read them for this page: plain links and
 * text, so it works the same without the page's script.
 */
export function ProgrammeView({ module, language }: ModuleViewProps<'Programme'>) {
  const { uiLanguage, editMode, texts } = useViewSite(language)
  const events = useOptionalSite()?.events ?? []
  const own = PROGRAMME_TEXTS[uiLanguage]
  const withTime = events.filter((e) => e.start !== null)
  return (
    <div className={styles.root} data-part={PART.moduleInner}>
      <ModuleTitle text={module.title} language={language} />
      {editMode && events.length === 0 && <p className={shared.intro}>{own.editorHint}</p>}
      {events.length > 0 && (
        <ol className={styles.list}>
          {events.map((event) => (
            <ProgrammeEvent
              key={event.id}
              event={event}
              language={language}
              opensInNewTab={texts.opensInNewTab}
            />
          ))}
        </ol>
      )}
      {withTime.length > 1 && (
        <a className={shared.button} href={calendarHref(language)} download data-part={PART.button}>
          {own.addAllToCalendar}
        </a>
      )}
    </div>
  )
}

function ProgrammeEvent({
  event,
  language,
  opensInNewTab,
}: {
  event: SiteEvent
  language: string
  opensInNewTab: string
}) {
  const own = PROGRAMME_TEXTS[useViewSite(language).uiLanguage]
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
            <a href={mapsSearchUrl(map)} target="_blank" rel="noopener noreferrer" className={styles.link}>
              {own.showMap}
              <span className={shared.visuallyHidden}> {opensInNewTab}</span>
            </a>
          )}
          {event.start && (
            <a href={calendarHref(language, event.id)} download className={styles.link}>
              {own.addToCalendar}
              <span className={shared.visuallyHidden}> ({title})</span>
            </a>
          )}
        </p>
      )}
    </li>
  )
}
