import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { type FontFamily, HEADING_FONTS, TEXT_FONTS } from '#domain/design/fonts.ts'
import { fontStack } from '#web/site/owner.ts'
import { useFontLinks } from '../design-assets.ts'
import { useEditor, useEditorStore } from '../store.ts'
import styles from './Design.module.css'

const LISTED = [...HEADING_FONTS, ...TEXT_FONTS].map((font) => font.family)

/** The heading and text fonts, each offered in its own face. */
export function FontsTab() {
  const { t } = useTranslation()
  const store = useEditorStore()
  const fonts = useEditor((s) => s.site.fonts)
  // The faces are fetched only while this tab is open: 33 stylesheets are too many for every visit.
  useFontLinks(LISTED)
  return (
    <>
      <p className={styles.hint}>{t('designDrawer.fonts.text')}</p>
      <FontList
        legend={t('designDrawer.fonts.heading')}
        fontRole="heading"
        fonts={HEADING_FONTS}
        value={fonts.heading}
        onChange={(heading) => store.change((site) => ({ ...site, fonts: { ...site.fonts, heading } }))}
      />
      <FontList
        legend={t('designDrawer.fonts.body')}
        fontRole="text"
        fonts={TEXT_FONTS}
        value={fonts.text}
        onChange={(text) => store.change((site) => ({ ...site, fonts: { ...site.fonts, text } }))}
      />
    </>
  )
}

interface FontListProps {
  legend: string
  fontRole: 'heading' | 'text'
  fonts: readonly FontFamily[]
  value: string
  onChange: (family: string) => void
}

/** One font role's choices, each named in its own font; the site editor and the print editor share it. */
export function FontList({ legend, fontRole, fonts, value, onChange }: FontListProps) {
  const group = useId()
  return (
    <fieldset className={styles.block}>
      <legend className={styles.title}>{legend}</legend>
      <div className={styles.fontList}>
        {fonts.map((font) => (
          <label key={font.family} className={styles.fontChoice}>
            <input
              type="radio"
              name={group}
              value={font.family}
              checked={value === font.family}
              onChange={() => onChange(font.family)}
            />
            <span className={styles.fontName} style={{ fontFamily: fontStack(font.family, fontRole) }}>
              {font.family}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
