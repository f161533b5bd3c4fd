import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { EditableRichText, EditableText, useInlineEditing } from '#web/site/inline-edit.tsx'
import { PART } from '#web/site/parts.ts'
import { publicTexts } from '#web/site/texts.ts'
import { LoadingNote } from '../guest-forms/Loading.tsx'
import { guestLanguage } from '../guest-forms/language.ts'
import { moduleText } from '../module-texts.ts'
import shared from '../shared.module.css'
import { useViewSite } from '../use-view-site.ts'
import type { ModuleViewProps } from '../view-props.ts'
import { hasFormDraft } from './draft.ts'
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

  // An answer typed before a reload comes back.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after hydration
  useEffect(() => {
    if (hasFormDraft(siteId, module.id)) {
      setOpen(true)
      setStarted(true)
    }
  }, [])

  const preload = () => void loadForm().catch(() => {})

  return (
    <div className={`${shared.module} ${styles.root}`} data-part={PART.moduleInner}>
      <EditableText
        as="h2"
        className={shared.title}
        part={PART.moduleTitle}
        text={module.title}
        path={['title']}
        language={language}
      />
      <EditableRichText className={shared.intro} text={module.text} path={['text']} language={language} />
      {editing ? (
        <div className={styles.actions}>
          {/* The label is edited in place, which a real button would not allow reliably. */}
          <div className={`${shared.button} ${styles.editedButton}`} data-part={PART.button}>
            <EditableText
              as="span"
              text={module.showFormButton}
              path={['showFormButton']}
              language={language}
            />
          </div>
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
      {started && (
        <Suspense fallback={<LoadingNote text={publicTexts[guestLanguage(language)].loading} />}>
          <FormGuest
            module={module}
            language={language}
            siteId={siteId}
            editMode={editMode}
            open={open}
            focusOnShow={focusOnShow}
            onShownChange={setFormShown}
            onClosed={() => setOpen(false)}
            fallbackFocus={() => button.current}
          />
        </Suspense>
      )}
    </div>
  )
}
