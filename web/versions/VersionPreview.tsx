import { useMemo } from 'react'
import type { PublicSite, SiteContent, SiteV2 } from '#domain/site/schema.ts'
import { useBoot } from '#web/app/BootContext.tsx'
import { useFontLinks, useThemeStylesheet } from '#web/editor/index.ts'
import { useInterfaceLanguage } from '#web/i18n/use-interface-language.ts'
import { publicTexts, type StaticSlots, StaticSlotsProvider } from '#web/site/index.ts'
import { EventLogo, SiteGraphic, SitePage } from '#web/site/owner.ts'
import styles from './Versions.module.css'

interface Props {
  /** The site as it is now: address, reservations and the rest a version does not hold. */
  site: SiteV2
  data: SiteContent
  language: string
}

/**
 * A version drawn by the public page's own view, as guests would have seen it. It is inert: a
 * preview takes no clicks, answers or focus, so nothing in it can be changed or sent.
 */
export function VersionPreview({ site, data, language }: Props) {
  const { brand, landingOrigin } = useBoot()
  const uiLanguage = useInterfaceLanguage()
  useThemeStylesheet(data.theme)
  useFontLinks([data.fonts.heading, data.fonts.text])
  const publicSite = useMemo(() => asPublicSite(site, data), [site, data])
  const slots = useMemo(() => {
    const artwork: StaticSlots = {}
    if (data.siteGraphic) artwork.siteGraphic = { node: <SiteGraphic name={data.siteGraphic} /> }
    if (data.eventLogo) artwork.eventLogo = { node: <EventLogo logo={data.eventLogo} headingLevel={1} /> }
    return artwork
  }, [data.siteGraphic, data.eventLogo])
  return (
    <div className={styles.previewFrame} inert>
      <StaticSlotsProvider slots={slots}>
        <SitePage
          texts={publicTexts[uiLanguage]}
          input={{
            kind: 'site',
            site: publicSite,
            brand,
            language,
            uiLanguage,
            title: '',
            noindex: true,
            landingUrl: landingOrigin,
            search: '',
            assets: { scripts: [], styles: [] },
          }}
        />
      </StaticSlotsProvider>
    </div>
  )
}

function asPublicSite(site: SiteV2, data: SiteContent): PublicSite {
  const { password, formRecipients: _f, wizardData: _w, hasRsvps: _h, ...current } = site
  const { formRecipients: _r, revision: _v, ...document } = data
  return { ...current, ...document, passwordProtected: Boolean(password) }
}
