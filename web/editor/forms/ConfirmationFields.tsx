import { useTranslation } from 'react-i18next'
import { isRsvp } from '#domain/modules/rsvp.ts'
import { guestLanguage, guestTexts } from '#web/modules/index.ts'
import { type FormModule, useChangeFormModule, withText } from './form-module.ts'
import { LanguageTexts, type SiteLanguage } from './LanguageTexts.tsx'

interface Props {
  module: FormModule
  languages: SiteLanguage[]
}

/**
 * What a guest reads after sending: a heading and a text per language. Both are plain text (the
 * guest's confirmation dialog shows them as text, line breaks kept), stored as typed.
 */
export function ConfirmationFields({ module, languages }: Props) {
  const { t } = useTranslation()
  const change = useChangeFormModule<FormModule>(module)
  const rsvp = isRsvp(module)
  const defaults = (code: string) => guestTexts[guestLanguage(code)]

  return (
    <>
      <LanguageTexts
        legend={t('formEditor.confirmation.title')}
        languages={languages}
        value={module.confirmationTitle}
        placeholder={(code) =>
          rsvp ? defaults(code).rsvpConfirmationTitle : defaults(code).formConfirmationTitle
        }
        onChange={(code, text) => change((m) => withText(m, 'confirmationTitle', code, text))}
      />
      <LanguageTexts
        legend={t('formEditor.confirmation.text')}
        hint={t('formEditor.confirmation.textHint')}
        multiline
        languages={languages}
        value={module.confirmationText}
        placeholder={(code) =>
          rsvp ? defaults(code).rsvpConfirmationText : defaults(code).formConfirmationText
        }
        onChange={(code, text) => change((m) => withText(m, 'confirmationText', code, text))}
      />
    </>
  )
}
