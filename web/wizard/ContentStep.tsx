import { useTranslation } from 'react-i18next'
import type { WizardData } from '#domain/site/schema.ts'
import { WIZARD_SAMPLE_TEXTS } from '#domain/wizard/sample-texts.ts'
import {
  CHILDREN_CHOICES,
  DRESS_CODES,
  effectiveDressCode,
  effectiveGifts,
  GIFTS_CHOICES,
} from '#domain/wizard/wizard-data.ts'
import { useInterfaceLanguage } from '#web/i18n/use-interface-language.ts'
import { useWizardData } from './use-wizard-data.ts'
import styles from './Wizard.module.css'
import { WizardFrame } from './WizardFrame.tsx'

type ChoiceField = 'dressCode' | 'children' | 'gifts'
/** Every option of every choice has a title and a description in the catalogs; OTHER stands for the union. */
type OptionKey = `wizard.content.${ChoiceField}.options.OTHER.${'title' | 'description'}`

/** The sample HTML as the plain text a visitor reads in the choice list. */
function plain(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * /kom-igang/innehall, step 4: the dress code, children and gifts choices; each option with its
 * title, what it means and the text it puts on the page (spec 000 section 2).
 */
export function ContentStep() {
  const { t } = useTranslation()
  const language = useInterfaceLanguage()
  const { data, update } = useWizardData()
  const samples = WIZARD_SAMPLE_TEXTS[language]

  const sampleOf = (field: ChoiceField, option: string): string => {
    if (field === 'dressCode')
      return samples.dressCode[effectiveDressCode(option as (typeof DRESS_CODES)[number])]
    if (field === 'children') return samples.children[option as (typeof CHILDREN_CHOICES)[number]]
    return samples.gifts[effectiveGifts(option as (typeof GIFTS_CHOICES)[number])]
  }

  const group = (field: ChoiceField, options: readonly string[]) => (
    <fieldset className={styles.choices}>
      <legend>{t(`wizard.content.${field}.legend`)}</legend>
      {options.map((option) => (
        <label key={option} className={styles.choice}>
          <input
            type="radio"
            name={field}
            value={option}
            checked={data[field] === option}
            onChange={() => update({ [field]: option } as Partial<WizardData>)}
          />
          <span className={styles.choiceTitle}>
            {t(`wizard.content.${field}.options.${option}.title` as OptionKey)}
          </span>
          <span className={styles.choiceText}>
            {t(`wizard.content.${field}.options.${option}.description` as OptionKey)}
          </span>
          <span className={styles.sample}>{plain(sampleOf(field, option))}</span>
        </label>
      ))}
    </fieldset>
  )

  return (
    <WizardFrame step={4} title={t('wizard.content.title')} intro={t('wizard.content.intro')}>
      <div className={styles.sections}>
        {group('dressCode', DRESS_CODES)}
        {group('children', CHILDREN_CHOICES)}
        {group('gifts', GIFTS_CHOICES)}
      </div>
    </WizardFrame>
  )
}
