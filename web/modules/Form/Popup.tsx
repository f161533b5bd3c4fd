import { useTranslation } from 'react-i18next'
import { FormSettingsDialog } from '#web/editor/forms/FormSettingsDialog.tsx'
import { defaultsLanguage, useChangeFormModule, withText } from '#web/editor/forms/form-module.ts'
import { LanguageTexts, useSiteLanguages } from '#web/editor/forms/LanguageTexts.tsx'
import { useInterfaceLanguage } from '#web/i18n/use-interface-language.ts'
import { guestLanguage } from '#web/modules/guest-forms/language.ts'
import { guestTexts } from '#web/modules/guest-forms/texts.ts'
import type { ModulePopupProps } from '../editor-parts.ts'
import { MODULE_DEFAULTS } from '../module-texts.ts'

/**
 * The form module's settings: Frågor, Bekräftelse (with who gets the answers by e-mail, since both
 * say what happens once a guest sends) and Knappar (spec 001 section 2).
 */
export default function FormPopup({ module, open, onOpenChange }: ModulePopupProps<'Form'>) {
  const { t } = useTranslation()
  const uiLanguage = useInterfaceLanguage()
  const languages = useSiteLanguages()
  const change = useChangeFormModule(module)

  const buttons = (
    <>
      <LanguageTexts
        legend={t('formEditor.buttons.showFormButton')}
        languages={languages}
        value={module.showFormButton}
        placeholder={(code) => MODULE_DEFAULTS[defaultsLanguage(code, uiLanguage)].showFormButton}
        onChange={(code, text) => change((m) => withText(m, 'showFormButton', code, text))}
      />
      <LanguageTexts
        legend={t('formEditor.buttons.sendButton')}
        languages={languages}
        value={module.sendButton}
        placeholder={(code) => guestTexts[guestLanguage(code)].sendButton}
        onChange={(code, text) => change((m) => withText(m, 'sendButton', code, text))}
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
    />
  )
}
