import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { AnswerText } from './AnswerText.tsx'
import type { ResponseKind } from './demo.ts'
import type { ResponseStats } from './model.ts'
import styles from './Responses.module.css'

/**
 * The figures at the top of the list: registrations (parties) and guests for RSVPs, answers for
 * forms, and per single-select question how often each option was chosen.
 */
export function StatsCards({ stats, kind }: { stats: ResponseStats; kind: ResponseKind }) {
  const { t } = useTranslation()
  const headingId = useId()
  return (
    <section className={styles.stats} aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {t('responses.stats.label')}
      </h2>
      <ul className={styles.statList}>
        {kind === 'rsvp' ? (
          <>
            <li className={styles.figure} data-stat="responses">
              <span className={styles.figureLabel}>{t('responses.stats.responses')}</span>
              <span className={styles.figureValue}>{stats.responses}</span>
            </li>
            <li className={styles.figure} data-stat="guests">
              <span className={styles.figureLabel}>{t('responses.stats.guests')}</span>
              <span className={styles.figureValue}>{stats.guests}</span>
            </li>
          </>
        ) : (
          <li className={styles.figure} data-stat="answers">
            <span className={styles.figureLabel}>{t('responses.stats.answers')}</span>
            <span className={styles.figureValue}>{stats.guests}</span>
          </li>
        )}
        {stats.questions.map((counts) => (
          <li key={counts.question.id} className={styles.questionStat} data-stat={`q:${counts.question.id}`}>
            <h3 className={styles.questionStatTitle}>{counts.label}</h3>
            <ul className={styles.optionCounts}>
              {counts.options.map((option) => (
                <li key={option.optionId}>
                  <AnswerText text={option.text} yesNo={option.yesNo} />
                  <span className={styles.optionCount}>{option.count}</span>
                </li>
              ))}
              {counts.unanswered > 0 && (
                <li className={styles.muted}>
                  <span className={styles.answer}>{t('responses.stats.noAnswer')}</span>
                  <span className={styles.optionCount}>{counts.unanswered}</span>
                </li>
              )}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  )
}
