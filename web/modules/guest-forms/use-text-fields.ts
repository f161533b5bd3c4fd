import {
  defaultsLanguage,
  type FormModule,
  type TextKey,
  useChangeFormModule,
  useSiteLanguages,
  withText,
} from '#web/editor/index.ts'
import { useInterfaceLanguage } from '#web/i18n/use-interface-language.ts'
import { MODULE_DEFAULTS } from '../module-texts.ts'
import { guestLanguage } from './language.ts'
import { guestTexts } from './texts.ts'

/**
 * The popup fields of the texts a guest form's owner may word per site language: `field(key,
 * placeholder)` gives a LanguageTexts its languages, value, placeholder and change; the defaults
 * are what a guest sees for an empty text (the view's own, or the guest form's).
 */
export function useTextFields<M extends FormModule>(module: M) {
  const uiLanguage = useInterfaceLanguage()
  const languages = useSiteLanguages()
  const change = useChangeFormModule(module)
  return {
    change,
    field: (key: TextKey<M>, placeholder: (code: string) => string) => ({
      languages,
      value: module[key] as Record<string, string> | undefined,
      placeholder,
      onChange: (code: string, text: string) => change((m) => withText(m, key, code, text)),
    }),
    viewDefault: (code: string) => MODULE_DEFAULTS[defaultsLanguage(code, uiLanguage)],
    guestDefault: (code: string) => guestTexts[guestLanguage(code)],
  }
}
