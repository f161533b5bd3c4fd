import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { FormSettingsDialog } from '#web/editor/forms/FormSettingsDialog.tsx'
import {
  defaultsLanguage,
  type TextKey,
  useChangeFormModule,
  withText,
} from '#web/editor/forms/form-module.ts'
import forms from '#web/editor/forms/forms.module.css'
import { LanguageTexts, useSiteLanguages } from '#web/editor/forms/LanguageTexts.tsx'
import { useInterfaceLanguage } from '#web/i18n/use-interface-language.ts'
import { guestLanguage } from '#web/modules/guest-forms/language.ts'
import { guestTexts } from '#web/modules/guest-forms/texts.ts'
import fieldStyles from '#web/ui/Field.module.css'
import type { ModulePopupProps } from '../editor-parts.ts'
import { MODULE_DEFAULTS } from '../module-texts.ts'
import { guestChoices } from './View.tsx'

type Rsvp = ModulePopupProps<'Rsvp'>['module']

/** The RSVP module's settings: Frågor, Bekräftelse, Övrigt (spec 001 section 2). */
export default function RsvpPopup({ module, open, onOpenChange }: ModulePopupProps<'Rsvp'>) {
  const { t } = useTranslation()
  const uiLanguage = useInterfaceLanguage()
  const languages = useSiteLanguages()
  const change = useChangeFormModule(module)
  const maxId = useId()

  const texts = (key: TextKey<Rsvp>, placeholder: (code: string) => string) => ({
    languages,
    value: module[key],
    placeholder,
    onChange: (code: string, text: string) => change((m) => withText(m, key, code, text)),
  })
  const viewDefault = (code: string) => MODULE_DEFAULTS[defaultsLanguage(code, uiLanguage)]
  const guestDefault = (code: string) => guestTexts[guestLanguage(code)]

  const other = (
    <>
      <div className={forms.single}>
        <label className={forms.label} htmlFor={maxId}>
          {t('formEditor.other.maxGuests')}
        </label>
        <select
          id={maxId}
          className={fieldStyles.input}
          value={guestChoices(module.maxNumberOfGuests).length}
          aria-describedby={`${maxId}-hint`}
          onChange={(event) => {
            const maxNumberOfGuests = Number(event.target.value)
            change((m) => ({ ...m, maxNumberOfGuests }))
          }}
        >
          {guestChoices(5).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
        <p id={`${maxId}-hint`} className={forms.hint}>
          {t('formEditor.other.maxGuestsHint')}
        </p>
      </div>
      <LanguageTexts
        legend={t('formEditor.other.selectNumberOfGuestsText')}
        hint={t('formEditor.other.selectNumberOfGuestsHint')}
        {...texts('selectNumberOfGuestsText', (code) => viewDefault(code).selectNumberOfGuestsText)}
      />
      <LanguageTexts
        legend={t('formEditor.other.oneGuestRsvpButton')}
        hint={t('formEditor.other.oneGuestRsvpHint')}
        {...texts('oneGuestRsvpButton', (code) => viewDefault(code).oneGuestRsvpButton)}
      />
      <LanguageTexts
        legend={t('formEditor.other.guestIndexTitle')}
        hint={t('formEditor.other.guestIndexHint')}
        {...texts('guestIndexTitle', (code) => guestDefault(code).guestIndexTitle)}
      />
      <LanguageTexts
        legend={t('formEditor.other.sendButton')}
        {...texts('sendButton', (code) => guestDefault(code).sendButton)}
      />
    </>
  )

  return (
    <FormSettingsDialog
      module={module}
      open={open}
      onOpenChange={onOpenChange}
      extraTab={{ value: 'other', label: t('formEditor.tabs.other'), content: other }}
      recipientsIn="extra"
    />
  )
}
