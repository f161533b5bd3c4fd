import { useRef, useState } from 'react'
import { OPEN_FORM_QUERY } from '#domain/forms/open-form-query.ts'
import { PART, useInlineEditing } from '#web/site/index.ts'
import { singleDraft } from '../guest-forms/drafts.ts'
import { lazyRunner } from '../guest-forms/lazy-runner.ts'
import { EditedButtonLabel, QuestionModuleFrame, useKeptDraft } from '../guest-forms/QuestionModuleFrame.tsx'
import { moduleText } from '../module-texts.ts'
import shared from '../shared.module.css'
import { useViewSite } from '../use-view-site.ts'
import type { ModuleViewProps } from '../view-props.ts'
import styles from './View.module.css'

// The form, its checks and sending load only once a guest asks for the form.
export const formForm = lazyRunner(() => import('./FormGuest.tsx').then((m) => m.FormGuest))

/**
 * The form module as guests first see it: title, text and the show-form button, which brings
 * the form (spec 001 section 4, Form module).
 */
export function FormView({ module, language }: ModuleViewProps<'Form'>) {
  const { site, uiLanguage, openForm, anchor } = useViewSite(language)
  const editing = useInlineEditing() !== null
  const opened = openForm?.moduleId === module.id
  const [open, setOpen] = useState(opened)
  const [started, setStarted] = useState(opened)
  const [formShown, setFormShown] = useState(false)
  const [focusOnShow, setFocusOnShow] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const siteId = site?._id ?? ''

  useKeptDraft(
    siteId,
    module.id,
    singleDraft,
    1,
    () => {
      setOpen(true)
      setStarted(true)
    },
    opened,
  )

  const Runner = formForm.useRunner(started)
  const preload = () => void formForm.preload().catch(() => {})

  return (
    <QuestionModuleFrame
      module={module}
      language={language}
      className={styles.root}
      form={
        Runner
          ? {
              Runner,
              count: open ? 1 : null,
              focusOnShow,
              onShownChange: setFormShown,
              onSent: () => setOpen(false),
              fallbackFocus: () => button.current,
            }
          : null
      }
    >
      {editing ? (
        <div className={styles.actions}>
          <EditedButtonLabel
            module={module}
            field="showFormButton"
            language={language}
            className={styles.editedButton}
          />
        </div>
      ) : (
        !formShown && (
          // A real form: before the script has run, or without one, the server opens the form.
          <form method="get" action={`#${anchor(module.id)}`} className={styles.actions}>
            <input type="hidden" name={OPEN_FORM_QUERY.moduleId} value={module.id} />
            <button
              ref={button}
              type="submit"
              name={OPEN_FORM_QUERY.count}
              value={1}
              className={shared.button}
              data-part={PART.button}
              onClick={(event) => {
                event.preventDefault()
                setFocusOnShow(true)
                setOpen(true)
                setStarted(true)
              }}
              onPointerEnter={preload}
              onFocus={preload}
            >
              {moduleText(module.showFormButton, 'showFormButton', language, uiLanguage)}
            </button>
          </form>
        )
      )}
    </QuestionModuleFrame>
  )
}
