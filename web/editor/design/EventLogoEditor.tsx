import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import {
  chooseEventLogo,
  clampLogoSetting,
  type EventLogo as EventLogoValue,
  isBadge,
  type LogoSettingKey,
  withLogoDefaults,
} from '#domain/design/event-logo-rules.ts'
import { BADGE_LIMITS, EVENT_LOGOS, isEventLogo } from '#domain/design/event-logos.ts'
import { hslaToHex, parseHex } from '#domain/design/hex-hsl.ts'
import { EventLogo } from '#web/site/owner.ts'
import { Field } from '#web/ui/Field.tsx'
import { Slider } from '#web/ui/Slider.tsx'
import { useEditor, useEditorStore } from '../store.ts'
import { ColorInput } from './ColorInput.tsx'
import styles from './EventLogoEditor.module.css'
import { useSiteScope } from './use-site-scope.ts'

type TextKey = 'name1' | 'name2' | 'additionalText'
type ColorOverride = { override: boolean; color: string }

/**
 * The event logo's look, texts, colours and (for the badge) initials, with a live preview. Shared
 * by the design drawer and the header's popup; every change goes to the page at once.
 */
export function EventLogoEditor() {
  const { t } = useTranslation()
  const store = useEditorStore()
  const logo = useEditor((s) => s.site.eventLogo ?? null)
  const scheme = useEditor((s) => s.site.colorScheme)
  const scope = useSiteScope()
  const id = useId()

  const update = (change: (logo: EventLogoValue) => EventLogoValue) =>
    store.change((site) => (site.eventLogo ? { ...site, eventLogo: change(site.eventLogo) } : site))
  const setText = (key: TextKey, value: string) =>
    update((current) => {
      const next = { ...current }
      if (value) next[key] = value
      else delete next[key]
      return next
    })
  const setSetting = (key: LogoSettingKey, value: number) =>
    update((current) => ({ ...withLogoDefaults(current), [key]: clampLogoSetting(key, value) }))

  const textField = (logo: EventLogoValue, key: TextKey, maxLength: number, hint?: string) => (
    <Field
      label={t(`designDrawer.eventLogo.${key}`)}
      name={key}
      hint={hint}
      autoComplete="off"
      maxLength={maxLength}
      value={logo[key] ?? ''}
      onChange={(event) => setText(key, event.target.value)}
    />
  )

  const shown = logo && withLogoDefaults(logo)
  return (
    <>
      <div className={styles.look}>
        <label className={styles.lookLabel} htmlFor={`${id}-look`}>
          {t('designDrawer.eventLogo.look')}
        </label>
        <select
          id={`${id}-look`}
          className={styles.select}
          value={logo?.name ?? ''}
          onChange={(event) => {
            const name = isEventLogo(event.target.value) ? event.target.value : null
            store.change((site) => ({
              ...site,
              eventLogo: chooseEventLogo(site.eventLogo, name, site.wizardData ?? {}),
            }))
          }}
        >
          <option value="">{t('designDrawer.eventLogo.none')}</option>
          {EVENT_LOGOS.map((name) => (
            <option key={name} value={name}>
              {t(`designDrawer.eventLogo.names.${name}`)}
            </option>
          ))}
        </select>
      </div>
      {shown ? (
        <div className={styles.editor}>
          <figure className={styles.preview} style={scope}>
            <figcaption className={styles.previewLabel}>{t('designDrawer.eventLogo.preview')}</figcaption>
            <EventLogo logo={shown} />
          </figure>
          <div className={styles.fields}>
            {textField(shown, 'name1', 100)}
            {textField(shown, 'name2', 100)}
            {textField(shown, 'additionalText', 200, t('designDrawer.eventLogo.additionalHint'))}
            <OverrideColor
              label={t('designDrawer.eventLogo.textColorOverride')}
              colorLabel={t('designDrawer.eventLogo.textColor')}
              value={shown.colorText}
              fallback={hslaToHex(isBadge(shown.name) ? scheme.onPrimary : scheme.onBackground)}
              onChange={(colorText) => update((current) => ({ ...current, colorText }))}
            />
            {isBadge(shown.name) && (
              <>
                <OverrideColor
                  label={t('designDrawer.eventLogo.backgroundColorOverride')}
                  colorLabel={t('designDrawer.eventLogo.backgroundColor')}
                  value={shown.colorBackground}
                  fallback={hslaToHex(scheme.primary)}
                  onChange={(colorBackground) => update((current) => ({ ...current, colorBackground }))}
                />
                {(Object.keys(BADGE_LIMITS) as LogoSettingKey[]).map((key) => (
                  <Slider
                    key={key}
                    label={t(`designDrawer.eventLogo.${key}`)}
                    value={shown[key] ?? BADGE_LIMITS[key].default}
                    min={BADGE_LIMITS[key].min}
                    max={BADGE_LIMITS[key].max}
                    onChange={(value) => setSetting(key, value)}
                  />
                ))}
              </>
            )}
          </div>
        </div>
      ) : (
        <p className={styles.hint}>{t('designDrawer.eventLogo.chooseFirst')}</p>
      )}
    </>
  )
}

interface OverrideProps {
  label: string
  colorLabel: string
  value: ColorOverride | undefined
  /** The colour the logo has without an override: where the picker starts. */
  fallback: string
  onChange: (value: ColorOverride) => void
}

function OverrideColor({ label, colorLabel, value, fallback, onChange }: OverrideProps) {
  const on = value?.override ?? false
  // A stored colour in another notation (older sites) starts the picker at the theme colour instead.
  const color = (value?.color && parseHex(value.color)) || fallback
  return (
    <div className={styles.override}>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={on}
          onChange={(event) => onChange({ override: event.target.checked, color: value?.color || color })}
        />
        {label}
      </label>
      {on && (
        <ColorInput
          label={colorLabel}
          value={color}
          onChange={(hex) => onChange({ override: true, color: hex })}
        />
      )}
    </div>
  )
}
