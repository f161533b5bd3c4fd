import { useTranslation } from 'react-i18next'
import { COLOR_PRESET_NAMES, COLOR_PRESETS } from '#domain/design/color-presets.ts'
import { AA_LARGE, AA_TEXT, type SchemeContrast, schemeContrast } from '#domain/design/contrast.ts'
import { hexToHsla, hslaToHex } from '#domain/design/hex-hsl.ts'
import { type ColorScheme, hslaCss } from '#domain/design/hsla-css.ts'
import { useEditor, useEditorStore } from '../store.ts'
import { ColorInput } from './ColorInput.tsx'
import styles from './Design.module.css'
import { DesignSection } from './DesignSection.tsx'

type Role = keyof ColorScheme

// Listed here rather than taken from color-scheme.ts, which would bring the schema library along.
const ROLES = [
  'primary',
  'background',
  'surface',
  'onPrimary',
  'onBackground',
  'onSurface',
] as const satisfies readonly Role[]

/** What each pair must reach (WCAG AA): text 4.5, the primary colour as a large shape 3. */
const AA: Record<keyof SchemeContrast, number> = {
  text: AA_TEXT,
  surfaceText: AA_TEXT,
  button: AA_TEXT,
  primaryOnBackground: AA_LARGE,
}

/** The pairs of the scheme whose contrast fails WCAG AA. */
export function weakContrasts(scheme: ColorScheme): (keyof SchemeContrast)[] {
  const contrast = schemeContrast(scheme)
  return (Object.keys(AA) as (keyof SchemeContrast)[]).filter((pair) => contrast[pair] < AA[pair])
}

function sameScheme(a: ColorScheme, b: ColorScheme): boolean {
  return ROLES.every((role) => {
    const x = a[role]
    const y = b[role]
    return x.h === y.h && x.s === y.s && x.l === y.l && x.a === y.a
  })
}

/** The colour scheme: a ready preset, or each colour of its own, with a warning for weak contrast. */
export function ColorsTab() {
  const { t } = useTranslation()
  const store = useEditorStore()
  const scheme = useEditor((s) => s.site.colorScheme)
  const weak = weakContrasts(scheme)

  const setRole = (role: Role, hex: string) =>
    store.change((site) => {
      const current = site.colorScheme[role]
      if (hslaToHex(current) === hex) return site
      return { ...site, colorScheme: { ...site.colorScheme, [role]: hexToHsla(hex, current.a) } }
    })

  return (
    <>
      <DesignSection
        id="design-presets-title"
        title={t('designDrawer.colors.presetsTitle')}
        hint={t('designDrawer.colors.presetsText')}
      >
        <div className={styles.swatches}>
          {COLOR_PRESET_NAMES.map((name) => {
            const preset = COLOR_PRESETS[name]
            const label = t(`designDrawer.colors.presets.${name}`)
            return (
              <button
                key={name}
                type="button"
                className={styles.swatch}
                aria-label={label}
                title={label}
                aria-pressed={sameScheme(scheme, preset)}
                onClick={() => store.change((site) => ({ ...site, colorScheme: structuredClone(preset) }))}
              >
                <span style={{ background: hslaCss(preset.background) }} />
                <span style={{ background: hslaCss(preset.primary) }} />
                <span style={{ background: hslaCss(preset.onBackground) }} />
              </button>
            )
          })}
        </div>
      </DesignSection>
      <DesignSection
        id="design-custom-colors-title"
        title={t('designDrawer.colors.customTitle')}
        hint={t('designDrawer.colors.customText')}
      >
        <div role="status">
          {weak.length > 0 && (
            <div className={styles.warning}>
              <p>
                <strong>{t('designDrawer.colors.contrastTitle')}</strong>
              </p>
              <ul>
                {weak.map((pair) => (
                  <li key={pair}>{t(`designDrawer.colors.contrast.${pair}`)}</li>
                ))}
              </ul>
              <p>{t('designDrawer.colors.contrastAdvice')}</p>
            </div>
          )}
        </div>
        <div className={styles.colorList}>
          {ROLES.map((role) => (
            <ColorInput
              key={role}
              label={t(`designDrawer.colors.roles.${role}`)}
              value={hslaToHex(scheme[role])}
              onChange={(hex) => setRole(role, hex)}
            />
          ))}
        </div>
      </DesignSection>
    </>
  )
}
