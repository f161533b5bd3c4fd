import { useTranslation } from 'react-i18next'
import type { ModuleOf } from '#domain/modules/registry.ts'
import { type InterfaceLanguage, isInterfaceLanguage } from '#domain/site/languages.ts'
import { LanguageTexts, type SiteLanguage } from '#web/editor/index.ts'
import { guestTexts } from '../guest-forms/texts.ts'
import { MODULE_DEFAULTS } from '../module-texts.ts'
import styles from './Popup.module.css'

type GiftModule = ModuleOf<'GiftRegistry'>

export const BUTTON_FIELDS = ['showGiftRegistryButton', 'reserveButton', 'cancelReservationButton'] as const

export const TEXT_FIELDS = [
  'labelReserveQuantity',
  'labelReservePassword',
  'labelCancelReservationQuantity',
  'labelCancelReservationPassword',
  'statusTextReservedSingular',
  'statusTextReservedPlural',
  'statusTextQuantity',
] as const

export type GiftTextField = (typeof BUTTON_FIELDS)[number] | (typeof TEXT_FIELDS)[number]

/**
 * What guests see for an empty field: the same defaults the view and the gift dialogs use, in the
 * page's language when the product has one, else in the interface language.
 */
export function giftTextDefault(field: GiftTextField, code: string, uiLanguage: InterfaceLanguage): string {
  const language = isInterfaceLanguage(code) ? code : uiLanguage
  switch (field) {
    case 'labelReserveQuantity':
    case 'labelReservePassword':
    case 'labelCancelReservationQuantity':
    case 'labelCancelReservationPassword':
      return guestTexts[language][field]
    default:
      return MODULE_DEFAULTS[language][field]
  }
}

interface Props {
  module: GiftModule
  fields: readonly GiftTextField[]
  languages: SiteLanguage[]
  uiLanguage: InterfaceLanguage
  onChange: (field: GiftTextField, code: string, value: string) => void
}

/** The Knappar and Texter tabs: the owner's labels per site language, the defaults as placeholders. */
export function GiftTextsTab({ module, fields, languages, uiLanguage, onChange }: Props) {
  const { t } = useTranslation()
  return (
    <>
      <p className={styles.note}>{t('moduleEditor.giftRegistry.defaultsNote')}</p>
      {fields.map((field) => (
        <LanguageTexts
          key={field}
          legend={t(`moduleEditor.giftRegistry.fields.${field}`)}
          languages={languages}
          value={module[field]}
          placeholder={(code) => giftTextDefault(field, code, uiLanguage)}
          onChange={(code, value) => onChange(field, code, value)}
        />
      ))}
    </>
  )
}
