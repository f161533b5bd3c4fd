import { useId, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { eventCounts, type GuestEventAnswers } from '#domain/events/event-answers.ts'
import { lookupText } from '#domain/site/lookup-text.ts'
import { useEvents } from '#web/programme/index.ts'
import { eventIdsOf, hasEventAnswers } from './model.ts'
import styles from './Responses.module.css'

/**
 * Who comes to what (issue 32, item 5): per event, the guests who answered yes, no, and those
 * invited who have not said. Shown only where the guests answered per event; an event deleted
 * since keeps its figures under a name that says so.
 */
export function EventStats({
  siteId,
  records,
  siteLanguage,
}: {
  siteId: string
  records: readonly (object & { events?: GuestEventAnswers | undefined })[]
  siteLanguage: string
}) {
  const { t } = useTranslation()
  const headingId = useId()
  const asked = hasEventAnswers(records)
  const events = useEvents(siteId, asked).data?.events
  const counts = useMemo(() => eventCounts(eventIdsOf(events ?? [], records), records), [events, records])
  if (!asked) return null
  return (
    <section className={styles.stats} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.eventStatsTitle}>
        {t('responses.events.title')}
      </h2>
      <ul className={styles.statList}>
        {counts.map((count) => {
          const event = events?.find((e) => e.id === count.eventId)
          const title = event ? lookupText(event.title, siteLanguage) : t('responses.events.deleted')
          return (
            <li key={count.eventId} className={styles.questionStat} data-event-stat={count.eventId}>
              <h3 className={styles.questionStatTitle}>{title}</h3>
              <ul className={styles.optionCounts}>
                <li>
                  <span className={styles.answer}>{t('responses.events.yes')}</span>
                  <span className={styles.optionCount} data-count="yes">
                    {count.yes}
                  </span>
                </li>
                <li>
                  <span className={styles.answer}>{t('responses.events.no')}</span>
                  <span className={styles.optionCount} data-count="no">
                    {count.no}
                  </span>
                </li>
                <li className={styles.muted}>
                  <span className={styles.answer}>{t('responses.events.notAnswered')}</span>
                  <span className={styles.optionCount} data-count="notAnswered">
                    {count.notAnswered}
                  </span>
                </li>
              </ul>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
