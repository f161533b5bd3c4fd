import { type ReactNode, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { hslaContrast } from '#domain/design/contrast.ts'
import { chooseEventLogo } from '#domain/design/event-logo-rules.ts'
import { EVENT_LOGOS, type EventLogoName } from '#domain/design/event-logos.ts'
import { HEADING_FONTS, TEXT_FONTS } from '#domain/design/fonts.ts'
import { SITE_GRAPHICS, type SiteGraphicName } from '#domain/design/graphics.ts'
import { hexToHsla, hslaToHex } from '#domain/design/hex-hsl.ts'
import { type PrintDefaultsContext, withLayout } from '#domain/prints/defaults.ts'
import { LAYOUT_ORDER } from '#domain/prints/layouts.ts'
import type { PrintLayout } from '#domain/prints/print.ts'
import {
  ColorInput,
  DesignSection,
  designStyles as design,
  FontList,
  PreviewChoice,
  useFontLinks,
} from '#web/editor/index.ts'
import { EventLogo, SiteGraphic } from '#web/site/owner.ts'
import { cardStyle } from '../card/card-style.ts'
import { PrintCard } from '../card/PrintCard.tsx'
import { MatchButton } from './MatchButton.tsx'
import styles from './PrintEditor.module.css'
import type { PrintDraft } from './print-draft.ts'
import type { MatchPart } from './site-match.ts'

export interface TabProps {
  draft: PrintDraft
  context: PrintDefaultsContext
  onChange: (update: (draft: PrintDraft) => PrintDraft) => void
  announce: (message: string) => void
  qrSrc: (url: string) => string
}

/** Layout: the four fronts drawn small with the card's own words, and the corners. */
export function LayoutTab({ draft, context, onChange, announce, qrSrc }: TabProps) {
  const { t } = useTranslation()
  const group = useId()
  const trimGroup = useId()
  return (
    <>
      <fieldset className={design.block}>
        <legend className={design.title}>{t('prints.editor.design.layout.title')}</legend>
        <p className={design.hint}>{t('prints.editor.design.layout.text')}</p>
        <div className={styles.layoutChoices}>
          {LAYOUT_ORDER.map((layout: PrintLayout) => {
            const preview = layout === draft.layout ? draft : withLayout(draft, layout, context)
            return (
              <PreviewChoice
                key={layout}
                group={group}
                value={layout}
                checked={draft.layout === layout}
                onChoose={() => {
                  onChange((d) => withLayout(d, layout, context))
                  announce(t(`prints.editor.design.layout.names.${layout}`))
                }}
                previewClassName={styles.layoutPreview}
                scope={{}}
                preview={<PrintCard print={preview} page={1} mode="view" qrSrc={qrSrc} thumbnail />}
                label={t(`prints.editor.design.layout.names.${layout}`)}
              />
            )
          })}
        </div>
      </fieldset>
      <fieldset className={design.block}>
        <legend className={design.title}>{t('prints.editor.design.layout.trim')}</legend>
        {(['none', 'rounded'] as const).map((trim) => (
          <label key={trim} className={styles.radioRow}>
            <input
              type="radio"
              name={trimGroup}
              value={trim}
              checked={draft.trim === trim}
              onChange={() => onChange((d) => ({ ...d, trim }))}
            />
            <span>
              {t(
                trim === 'none'
                  ? 'prints.editor.design.layout.trimNone'
                  : 'prints.editor.design.layout.trimRounded',
              )}
            </span>
          </label>
        ))}
      </fieldset>
    </>
  )
}

const GRAPHICS: (SiteGraphicName | null)[] = [null, ...SITE_GRAPHICS]

interface MatchedChoicesProps<N extends string> {
  tab: TabProps
  part: MatchPart
  title: string
  hint: string
  /** The choices, null for none. */
  names: readonly (N | null)[]
  chosen: N | null
  onChoose: (name: N | null) => void
  previewClassName: string | undefined
  preview: (name: N) => ReactNode
  label: (name: N | null) => string
}

/** A block of pictured choices on the card's colours: title, hint, the site's choice one click away. */
function MatchedChoices<N extends string>(props: MatchedChoicesProps<N>) {
  const { tab, part, names, chosen } = props
  const group = useId()
  const scope = cardStyle(tab.draft)
  return (
    <fieldset className={design.block}>
      <legend className={design.title}>{props.title}</legend>
      <p className={design.hint}>{props.hint}</p>
      <MatchButton
        draft={tab.draft}
        site={tab.context.site}
        part={part}
        onChange={tab.onChange}
        onMatched={tab.announce}
      />
      <div className={design.cards}>
        {names.map((name) => (
          <PreviewChoice
            key={name ?? 'none'}
            group={group}
            value={name ?? ''}
            checked={chosen === name}
            onChoose={() => props.onChoose(name)}
            previewClassName={props.previewClassName}
            scope={scope}
            preview={name && props.preview(name)}
            label={props.label(name)}
          />
        ))}
      </div>
    </fieldset>
  )
}

export function GraphicsTab(tab: TabProps) {
  const { t } = useTranslation()
  return (
    <MatchedChoices
      tab={tab}
      part="siteGraphic"
      title={t('prints.editor.design.graphics.title')}
      hint={t('prints.editor.design.graphics.text')}
      names={GRAPHICS}
      chosen={tab.draft.siteGraphic ?? null}
      onChoose={(name) => tab.onChange((d) => ({ ...d, siteGraphic: name }))}
      previewClassName={design.graphicPreview}
      preview={(name) => <SiteGraphic name={name} />}
      label={(name) => (name ? t(`designDrawer.graphics.names.${name}`) : t('designDrawer.graphics.none'))}
    />
  )
}

const LISTED = [...HEADING_FONTS, ...TEXT_FONTS].map((font) => font.family)

export function FontsTab({ draft, context, onChange, announce }: TabProps) {
  const { t } = useTranslation()
  useFontLinks(LISTED)
  return (
    <>
      <p className={design.hint}>{t('prints.editor.design.fonts.text')}</p>
      <MatchButton draft={draft} site={context.site} part="fonts" onChange={onChange} onMatched={announce} />
      <FontList
        legend={t('designDrawer.fonts.heading')}
        fontRole="heading"
        fonts={HEADING_FONTS}
        value={draft.fonts.heading}
        onChange={(heading) => onChange((d) => ({ ...d, fonts: { ...d.fonts, heading } }))}
      />
      <FontList
        legend={t('designDrawer.fonts.body')}
        fontRole="text"
        fonts={TEXT_FONTS}
        value={draft.fonts.text}
        onChange={(text) => onChange((d) => ({ ...d, fonts: { ...d.fonts, text } }))}
      />
    </>
  )
}

/** Below this the QR code may not scan and the text is hard to read (WCAG AA for large text). */
const MIN_CARD_CONTRAST = 3

export function ColorsTab({ draft, context, onChange, announce }: TabProps) {
  const { t } = useTranslation()
  const { background, onBackground } = draft.colorScheme
  const weak = hslaContrast(onBackground, background) < MIN_CARD_CONTRAST
  const set = (role: 'background' | 'onBackground', hex: string) =>
    onChange((d) => {
      const current = d.colorScheme[role]
      if (hslaToHex(current) === hex) return d
      return { ...d, colorScheme: { ...d.colorScheme, [role]: hexToHsla(hex, current.a) } }
    })
  return (
    <DesignSection
      id="print-colors-title"
      title={t('prints.editor.design.colors.title')}
      hint={t('prints.editor.design.colors.text')}
    >
      <MatchButton
        draft={draft}
        site={context.site}
        part="colorScheme"
        onChange={onChange}
        onMatched={announce}
      />
      <div role="status">
        {weak && <div className={design.warning}>{t('prints.editor.design.colors.weak')}</div>}
      </div>
      <div className={design.colorList}>
        <ColorInput
          label={t('prints.editor.design.colors.background')}
          value={hslaToHex(background)}
          onChange={(hex) => set('background', hex)}
        />
        <ColorInput
          label={t('prints.editor.design.colors.ink')}
          value={hslaToHex(onBackground)}
          onChange={(hex) => set('onBackground', hex)}
        />
      </div>
    </DesignSection>
  )
}

const LOGOS: (EventLogoName | null)[] = [null, ...EVENT_LOGOS]

export function LogoTab(tab: TabProps) {
  const { draft, context, onChange } = tab
  const { t } = useTranslation()
  const wizard = context.site.wizardData ?? {}
  const names = {
    name1: wizard.name1 || t('designDrawer.eventLogo.sampleName1'),
    name2: wizard.name2 || t('designDrawer.eventLogo.sampleName2'),
  }
  return (
    <MatchedChoices
      tab={tab}
      part="eventLogo"
      title={t('prints.editor.design.logo.title')}
      hint={t('prints.editor.design.logo.text')}
      names={LOGOS}
      chosen={draft.eventLogo?.name ?? null}
      onChoose={(name) =>
        onChange((d) => ({ ...d, eventLogo: chooseEventLogo(d.eventLogo ?? null, name, wizard) }))
      }
      previewClassName={design.logoPreview}
      preview={(name) => {
        const chosen = chooseEventLogo(draft.eventLogo ?? null, name, names)
        return chosen && <EventLogo logo={{ ...chosen, additionalText: undefined }} headingLevel={2} />
      }}
      label={(name) =>
        name ? t(`designDrawer.eventLogo.names.${name}`) : t('prints.editor.design.logo.none')
      }
    />
  )
}
