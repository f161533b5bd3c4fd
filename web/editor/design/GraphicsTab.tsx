import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { SITE_GRAPHICS, type SiteGraphicName } from '#domain/design/graphics.ts'
import { SiteGraphic } from '#web/site/owner.ts'
import { useEditor, useEditorStore } from '../store.ts'
import styles from './Design.module.css'
import { PreviewChoice } from './PreviewChoice.tsx'
import { useSiteScope } from './use-site-scope.ts'

const CHOICES: (SiteGraphicName | null)[] = [null, ...SITE_GRAPHICS]

/** The site graphic: none or one of the decorations, each drawn small in the site's colours. */
export function GraphicsTab() {
  const { t } = useTranslation()
  const store = useEditorStore()
  const graphic = useEditor((s) => s.site.siteGraphic ?? null)
  const scope = useSiteScope()
  const group = useId()
  return (
    <fieldset className={styles.block}>
      <legend className={styles.title}>{t('designDrawer.graphics.title')}</legend>
      <p className={styles.hint}>{t('designDrawer.graphics.text')}</p>
      <div className={styles.cards}>
        {CHOICES.map((name) => (
          <PreviewChoice
            key={name ?? 'none'}
            group={group}
            value={name ?? ''}
            checked={graphic === name}
            onChoose={() => store.change((site) => ({ ...site, siteGraphic: name }))}
            previewClassName={styles.graphicPreview}
            scope={scope}
            preview={name && <SiteGraphic name={name} />}
            label={name ? t(`designDrawer.graphics.names.${name}`) : t('designDrawer.graphics.none')}
          />
        ))}
      </div>
    </fieldset>
  )
}
