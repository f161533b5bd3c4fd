import { useTranslation } from 'react-i18next'
import { themesForBrand } from '#domain/design/themes.ts'
import { useBoot } from '#web/app/BootContext.tsx'
import { Drawer } from './Drawer.tsx'
import styles from './Drawers.module.css'
import { useEditor, useEditorStore } from './store.ts'

interface Props {
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** The Design drawer: the layout (theme) of the page, shown on the page at once. */
export function DesignDrawer({ open, onOpenChange }: Props) {
  const { t } = useTranslation()
  const { brand } = useBoot()
  const store = useEditorStore()
  const theme = useEditor((s) => s.site.theme)
  return (
    <Drawer open={open} onOpenChange={onOpenChange} title={t('editor.drawer.designTitle')}>
      <fieldset className={styles.block}>
        <legend className={styles.legend}>{t('design.themesTitle')}</legend>
        <p className={styles.hint}>{t('design.themesText')}</p>
        <div className={styles.choices}>
          {themesForBrand(brand.brand).map((name) => (
            <label key={name} className={styles.choice}>
              <input
                type="radio"
                name="theme"
                value={name}
                checked={theme === name}
                onChange={() => store.change((site) => ({ ...site, theme: name }))}
              />
              <span>{t(`design.themes.${name}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </Drawer>
  )
}
