import { useTranslation } from 'react-i18next'
import {
  type DesignTemplate,
  templateColorScheme,
  templatesForBrand,
} from '#domain/design/design-templates.ts'
import { hslaCss } from '#domain/design/hsla-css.ts'
import { useBoot } from '#web/app/BootContext.tsx'
import { useFontLinks } from '#web/editor/index.ts'
import type sv from '#web/i18n/sv.json'
import { fontStack } from '#web/site/owner.ts'
import { useWizardData } from './use-wizard-data.ts'
import styles from './Wizard.module.css'
import { WizardFrame } from './WizardFrame.tsx'

type TemplateKey = keyof typeof sv.designDrawer.templates.names

/** /kom-igang, step 1: the design template, each shown as the couple's header would look in it. */
export function TemplateStep() {
  const { t } = useTranslation()
  const { brand } = useBoot()
  const { data, update } = useWizardData()
  const templates = templatesForBrand(brand.brand)
  useFontLinks(templates.map((template) => template.fonts.heading))

  return (
    <WizardFrame step={1} title={t('wizard.template.title')} intro={t('wizard.template.intro')}>
      <fieldset className={styles.templates}>
        <legend className="visually-hidden">{t('wizard.template.title')}</legend>
        {templates.map((template) => (
          <label key={template.name} className={styles.templateOption}>
            <input
              type="radio"
              name="designTemplate"
              value={template.name}
              checked={data.designTemplate === template.name}
              onChange={() => update({ designTemplate: template.name })}
            />
            <TemplatePreview template={template} names={`${data.name1} & ${data.name2}`} />
            <span className={styles.templateName}>
              {t(`designDrawer.templates.names.${template.name as TemplateKey}`, {
                defaultValue: template.name,
              })}
            </span>
          </label>
        ))}
      </fieldset>
    </WizardFrame>
  )
}

/** The template's colours and fonts on a miniature of the site's header. */
function TemplatePreview({ template, names }: { template: DesignTemplate; names: string }) {
  const { t } = useTranslation()
  const scheme = templateColorScheme(template)
  return (
    <span
      className={styles.preview}
      aria-hidden="true"
      style={{
        background: hslaCss(scheme.background),
        color: hslaCss(scheme.onBackground),
        fontFamily: fontStack(template.fonts.text, 'text'),
      }}
    >
      <span
        className={styles.previewNames}
        style={{ fontFamily: fontStack(template.fonts.heading, 'heading') }}
      >
        {names}
      </span>
      <span className={styles.previewDate}>{t('wizard.template.previewDate')}</span>
      <span
        className={styles.previewButton}
        style={{ background: hslaCss(scheme.primary), color: hslaCss(scheme.onPrimary) }}
      >
        {t('wizard.template.previewButton')}
      </span>
    </span>
  )
}
