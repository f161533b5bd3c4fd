import { useTranslation } from 'react-i18next'
import { marketLanguage } from '#domain/wizard/wizard-data.ts'
import { useBoot } from '#web/app/BootContext.tsx'
import { SiteLanguagesEditor } from '#web/editor/index.ts'
import { languageName } from '#web/home/index.ts'
import { useInterfaceLanguage } from '#web/i18n/use-interface-language.ts'
import { useWizardData } from './use-wizard-data.ts'
import styles from './Wizard.module.css'
import { WizardFrame } from './WizardFrame.tsx'

/**
 * /kom-igang/sprak, step 3: keep the market's language only, or choose the site's languages;
 * languages are added and removed, never below one (spec 000 section 5).
 */
export function LanguagesStep() {
  const { t } = useTranslation()
  const { brand } = useBoot()
  const uiLanguage = useInterfaceLanguage()
  const { data, update } = useWizardData()
  const home = marketLanguage(brand.market)
  const codes = data.languages.map((l) => l.languageCode)
  const onlyHome = codes.length === 1 && codes[0] === home
  const set = (next: string[]) => update({ languages: next.map((languageCode) => ({ languageCode })) })
  const homeName = languageName(home, uiLanguage)

  return (
    <WizardFrame step={3} title={t('wizard.languages.title')} intro={t('wizard.languages.intro')}>
      <fieldset className={styles.choices}>
        <legend className="visually-hidden">{t('wizard.languages.title')}</legend>
        <label className={styles.choice}>
          <input type="radio" name="languageMode" checked={onlyHome} onChange={() => set([home])} />
          <span className={styles.choiceTitle}>{t('wizard.languages.only', { language: homeName })}</span>
        </label>
        <label className={styles.choice}>
          <input
            type="radio"
            name="languageMode"
            checked={!onlyHome}
            onChange={() => set(onlyHome ? [home, home === 'en' ? 'sv' : 'en'] : codes)}
          />
          <span className={styles.choiceTitle}>{t('wizard.languages.choose')}</span>
          <span className={styles.choiceText}>{t('wizard.languages.chooseText')}</span>
        </label>
      </fieldset>
      {!onlyHome && <SiteLanguagesEditor languages={codes} onChange={set} />}
    </WizardFrame>
  )
}
