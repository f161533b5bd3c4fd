import { useTranslation } from 'react-i18next'
import { FormSettingsDialog, LanguageTexts } from '#web/editor/index.ts'
import { useTextFields } from '#web/modules/guest-forms/use-text-fields.ts'
import type { ModulePopupProps } from '../editor-parts.ts'
import { SignUpSetting } from './SignUpSetting.tsx'

/**
 * The form module's settings: Frågor, Bekräftelse (with who gets the answers by e-mail, since both
 * say what happens once a guest sends) and Knappar (spec 001 section 2).
 */
export default function FormPopup({ module, open, onOpenChange }: ModulePopupProps<'Form'>) {
  const { t } = useTranslation()
  const { field, viewDefault, guestDefault } = useTextFields(module)

  const buttons = (
    <>
      <LanguageTexts
        legend={t('formEditor.buttons.showFormButton')}
        {...field('showFormButton', (code) => viewDefault(code).showFormButton)}
      />
      <LanguageTexts
        legend={t('formEditor.buttons.sendButton')}
        {...field('sendButton', (code) => guestDefault(code).sendButton)}
      />
    </>
  )

  return (
    <FormSettingsDialog
      module={module}
      open={open}
      onOpenChange={onOpenChange}
      extraTab={{ value: 'buttons', label: t('formEditor.tabs.buttons'), content: buttons }}
      recipientsIn="confirmation"
      questionsIntro={<SignUpSetting module={module} />}
    />
  )
}
