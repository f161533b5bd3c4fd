import { LEGACY_TEXTS } from '#domain/legacy/defaults.ts'
import type { LegacyView } from '#domain/legacy/page.ts'
import type { SiteModule } from '#domain/modules/registry.ts'
import { ModuleTitle, moduleViewFor, RichText, sharedStyles as shared } from '#web/modules/index.ts'
import type { PublicTexts } from '#web/site/index.ts'
import {
  logClientError,
  ModuleErrorBoundary,
  menuItemsOf,
  PART,
  SiteFrame,
  SiteProvider,
  sitePageStyles as styles,
} from '#web/site/index.ts'
import legacy from './Legacy.module.css'
import { LegacyCountdown } from './LegacyCountdown.tsx'
import { LegacyRsvp3 } from './LegacyRsvp3.tsx'
import { LegacySpeech2 } from './LegacySpeech2.tsx'
import type { LegacyPageInput } from './page-input.ts'

/**
 * A legacy site as guests see it: one page with no language in its address, the legacy anchors,
 * and the legacy views of RSVP3, Speech2 and the countdown; every other module by its V2 view.
 */
export function LegacySitePage({ input, texts }: { input: LegacyPageInput; texts: PublicTexts }) {
  const { site } = input
  const failed = new Set(input.failedModuleIds ?? [])
  const modules = site.siteModules.filter((module) => !module.hide)
  const slugs = new Map(modules.map((m) => [m.id, input.legacy.slugs[m.id] ?? m.id]))
  const menuItems = menuItemsOf(modules, slugs, input.language, texts.menuUntitled)
  return (
    <SiteProvider
      value={{
        site,
        language: input.language,
        uiLanguage: input.uiLanguage,
        editMode: false,
        openForm: input.openForm,
        notice: input.notice,
      }}
    >
      <SiteFrame input={input} texts={texts} menuItems={menuItems}>
        {modules.map((module) => (
          <section
            key={module.id}
            id={slugs.get(module.id)}
            className={styles.module}
            data-part={PART.module}
            data-module-type={module.siteModuleType}
          >
            {failed.has(module.id) ? (
              <Crash />
            ) : (
              <ModuleErrorBoundary
                fallback={<Crash />}
                onError={(error) =>
                  void logClientError(
                    error,
                    `Legacy module ${module.id} (${module.siteModuleType}) on site ${site._id}`,
                  )
                }
              >
                <LegacyModule
                  module={module}
                  view={input.legacy.views[module.id]}
                  language={input.language}
                  siteId={site._id}
                  anchor={slugs.get(module.id) ?? module.id}
                />
              </ModuleErrorBoundary>
            )}
          </section>
        ))}
      </SiteFrame>
    </SiteProvider>
  )
}

function Crash() {
  return (
    <p className={legacy.crash} role="alert">
      {LEGACY_TEXTS.moduleCrash}
    </p>
  )
}

function LegacyModule({
  module,
  view,
  language,
  siteId,
  anchor,
}: {
  module: SiteModule
  view: LegacyView | undefined
  language: string
  siteId: string
  anchor: string
}) {
  const title = 'title' in module ? module.title : undefined
  const text = 'text' in module ? module.text : undefined
  if (view?.type === 'countDown') {
    return (
      <div className={legacy.root} data-part={PART.moduleInner}>
        <ModuleTitle text={title} language={language} />
        <LegacyCountdown properties={view.properties} />
      </div>
    )
  }
  if (view?.type === 'RSVP3' || view?.type === 'Speech2') {
    return (
      <div className={`${shared.module} ${legacy.root}`} data-part={PART.moduleInner}>
        <ModuleTitle text={title} language={language} />
        <div className={shared.intro}>
          <RichText html={text?.[language]} />
        </div>
        {view.type === 'RSVP3' ? (
          <LegacyRsvp3
            moduleId={module.id}
            siteId={siteId}
            properties={view.properties}
            plain={{ anchor, language }}
          />
        ) : (
          <LegacySpeech2
            moduleId={module.id}
            siteId={siteId}
            properties={view.properties}
            plain={{ anchor, language }}
          />
        )}
      </div>
    )
  }
  const View = moduleViewFor(module)
  return View ? <View module={module} language={language} /> : null
}
