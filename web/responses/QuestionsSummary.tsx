import { useTranslation } from 'react-i18next'
import type { FormElementLike } from '#domain/forms/conditions.ts'
import { cx } from '#web/ui/cx.ts'
import { AnswerText } from './AnswerText.tsx'
import { countOptions, type ResponseRow, textAnswers } from './model.ts'
import styles from './Responses.module.css'

interface QuestionsSummaryProps {
  rows: ResponseRow[]
  questions: FormElementLike[]
  siteLanguage: string
}

function percentOf(count: number, total: number): number {
  return total === 0 ? 0 : Math.round((count / total) * 100)
}

/** "3 svar", or for a question shown on a condition "2 svar av 3 gäster som fick frågan". */
function useAnsweredText() {
  const { t } = useTranslation()
  return (answered: number, counts: { asked: number; conditional: boolean }) =>
    counts.conditional
      ? t('responses.questions.countOfAsked', { answered, count: counts.asked })
      : t('responses.questions.count', { count: answered })
}

/**
 * /visa-osa/fragor: per question, single-select answers counted with a bar, short-text answers
 * listed (non-empty only, with who gave them). Labels in the site's default language, the rest
 * in the owner's interface language.
 */
export function QuestionsSummary({ rows, questions, siteLanguage }: QuestionsSummaryProps) {
  const { t } = useTranslation()
  const answeredText = useAnsweredText()
  const nameQuestionId = questions[0]?.formElementType === 'ShortText' ? questions[0].id : null
  return (
    <section className={styles.summary} aria-label={t('responses.questions.heading')}>
      {questions.map((question) => {
        if (question.formElementType === 'SingleSelect') {
          const counts = countOptions(question, rows, siteLanguage, questions)
          const answered = counts.asked - counts.unanswered
          return (
            <article key={question.id} className={styles.questionCard} data-question={question.id}>
              <h2 className={styles.questionTitle}>{counts.label}</h2>
              <p className={styles.questionMeta}>{answeredText(answered, counts)}</p>
              <ul className={styles.bars}>
                {counts.options.map((option) => {
                  const percent = percentOf(option.count, counts.asked)
                  return (
                    <li key={option.optionId} className={styles.barRow}>
                      <div className={styles.barLabel}>
                        <AnswerText text={option.text} yesNo={option.yesNo} />
                        <span className={styles.barFigures}>
                          <strong>{option.count}</strong>
                          <span className={styles.muted}>
                            {t('responses.questions.percent', { percent })}
                          </span>
                        </span>
                      </div>
                      <div className={styles.barTrack} aria-hidden="true">
                        <div
                          className={cx(
                            styles.barFill,
                            option.yesNo === 'yes' && styles.barYes,
                            option.yesNo === 'no' && styles.barNo,
                          )}
                          style={{ width: `${percent}%` }}
                        />
                      </div>
                    </li>
                  )
                })}
                {counts.unanswered > 0 && (
                  <li className={styles.barRow}>
                    <div className={styles.barLabel}>
                      <span className={cx(styles.answer, styles.muted)}>
                        {t('responses.questions.unanswered')}
                      </span>
                      <span className={styles.barFigures}>
                        <strong>{counts.unanswered}</strong>
                        <span className={styles.muted}>
                          {t('responses.questions.percent', {
                            percent: percentOf(counts.unanswered, counts.asked),
                          })}
                        </span>
                      </span>
                    </div>
                    <div className={styles.barTrack} aria-hidden="true">
                      <div
                        className={cx(styles.barFill, styles.barMuted)}
                        style={{ width: `${percentOf(counts.unanswered, counts.asked)}%` }}
                      />
                    </div>
                  </li>
                )}
              </ul>
            </article>
          )
        }
        const list = textAnswers(question, rows, siteLanguage, questions)
        return (
          <article key={question.id} className={styles.questionCard} data-question={question.id}>
            <h2 className={styles.questionTitle}>{list.label}</h2>
            <p className={styles.questionMeta}>{answeredText(list.answers.length, list)}</p>
            {list.answers.length === 0 ? (
              <p className={styles.muted}>{t('responses.questions.none')}</p>
            ) : (
              <ul className={styles.textAnswers}>
                {list.answers.map((answer) => (
                  <li key={answer.rowId}>
                    <span className={styles.textAnswer}>{answer.text}</span>
                    {question.id !== nameQuestionId && answer.name && (
                      <span className={styles.answeredBy}>{answer.name}</span>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </article>
        )
      })}
    </section>
  )
}
