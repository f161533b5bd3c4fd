import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { clearedConditions, formElementIndex, removeElement } from '#domain/forms/editing.ts'
import type { FormElement } from '#domain/forms/elements.ts'
import { yesNoOptions } from '#domain/modules/rsvp.ts'
import { lookupText, type Text } from '#domain/site/lookup-text.ts'
import { Button } from '#web/ui/Button.tsx'
import { ConfirmDialog } from '../ConfirmDialog.tsx'
import { Icon } from '../icons.tsx'
import { newId } from '../new-id.ts'
import type { SiteLanguage } from './LanguageTexts.tsx'
import styles from './QuestionBuilder.module.css'
import { QuestionCard } from './QuestionCard.tsx'
import type { Act, FocusTarget } from './question-actions.ts'

export interface QuestionBuilderProps {
  elements: FormElement[]
  /** Called with the whole new list on every change. */
  onChange: (next: FormElement[]) => void
  /** The site's languages, the one being edited first. */
  languages: SiteLanguage[]
  /** The site's events, for an RSVP's questions asked for one event (issue 32). */
  events?: readonly { id: string; title: Text }[] | undefined
}

type QuestionType = FormElement['formElementType']

interface PendingFocus extends FocusTarget {
  /** The list the change produced; when another list arrives, focus stays where it is. */
  list: FormElement[]
}

interface Notice {
  text: string
  /** A cleared condition is worth seeing; a move or an addition is only said to screen readers. */
  visible: boolean
}

function textIn(codes: string[], pick: (code: string) => string): Text {
  return Object.fromEntries(codes.map((code) => [code, pick(code)]))
}

/**
 * A new question starts without a label, so the owner writes one in every language. A choice
 * starts with the answers a new RSVP question has (Ja, Nej); it is always required (spec 001
 * section 5), a short answer is not unless the owner says so.
 */
function newQuestion(type: QuestionType, codes: string[]): FormElement {
  const common = { id: newId('formElement'), label: textIn(codes, () => ''), showConditions: [] }
  if (type === 'ShortText') return { ...common, formElementType: 'ShortText', required: false }
  return {
    ...common,
    formElementType: 'SingleSelect',
    required: true,
    options: yesNoOptions(codes, newId),
  }
}

function byData(scope: HTMLElement, key: 'questionId' | 'optionId', value: string): HTMLElement | undefined {
  const attribute = key === 'questionId' ? 'data-question-id' : 'data-option-id'
  return Array.from(scope.querySelectorAll<HTMLElement>(`[${attribute}]`)).find(
    (el) => el.dataset[key] === value,
  )
}

/**
 * The questions of an RSVP or a form (spec 001 sections 3 to 5): add a short answer or a choice,
 * write each label and answer in every site language, reorder, delete after a question, and show
 * a question only for one answer of an earlier choice. Every change goes to onChange at once;
 * conditions that stop making sense are cleared there (domain/forms/editing.ts).
 */
export function QuestionBuilder({ elements, onChange, languages, events }: QuestionBuilderProps) {
  const { t } = useTranslation()
  const root = useRef<HTMLDivElement>(null)
  const pending = useRef<PendingFocus | null>(null)
  const [removing, setRemoving] = useState<string | null>(null)
  const [notice, setNotice] = useState<Notice | null>(null)
  const addId = useId()
  const codes = languages.map((l) => l.code)
  const language = codes[0] ?? 'sv'

  useEffect(() => {
    const focus = pending.current
    pending.current = null
    const container = root.current
    if (!focus || focus.list !== elements || !container) return
    const question = focus.question === null ? undefined : byData(container, 'questionId', focus.question)
    const option = focus.option && question ? byData(question, 'optionId', focus.option) : undefined
    const scopes = { root: container, question, option }
    for (const [scope, selector] of focus.targets) {
      const target = scopes[scope]?.querySelector<HTMLElement>(selector)
      if (target) {
        target.focus()
        return
      }
    }
  }, [elements])

  const act: Act = (next, change = {}) => {
    if (next === elements) return
    const cleared = clearedConditions(elements, next, change.except)
    pending.current = change.focus ? { ...change.focus, list: next } : null
    if (cleared.length > 0) {
      const text = [change.message, t('formEditor.questions.conditionsCleared')].filter(Boolean).join(' ')
      setNotice({ text, visible: true })
    } else if (change.message) {
      setNotice({ text: change.message, visible: false })
    }
    onChange(next)
  }

  const add = (type: QuestionType) => {
    const question = newQuestion(type, codes)
    act([...elements, question], {
      message: t('formEditor.questions.added', {
        type: t(`formEditor.questions.types.${type}`),
        n: elements.length + 1,
      }),
      focus: { question: question.id, targets: [['question', 'input']] },
    })
  }

  const remove = (id: string) => {
    const index = formElementIndex(elements, id)
    const next = removeElement(elements, id)
    const neighbour = next[Math.min(index, next.length - 1)]
    act(next, {
      message: t('formEditor.questions.removed'),
      focus: neighbour
        ? { question: neighbour.id, targets: [['question', '[data-heading]']] }
        : { question: null, targets: [['root', '[data-action="add-ShortText"]']] },
    })
  }

  const removingIndex = removing === null ? -1 : formElementIndex(elements, removing)
  const removingLabel =
    removingIndex < 0
      ? ''
      : lookupText(elements[removingIndex]?.label, language).trim() ||
        t('formEditor.questions.question', { n: removingIndex + 1 })

  return (
    <div ref={root} className={styles.builder}>
      <p role="status" className={notice?.visible ? styles.notice : 'visually-hidden'}>
        {notice?.text}
      </p>
      {elements.length === 0 ? (
        <p className={styles.empty}>{t('formEditor.questions.empty')}</p>
      ) : (
        <ol className={styles.list} aria-label={t('formEditor.questions.list')}>
          {elements.map((element, index) => (
            <QuestionCard
              key={element.id}
              element={element}
              index={index}
              elements={elements}
              languages={languages}
              act={act}
              onRemove={() => setRemoving(element.id)}
              events={events}
            />
          ))}
        </ol>
      )}

      {/* biome-ignore lint/a11y/useSemanticElements: two buttons under a caption, not a set of form inputs */}
      <div className={styles.add} role="group" aria-labelledby={addId}>
        <span id={addId} className={styles.addLabel}>
          {t('formEditor.questions.add')}
        </span>
        {(['ShortText', 'SingleSelect'] as const).map((type) => (
          <Button key={type} variant="secondary" data-action={`add-${type}`} onClick={() => add(type)}>
            <Icon name="plus" />
            {t(`formEditor.questions.types.${type}`)}
          </Button>
        ))}
      </div>

      <ConfirmDialog
        open={removing !== null}
        title={t('formEditor.questions.removeTitle')}
        text={t('formEditor.questions.removeText', { label: removingLabel })}
        confirmLabel={t('formEditor.questions.removeConfirm')}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing !== null) remove(removing)
          setRemoving(null)
        }}
      />
    </div>
  )
}
