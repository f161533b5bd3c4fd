import { type ReactNode, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { useTranslation } from 'react-i18next'
import { isValidRecipient, missingTexts } from '#domain/forms/editing.ts'
import { useEvents } from '#web/programme/index.ts'
import { Button } from '#web/ui/Button.tsx'
import { Dialog } from '#web/ui/Dialog.tsx'
import { Tabs } from '#web/ui/Tabs.tsx'
import { useEditor } from '../store.ts'
import { ConfirmationFields } from './ConfirmationFields.tsx'
import styles from './FormSettingsDialog.module.css'
import { type FormModule, useChangeFormModule } from './form-module.ts'
import forms from './forms.module.css'
import { useSiteLanguages } from './LanguageTexts.tsx'
import { QuestionBuilder } from './QuestionBuilder.tsx'
import { RecipientsEditor } from './RecipientsEditor.tsx'

export interface FormSettingsDialogProps {
  module: FormModule
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The third tab: Övrigt for the RSVP, Knappar for the form. */
  extraTab: { value: string; label: string; content: ReactNode }
  /** The tab that ends with the e-mail recipients. */
  recipientsIn: 'confirmation' | 'extra'
  /** The RSVP's: a question may be asked for one event where the site has several (issue 32). */
  perEvent?: boolean
  /** Shown above the questions: the form's own setting of what the form is (issue 33). */
  questionsIntro?: ReactNode
}

/**
 * The settings popup of the RSVP and the form module (spec 001 section 2): Frågor, Bekräftelse and
 * a third tab. Changes reach the page as they are typed. Klar closes only when every question and
 * answer has a text in every site language and every address would be accepted on save; otherwise
 * it shows the tab with the first problem and puts the focus there. Escape closes at any time and
 * keeps what was typed.
 */
export function FormSettingsDialog({
  module,
  open,
  onOpenChange,
  extraTab,
  recipientsIn,
  perEvent = false,
  questionsIntro,
}: FormSettingsDialogProps) {
  const { t } = useTranslation()
  const languages = useSiteLanguages()
  const firstLanguage = useEditor((s) => s.site.availableLanguages[0]?.languageCode ?? 'sv')
  const change = useChangeFormModule<FormModule>(module)
  const formRecipients = useEditor((s) => s.site.formRecipients)
  const [tab, setTab] = useState('questions')
  const [triedToClose, setTriedToClose] = useState(false)
  const body = useRef<HTMLDivElement>(null)

  const elements = module.form.formElements
  const siteId = useEditor((s) => s.site._id)
  const quickStart = useEditor((s) => s.site.quickStart === true)
  const events = useEvents(siteId, perEvent && !quickStart).data?.events
  // Only the first language must be written; the others fall back to it (see MissingTextsNote).
  const textMissing = missingTexts(elements, [firstLanguage]).length > 0
  const addresses = formRecipients.find((r) => r.formId === module.id)?.recipients ?? []
  const addressInvalid = addresses.some((address) => !isValidRecipient(address))
  const recipientsTab = recipientsIn === 'confirmation' ? 'confirmation' : extraTab.value

  const done = () => {
    const problem = textMissing ? 'questions' : addressInvalid ? recipientsTab : null
    if (problem === null) {
      onOpenChange(false)
      return
    }
    flushSync(() => {
      setTriedToClose(true)
      setTab(problem)
    })
    body.current?.querySelector<HTMLElement>('[role="tabpanel"] [aria-invalid="true"]')?.focus()
  }

  const withRecipients = (content: ReactNode) => (
    <>
      <div className={forms.section}>{content}</div>
      <div className={forms.section}>
        <RecipientsEditor formId={module.id} />
      </div>
    </>
  )
  const confirmation = <ConfirmationFields module={module} languages={languages} />
  const type = t(`moduleTypes.${module.siteModuleType}`)

  return (
    <Dialog
      size="wide"
      open={open}
      onOpenChange={onOpenChange}
      title={t('editor.settings', { type })}
      actions={
        <>
          {triedToClose && (textMissing || addressInvalid) && (
            <p className={styles.blocked} role="alert">
              {textMissing ? t('formEditor.blocked') : t('formEditor.blockedAddress')}
            </p>
          )}
          <Button onClick={done}>{t('formEditor.done')}</Button>
        </>
      }
    >
      <div ref={body} className={styles.body}>
        <Tabs
          label={t('formEditor.tabsLabel')}
          value={tab}
          onValueChange={setTab}
          tabs={[
            {
              value: 'questions',
              label: t('formEditor.tabs.questions'),
              content: (
                <>
                  {questionsIntro}
                  <QuestionBuilder
                    elements={elements}
                    languages={languages}
                    events={perEvent ? events : undefined}
                    onChange={(formElements) => change((m) => ({ ...m, form: { ...m.form, formElements } }))}
                  />
                </>
              ),
            },
            {
              value: 'confirmation',
              label: t('formEditor.tabs.confirmation'),
              content: recipientsIn === 'confirmation' ? withRecipients(confirmation) : confirmation,
            },
            {
              ...extraTab,
              content: recipientsIn === 'extra' ? withRecipients(extraTab.content) : extraTab.content,
            },
          ]}
        />
      </div>
    </Dialog>
  )
}
