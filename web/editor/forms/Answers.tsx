import { useTranslation } from 'react-i18next'
import { addOption, moveOption, removeOption, updateOption } from '#domain/forms/editing.ts'
import type { FormElement } from '#domain/forms/elements.ts'
import { Button } from '#web/ui/Button.tsx'
import { Icon } from '../icons.tsx'
import { newId } from '../new-id.ts'
import forms from './forms.module.css'
import { IconButton } from './IconButton.tsx'
import { LanguageTexts, type SiteLanguage } from './LanguageTexts.tsx'
import styles from './QuestionBuilder.module.css'
import { type Act, afterMove } from './question-actions.ts'

type SingleSelect = Extract<FormElement, { formElementType: 'SingleSelect' }>

interface Props {
  element: SingleSelect
  elements: FormElement[]
  languages: SiteLanguage[]
  act: Act
}

/** The answers of a choice: text per language, reorder, remove (never the last one), add. */
export function Answers({ element, elements, languages, act }: Props) {
  const { t } = useTranslation()
  const count = element.options.length

  const add = () => {
    const option = { id: newId('option'), text: Object.fromEntries(languages.map((l) => [l.code, ''])) }
    act(addOption(elements, element.id, option), {
      message: t('formEditor.questions.answerAdded'),
      focus: { question: element.id, option: option.id, targets: [['option', 'input']] },
    })
  }

  const move = (optionId: string, index: number, delta: number) =>
    act(moveOption(elements, element.id, optionId, delta), {
      message: t('formEditor.questions.answerMoved', { position: index + 1 + delta, count }),
      focus: afterMove(delta, element.id, optionId),
    })

  const remove = (optionId: string) =>
    act(removeOption(elements, element.id, optionId), {
      message: t('formEditor.questions.answerRemoved'),
      focus: { question: element.id, targets: [['question', '[data-action="add-answer"]']] },
    })

  return (
    <fieldset className={styles.answers}>
      <legend className={forms.legend}>{t('formEditor.questions.answers')}</legend>
      <ol className={styles.answerList}>
        {element.options.map((option, index) => {
          const n = index + 1
          return (
            <li key={option.id} className={styles.answer} data-option-id={option.id}>
              <LanguageTexts
                className={styles.answerTexts}
                legend={t('formEditor.questions.answer', { n })}
                languages={languages}
                value={option.text}
                requiredMessage={t('formEditor.questions.answerMissing')}
                onChange={(code, text) =>
                  act(
                    updateOption(elements, element.id, option.id, (o) => ({
                      ...o,
                      text: { ...o.text, [code]: text },
                    })),
                  )
                }
              />
              <div className={styles.tools}>
                {index > 0 && (
                  <IconButton
                    action="up"
                    icon="up"
                    label={t('formEditor.questions.moveAnswerUp', { n })}
                    onClick={() => move(option.id, index, -1)}
                  />
                )}
                {index < count - 1 && (
                  <IconButton
                    action="down"
                    icon="down"
                    label={t('formEditor.questions.moveAnswerDown', { n })}
                    onClick={() => move(option.id, index, 1)}
                  />
                )}
                {count > 1 && (
                  <IconButton
                    action="remove"
                    icon="trash"
                    danger
                    label={t('formEditor.questions.removeAnswer', { n })}
                    onClick={() => remove(option.id)}
                  />
                )}
              </div>
            </li>
          )
        })}
      </ol>
      <Button variant="secondary" className={styles.addAnswer} data-action="add-answer" onClick={add}>
        <Icon name="plus" />
        {t('formEditor.questions.addAnswer')}
      </Button>
    </fieldset>
  )
}
