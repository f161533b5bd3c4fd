import { sectionNumbers } from '#domain/site/section-numbers.ts'
import { moduleSlugs, PAGE_RESERVED_IDS, type SlugSource } from '#domain/site/slugs.ts'
import { isPageHeading } from '#web/modules/index.ts'
import { LanguageSwitcher } from './LanguageSwitcher.tsx'
import { ModuleSlot } from './ModuleSlot.tsx'
import { menuItemsOf } from './menu-items.ts'
import type { PublicPageInput } from './page-input.ts'
import { SiteFrame } from './SiteFrame.tsx'
import { SiteProvider } from './site-context.tsx'
import type { PublicTexts } from './texts.ts'

interface Props {
  input: Extract<PublicPageInput, { kind: 'site' }>
  texts: PublicTexts
}

/** The published site as guests see it: a slim bar, the modules in order, and the footer. */
export function SitePage({ input, texts }: Props) {
  const { site, brand } = input
  const failed = new Set(input.failedModuleIds ?? [])
  // Hidden modules show only in edit mode. The server leaves them out; this makes sure a guest never sees one.
  const modules = site.siteModules.filter((module) => !module.hide)
  const slugs = moduleSlugs(modules, input.language, PAGE_RESERVED_IDS)
  const aliases = otherLanguageAnchors(
    modules,
    site.availableLanguages.map((l) => l.languageCode),
    input.language,
    slugs,
  )
  const numbers = sectionNumbers(modules, input.language, isPageHeading)
  const menuItems = menuItemsOf(modules, slugs, input.language, texts.menuUntitled)
  return (
    <SiteProvider
      value={{
        site,
        language: input.language,
        uiLanguage: input.uiLanguage,
        editMode: false,
        slugs,
        openForm: input.openForm,
        notice: input.notice,
        invitation: input.invitation,
        events: input.events,
      }}
    >
      <SiteFrame
        input={input}
        texts={texts}
        menuItems={menuItems}
        switcherItems={site.availableLanguages.length > 1 ? site.availableLanguages.length - 1 : 0}
        switcher={
          <LanguageSwitcher
            languages={site.availableLanguages.map((l) => l.languageCode)}
            current={input.language}
            search={input.search}
            label={texts.languages}
          />
        }
      >
        {modules.map((module) => (
          <ModuleSlot
            key={module.id}
            module={module}
            slug={slugs.get(module.id) ?? module.id}
            aliases={aliases.get(module.id)}
            language={input.language}
            siteId={site._id}
            failedOnServer={failed.has(module.id)}
            texts={texts}
            contactMail={brand.contactMail}
            sectionNumber={numbers.get(module.id)}
          />
        ))}
      </SiteFrame>
    </SiteProvider>
  )
}

/**
 * A link to /#osa shared in Swedish may be opened by a browser that is sent to /en: the module's
 * anchors in every other site language are on the page too, as long as they name no other module.
 */
export function otherLanguageAnchors(
  modules: readonly SlugSource[],
  languages: readonly string[],
  language: string,
  slugs: Map<string, string>,
): Map<string, string[]> {
  const taken = new Set<string>([...PAGE_RESERVED_IDS, ...slugs.values()])
  const aliases = new Map<string, string[]>()
  for (const other of languages) {
    if (other === language) continue
    for (const [id, slug] of moduleSlugs(modules, other, PAGE_RESERVED_IDS)) {
      if (taken.has(slug)) continue
      taken.add(slug)
      aliases.set(id, [...(aliases.get(id) ?? []), slug])
    }
  }
  return aliases
}
