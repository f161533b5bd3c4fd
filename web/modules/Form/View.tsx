import { lazy, useRef, useState } from 'react'
import { useInlineEditing } from '#web/site/inline-edit.tsx'
import { PART } from '#web/site/parts.ts'
import { singleDraft } from '../guest-forms/drafts.ts'
import { EditedButtonLabel, QuestionModuleFrame, useKeptDraft } from '../guest-forms/QuestionModuleFrame.tsx'
import { moduleText } from '../module-texts.ts'
import shared from '../shared.module.css'
import { useViewSite } from '../use-view-site.ts'
import type { ModuleViewProps } from '../view-props.ts'
import styles from './View.module.css'

// The form, its checks and sending load only once a guest asks for the form.
const loadForm = () => import('./FormGuest.tsx')
const FormGuest = lazy(() => loadForm().then((m) => ({ default: m.FormGuest })))

/**
 * The form module as guests first see it: title, text and the show-form button, which brings
 * the form (spec 001 section 4, Form module).
 */
export function FormView({ module, language }: ModuleViewProps<'Form'>) {
  const { site, uiLanguage, editMode } = useViewSite(language)
  const editing = useInlineEditing() !== null
  const [open, setOpen] = useState(false)
  const [started, setStarted] = useState(false)
  const [formShown, setFormShown] = useState(false)
  const [focusOnShow, setFocusOnShow] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const siteId = site?._id ?? ''

  useKeptDraft(siteId, module.id, singleDraft, 1, () => {
    setOpen(true)
    setStarted(true)
  })

  const preload = () => void loadForm().catch(() => {})

  return (
    <QuestionModuleFrame
      module={module}
      language={language}
      className={styles.root}
      siteId={siteId}
      editMode={editMode}
      form={
        started
          ? {
              Runner: FormGuest,
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
          <div className={styles.actions}>
            <button
              ref={button}
              type="button"
              className={shared.button}
              data-part={PART.button}
              onClick={() => {
                setFocusOnShow(true)
                setOpen(true)
                setStarted(true)
              }}
              onPointerEnter={preload}
              onFocus={preload}
            >
              {moduleText(module.showFormButton, 'showFormButton', language, uiLanguage)}
            </button>
          </div>
        )
      )}
    </QuestionModuleFrame>
  )
}
