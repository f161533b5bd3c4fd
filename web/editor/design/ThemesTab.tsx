import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { themesForBrand } from '#domain/design/themes.ts'
import { useBoot } from '#web/app/BootContext.tsx'
import { useEditor, useEditorStore } from '../store.ts'
import styles from './Design.module.css'

/** The layouts (themes) the brand offers; theme12 is for weddings only. */
export function ThemesTab() {
  const { t } = useTranslation()
  const { brand } = useBoot()
  const store = useEditorStore()
  const theme = useEditor((s) => s.site.theme)
  const group = useId()
  return (
    <fieldset className={styles.block}>
      <legend className={styles.title}>{t('design.themesTitle')}</legend>
      <p className={styles.hint}>{t('design.themesText')}</p>
      <div className={styles.cards}>
        {themesForBrand(brand.brand).map((name) => (
          <label key={name} className={`${styles.card} ${styles.cardLabel}`}>
            <input
              type="radio"
              name={group}
              value={name}
              checked={theme === name}
              onChange={() => store.change((site) => ({ ...site, theme: name }))}
            />
            <span>{t(`design.themes.${name}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
