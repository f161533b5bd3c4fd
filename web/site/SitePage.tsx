import { LanguageSwitcher } from './LanguageSwitcher.tsx'
import { ModuleSlot } from './ModuleSlot.tsx'
import type { PublicPageInput } from './page-input.ts'
import { PART } from './parts.ts'
import { SiteFooter } from './SiteFooter.tsx'
import styles from './SitePage.module.css'
import { SiteProvider } from './site-context.tsx'
import type { PublicTexts } from './texts.ts'
import { designOf, themeStyle } from './theme-style.ts'

interface Props {
  input: Extract<PublicPageInput, { kind: 'site' }>
  texts: PublicTexts
}

/** The published site as guests see it: a slim bar, the modules in order, and the footer. */
export function SitePage({ input, texts }: Props) {
  const { site, brand } = input
  const failed = new Set(input.failedModuleIds ?? [])
  return (
    <SiteProvider value={{ site, language: input.language, uiLanguage: input.uiLanguage, editMode: false }}>
      <div
        className={styles.page}
        style={themeStyle(designOf(input))}
        data-theme={site.theme}
        data-part={PART.page}
      >
        <header className={styles.bar}>
          <a className={styles.brand} href={input.landingUrl}>
            {brand.siteName}
          </a>
          <LanguageSwitcher
            languages={site.availableLanguages.map((l) => l.languageCode)}
            current={input.language}
            search={input.search}
            label={texts.languages}
          />
        </header>
        <main className={styles.main}>
          {site.siteModules
            // Hidden modules show only in edit mode. The server leaves them out; this makes sure a guest never sees one.
            .filter((module) => !module.hide)
            .map((module) => (
              <ModuleSlot
                key={module.id}
                module={module}
                language={input.language}
                siteId={site._id}
                failedOnServer={failed.has(module.id)}
                texts={texts}
                contactMail={brand.contactMail}
              />
            ))}
        </main>
        <SiteFooter brand={brand} landingUrl={input.landingUrl} texts={texts} />
      </div>
    </SiteProvider>
  )
}
