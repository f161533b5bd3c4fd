import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { moveElement, updateElement } from '#domain/forms/editing.ts'
import type { FormElement } from '#domain/forms/elements.ts'
import type { Text } from '#domain/site/lookup-text.ts'
import { Answers } from './Answers.tsx'
import { EventChoice } from './EventChoice.tsx'
import { IconButton } from './IconButton.tsx'
import { LanguageTexts, type SiteLanguage } from './LanguageTexts.tsx'
import styles from './QuestionBuilder.module.css'
import { type Act, afterMove } from './question-actions.ts'
import { ShowCondition } from './ShowCondition.tsx'

interface Props {
  element: FormElement
  index: number
  elements: FormElement[]
  languages: SiteLanguage[]
  act: Act
  onRemove: () => void
  /** The site's events, where it has several and the form is the RSVP (issue 32). */
  events?: readonly { id: string; title: Text }[] | undefined
}

/** One question: its label per language, required or its answers, and when it shows. */
export function QuestionCard({ element, index, elements, languages, act, onRemove, events }: Props) {
  const { t } = useTranslation()
  const headingId = useId()
  const n = index + 1
  const count = elements.length
  const update = (change: (e: FormElement) => FormElement) => act(updateElement(elements, element.id, change))
  const move = (delta: number) =>
    act(moveElement(elements, element.id, delta), {
      message: t('formEditor.questions.moved', { position: n + delta, count }),
      focus: afterMove(delta, element.id),
    })

  return (
    <li className={styles.question} data-question-id={element.id}>
      <section aria-labelledby={headingId}>
        <div className={styles.head}>
          <h3 id={headingId} className={styles.heading} tabIndex={-1} data-heading>
            {t('formEditor.questions.question', { n })}{' '}
            <span className={styles.type}>{t(`formEditor.questions.types.${element.formElementType}`)}</span>
          </h3>
          {/* biome-ignore lint/a11y/useSemanticElements: a row of tool buttons, not form inputs */}
          <div className={styles.tools} role="group" aria-label={t('formEditor.questions.actions', { n })}>
            {index > 0 && (
              <IconButton
                action="up"
                icon="up"
                label={t('formEditor.questions.moveUp', { n })}
                onClick={() => move(-1)}
              />
            )}
            {index < count - 1 && (
              <IconButton
                action="down"
                icon="down"
                label={t('formEditor.questions.moveDown', { n })}
                onClick={() => move(1)}
              />
            )}
            <IconButton
              action="remove"
              icon="trash"
              danger
              label={t('formEditor.questions.remove', { n })}
              onClick={onRemove}
            />
          </div>
        </div>

        <LanguageTexts
          legend={t('formEditor.questions.label')}
          languages={languages}
          value={element.label}
          requiredMessage={t('formEditor.questions.labelMissing')}
          onChange={(code, text) => update((e) => ({ ...e, label: { ...e.label, [code]: text } }))}
        />

        {element.formElementType === 'ShortText' ? (
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={element.required}
              onChange={(event) => {
                const required = event.target.checked
                update((e) => ({ ...e, required }))
              }}
            />
            {t('formEditor.questions.required')}
          </label>
        ) : (
          <>
            <p className={styles.note}>{t('formEditor.questions.alwaysRequired')}</p>
            <Answers element={element} elements={elements} languages={languages} act={act} />
          </>
        )}

        {events && events.length > 1 && (
          <EventChoice
            element={element}
            events={events}
            language={languages[0]?.code ?? 'sv'}
            onChange={(eventId) => update(({ eventId: _was, ...e }) => (eventId ? { ...e, eventId } : e))}
          />
        )}

        {index > 0 && (
          <ShowCondition
            element={element}
            elements={elements}
            language={languages[0]?.code ?? 'sv'}
            act={act}
          />
        )}
      </section>
    </li>
  )
}
