import type { SiteModule } from '#domain/modules/registry.ts'
import { sectionNumberStyle } from '#domain/site/section-numbers.ts'
import { moduleViewFor } from '#web/modules/index.ts'
import { logClientError } from './log-client-error.ts'
import { ModuleError } from './ModuleError.tsx'
import { ModuleErrorBoundary } from './ModuleErrorBoundary.tsx'
import { PART } from './parts.ts'
import styles from './SitePage.module.css'
import type { PublicTexts } from './texts.ts'

interface Props {
  module: SiteModule
  /** The module's anchor id, so #slug links (the menu's) reach it. */
  slug: string
  /** The module's anchors in the site's other languages, so their #links land here too. */
  aliases?: string[] | undefined
  language: string
  siteId: string
  /** The module already threw while the server rendered it; the server has reported that. */
  failedOnServer: boolean
  texts: PublicTexts
  contactMail: string
  /** Its place among the titled sections, for a layout that numbers them. */
  sectionNumber?: string | undefined
}

/** One module on the public page, inside its own error boundary. */
export function ModuleSlot({
  module,
  slug,
  aliases,
  language,
  siteId,
  failedOnServer,
  texts,
  contactMail,
  sectionNumber,
}: Props) {
  const View = moduleViewFor(module)
  if (!View) return null
  const fallback = <ModuleError texts={texts} contactMail={contactMail} />
  return (
    <section
      id={slug}
      className={styles.module}
      data-part={PART.module}
      data-module-type={module.siteModuleType}
      style={sectionNumberStyle(sectionNumber)}
    >
      {aliases?.map((alias) => (
        <span key={alias} id={alias} className={styles.anchor} />
      ))}
      {failedOnServer ? (
        fallback
      ) : (
        <ModuleErrorBoundary
          fallback={fallback}
          onError={(error) =>
            void logClientError(error, `Module ${module.id} (${module.siteModuleType}) on site ${siteId}`)
          }
        >
          <View module={module} language={language} />
        </ModuleErrorBoundary>
      )}
    </section>
  )
}
