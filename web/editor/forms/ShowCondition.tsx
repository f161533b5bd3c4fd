import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import {
  conditionChoices,
  currentCondition,
  type ShowConditionTarget,
  setShowCondition,
} from '#domain/forms/editing.ts'
import type { FormElement } from '#domain/forms/elements.ts'
import { lookupText } from '#domain/site/lookup-text.ts'
import fieldStyles from '#web/ui/Field.module.css'
import forms from './forms.module.css'
import styles from './QuestionBuilder.module.css'
import type { Act } from './question-actions.ts'

interface Props {
  element: FormElement
  elements: FormElement[]
  /** The language the other questions and answers are named in. */
  language: string
  act: Act
}

/**
 * "Visa alltid" or "Visa bara om…" an earlier choice has a given answer (spec 001 section 4).
 * Picking a question picks its first answer too, so a condition is never half written.
 */
export function ShowCondition({ element, elements, language, act }: Props) {
  const { t } = useTranslation()
  const id = useId()
  const choices = conditionChoices(elements, element.id)
  const current = currentCondition(elements, element.id)
  const question = current ? choices.find((c) => c.id === current.formElementId) : undefined
  const set = (target: ShowConditionTarget | null) =>
    act(setShowCondition(elements, element.id, target), { except: element.id })
  const firstAnswerOf = (questionId: string | undefined) => {
    const chosen = choices.find((c) => c.id === questionId)
    const option = chosen?.options[0]
    if (chosen && option) set({ formElementId: chosen.id, optionId: option.id })
  }
  const questionName = (q: FormElement) =>
    lookupText(q.label, language).trim() || t('formEditor.questions.question', { n: elements.indexOf(q) + 1 })

  return (
    // The rule above is on a wrapper: on the fieldset itself it would run through the legend.
    <div className={styles.condition}>
      <fieldset className={styles.conditionGroup}>
        <legend className={forms.legend}>{t('formEditor.condition.legend')}</legend>
        <div className={styles.radios}>
          <label className={styles.check}>
            <input type="radio" name={`${id}-show`} checked={current === null} onChange={() => set(null)} />
            {t('formEditor.condition.always')}
          </label>
          <label className={styles.check}>
            <input
              type="radio"
              name={`${id}-show`}
              checked={current !== null}
              disabled={choices.length === 0}
              aria-describedby={choices.length === 0 ? `${id}-none` : undefined}
              // The nearest choice above is the likeliest one to depend on.
              onChange={() => firstAnswerOf(choices.at(-1)?.id)}
            />
            {t('formEditor.condition.onlyIf')}
          </label>
        </div>
        {choices.length === 0 && (
          <p id={`${id}-none`} className={forms.hint}>
            {t('formEditor.condition.noChoices')}
          </p>
        )}
        {current && question && (
          <div className={styles.conditionFields}>
            <div className={forms.field}>
              <label className={forms.label} htmlFor={`${id}-question`}>
                {t('formEditor.condition.question')}
              </label>
              <select
                id={`${id}-question`}
                className={fieldStyles.input}
                value={current.formElementId}
                onChange={(event) => firstAnswerOf(event.target.value)}
              >
                {choices.map((c) => (
                  <option key={c.id} value={c.id}>
                    {questionName(c)}
                  </option>
                ))}
              </select>
            </div>
            <div className={forms.field}>
              <label className={forms.label} htmlFor={`${id}-answer`}>
                {t('formEditor.condition.answer')}
              </label>
              <select
                id={`${id}-answer`}
                className={fieldStyles.input}
                value={current.optionId}
                onChange={(event) =>
                  set({ formElementId: current.formElementId, optionId: event.target.value })
                }
              >
                {question.options.map((o, i) => (
                  <option key={o.id} value={o.id}>
                    {lookupText(o.text, language).trim() || t('formEditor.questions.answer', { n: i + 1 })}
                  </option>
                ))}
              </select>
            </div>
          </div>
        )}
      </fieldset>
    </div>
  )
}
