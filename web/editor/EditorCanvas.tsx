import { useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { MODULE_DEFINITIONS } from '#domain/modules/registry.ts'
import type { SiteV2 } from '#domain/site/schema.ts'
import { sectionNumbers } from '#domain/site/section-numbers.ts'
import { moduleSlugs, PAGE_RESERVED_IDS } from '#domain/site/slugs.ts'
import { useBoot } from '#web/app/BootContext.tsx'
import { useInterfaceLanguage } from '#web/i18n/use-interface-language.ts'
import { isPageHeading, loadAllModuleCode, ModuleProviders } from '#web/modules/index.ts'
import { useEvents } from '#web/programme/index.ts'
import {
  menuItemsOf,
  PART,
  sitePageStyles as pageStyles,
  publicTexts,
  SiteProvider,
  StaticSlot,
  type StaticSlots,
  StaticSlotsProvider,
  sameMenuItems,
} from '#web/site/index.ts'
import { EventLogo, Menu, type MenuItem, SiteFooter, SiteGraphic, themeStyle } from '#web/site/owner.ts'
import { useFontLinks, useThemeStylesheet } from './design-assets.ts'
import styles from './EditorCanvas.module.css'
import { Icon } from './icons.tsx'
import { ModuleFrame } from './ModuleFrame.tsx'
import { useEditor } from './store.ts'

// The canvas draws every module at once: the code a guest's page loads after its first load (the
// programme's events) is fetched as the editor opens, not as each module scrolls in.
void loadAllModuleCode()

interface Props {
  /** Opens the Välj modul dialog to add a module before this one, or at the end for null. */
  onAddModule: (beforeId: string | null) => void
  onEditMenu: () => void
}

/**
 * The site as guests see it, drawn by the public page's own components, with the editing layer on
 * top in edit mode: hidden modules shown with their note, action bars, texts editable in place.
 */
export function EditorCanvas({ onAddModule, onEditMenu }: Props) {
  const { t } = useTranslation()
  const { brand, landingOrigin } = useBoot()
  const uiLanguage = useInterfaceLanguage()
  const site = useEditor((s) => s.site)
  const language = useEditor((s) => s.language)
  const editing = useEditor((s) => s.mode === 'edit')
  const texts = publicTexts[uiLanguage]
  useThemeStylesheet(site.theme)
  useFontLinks([site.fonts.heading, site.fonts.text])

  // In preview the page is exactly the guests': hidden modules are left out.
  const modules = editing ? site.siteModules : site.siteModules.filter((m) => !m.hide)
  const slugs = moduleSlugs(modules, language, [...PAGE_RESERVED_IDS, 'main'])
  const numbers = sectionNumbers(modules, language, isPageHeading)
  const menuItems = useStableMenu(
    menuItemsOf(
      modules.filter((m) => !m.hide),
      slugs,
      language,
      texts.menuUntitled,
    ),
  )
  const slots = useArtwork(site)
  const shell = useSiteShell(site)
  // A module that shows the site's events shows the owner's own, read from the programme's call.
  const showsEvents =
    !site.quickStart && site.siteModules.some((m) => MODULE_DEFINITIONS[m.siteModuleType].readsEvents)
  const events = useEvents(site._id, showsEvents).data?.events
  const context = useMemo(
    () => ({ site: shell, language, uiLanguage, editMode: true, events }),
    [shell, language, uiLanguage, events],
  )

  return (
    <SiteProvider value={context}>
      <StaticSlotsProvider slots={slots}>
        <div
          className={`${pageStyles.page} ${styles.page}`}
          style={themeStyle({ colorScheme: site.colorScheme, fonts: site.fonts })}
          data-theme={site.theme}
          data-part={PART.page}
          lang={language}
        >
          <header className={`${pageStyles.bar} ${styles.bar}`} data-part={PART.topBar}>
            <span className={pageStyles.brand}>{brand.siteName}</span>
            <Menu items={menuItems} label={texts.menu} />
            {editing && (
              <button type="button" className={styles.chromeButton} onClick={onEditMenu}>
                <Icon name="menu" />
                {t('editor.editMenu')}
              </button>
            )}
          </header>
          {/* The edit area's layout holds the page's one <main>; the site's own is a plain box here. */}
          <div className={pageStyles.main} data-part={PART.main}>
            {site.siteGraphic && (
              <StaticSlot name="siteGraphic" part={PART.graphic} className={pageStyles.graphic} />
            )}
            <ModuleProviders site={site}>
              {modules.map((module, index) => (
                <ModuleFrame
                  key={module.id}
                  module={module}
                  slug={slugs.get(module.id) ?? module.id}
                  index={index}
                  count={modules.length}
                  language={language}
                  editing={editing}
                  siteId={site._id}
                  texts={texts}
                  contactMail={brand.contactMail}
                  onAddBefore={onAddModule}
                  sectionNumber={numbers.get(module.id)}
                />
              ))}
            </ModuleProviders>
            {editing && (
              <div className={styles.addEnd}>
                {modules.length === 0 && <p>{t('editor.emptySite')}</p>}
                <button type="button" className={styles.chromeButton} onClick={() => onAddModule(null)}>
                  <Icon name="plus" />
                  {modules.length === 0 ? t('editor.addModuleFirst') : t('editor.addModule')}
                </button>
              </div>
            )}
          </div>
          <SiteFooter brand={brand} landingUrl={landingOrigin} texts={texts} />
        </div>
      </StaticSlotsProvider>
    </SiteProvider>
  )
}

/** The same entries keep the same array, so the menu does not measure itself on every keystroke. */
function useStableMenu(items: MenuItem[]): MenuItem[] {
  const kept = useRef(items)
  if (!sameMenuItems(kept.current, items)) kept.current = items
  return kept.current
}

const NO_MODULES: SiteV2['siteModules'] = []

/**
 * The site as the views' context gives it: everything but the modules, which each view gets as its
 * own prop. It keeps its identity while only modules change, so typing in one module does not
 * re-render every view that reads the site (theme, logo, reservations).
 */
function useSiteShell(site: SiteV2) {
  const previous = useRef<{ site: SiteV2; shell: SiteV2 & { passwordProtected: boolean } } | null>(null)
  const last = previous.current
  const same =
    last &&
    (Object.keys(site) as (keyof SiteV2)[]).every(
      (key) => key === 'siteModules' || site[key] === last.site[key],
    )
  if (last && same) return last.shell
  const shell = { ...site, siteModules: NO_MODULES, passwordProtected: Boolean(site.password) }
  previous.current = { site, shell }
  return shell
}

/** The editor renders the artwork itself (the public page gets it as server HTML). */
function useArtwork(site: SiteV2): StaticSlots {
  const { siteGraphic, eventLogo } = site
  return useMemo(() => {
    const slots: StaticSlots = {}
    if (siteGraphic) slots.siteGraphic = { node: <SiteGraphic name={siteGraphic} /> }
    if (eventLogo) slots.eventLogo = { node: <EventLogo logo={eventLogo} headingLevel={1} /> }
    return slots
  }, [siteGraphic, eventLogo])
}
