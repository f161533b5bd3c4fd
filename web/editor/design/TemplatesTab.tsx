import { useTranslation } from 'react-i18next'
import {
  type DesignTemplate,
  templateColorScheme,
  templatesForBrand,
} from '#domain/design/design-templates.ts'
import { hslaCss } from '#domain/design/hsla-css.ts'
import { useBoot } from '#web/app/BootContext.tsx'
import type sv from '#web/i18n/sv.json'
import { fontStack } from '#web/site/owner.ts'
import { useAnnounce } from '../announce.tsx'
import { useFontLinks } from '../design-assets.ts'
import { useEditor, useEditorStore } from '../store.ts'
import { applyTemplate } from './apply-template.ts'
import styles from './Design.module.css'
import { DesignSection } from './DesignSection.tsx'

type TemplateKey = keyof typeof sv.designDrawer.templates.names

const PREVIEW_ROLES = ['primary', 'surface', 'onBackground'] as const

/** "greenAndGold" → "Green and gold": a name for a template added after the catalogs were written. */
export function humanise(name: string): string {
  const words = name
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** The design templates of the brand; applying one changes the whole design in one step. */
export function TemplatesTab() {
  const { t } = useTranslation()
  const { brand } = useBoot()
  const store = useEditorStore()
  const announce = useAnnounce()
  const current = useEditor((s) => s.site.mostRecentSelectedDesignTemplate ?? null)
  const templates = templatesForBrand(brand.brand)
  useFontLinks(templates.map((template) => template.fonts.heading))
  const nameOf = (template: DesignTemplate) =>
    t(`designDrawer.templates.names.${template.name as TemplateKey}`, {
      defaultValue: humanise(template.name),
    })

  return (
    <DesignSection
      id="design-templates-title"
      title={t('designDrawer.templates.title')}
      hint={t('designDrawer.templates.text')}
    >
      <ul className={styles.cards}>
        {templates.map((template) => {
          const scheme = templateColorScheme(template)
          const chosen = current === template.name
          const name = nameOf(template)
          return (
            <li key={template.name}>
              <button
                type="button"
                className={styles.card}
                aria-pressed={chosen}
                onClick={() => {
                  store.change((site) => applyTemplate(site, template))
                  announce(t('designDrawer.templates.applied', { name }))
                }}
              >
                <span
                  className={styles.templatePreview}
                  style={{ background: hslaCss(scheme.background), color: hslaCss(scheme.onBackground) }}
                >
                  <span
                    className={styles.templateFont}
                    style={{ fontFamily: fontStack(template.fonts.heading, 'heading') }}
                  >
                    {template.fonts.heading}
                  </span>
                  <span className={styles.dots} aria-hidden="true">
                    {PREVIEW_ROLES.map((role) => (
                      <span key={role} className={styles.dot} style={{ background: hslaCss(scheme[role]) }} />
                    ))}
                  </span>
                </span>
                <span className={styles.cardLabel}>
                  <span>{name}</span>
                  {chosen && (
                    <span className={styles.current} aria-hidden="true">
                      {t('designDrawer.templates.current')}
                    </span>
                  )}
                </span>
              </button>
            </li>
          )
        })}
      </ul>
    </DesignSection>
  )
}
