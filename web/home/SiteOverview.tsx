import { useTranslation } from 'react-i18next'
import { lookupText } from '#domain/site/lookup-text.ts'
import type { SiteV2 } from '#domain/site/schema.ts'
import { useBoot } from '#web/app/BootContext.tsx'
import { useInterfaceLanguage } from '#web/i18n/use-interface-language.ts'
import { buttonClassName } from '#web/ui/Button.tsx'
import { Card } from '#web/ui/Card.tsx'
import { languageName } from './language-name.ts'
import styles from './SitePage.module.css'
import { publicSiteUrl } from './site-urls.ts'

/** A read-only overview of the owner's site; the editor replaces it. */
export function SiteOverview({ site }: { site: SiteV2 }) {
  const { t } = useTranslation()
  const { landingOrigin } = useBoot()
  const language = useInterfaceLanguage()
  // Module titles are shown as guests first see them: in the site's first language.
  const siteLanguage = site.availableLanguages[0]?.languageCode ?? 'sv'

  return (
    <div className={styles.stack}>
      <Card>
        <h1>{t('site.title')}</h1>
        <p className={styles.intro}>{t('site.editorSoon')}</p>
        <dl className={styles.facts}>
          <div>
            <dt>{t('site.address')}</dt>
            <dd>
              {site.active && site.host ? (
                site.host
              ) : (
                <span className={styles.notPublished}>{t('site.notPublished')}</span>
              )}
            </dd>
          </div>
          <div>
            <dt>{t('site.languages')}</dt>
            <dd>{site.availableLanguages.map((l) => languageName(l.languageCode, language)).join(', ')}</dd>
          </div>
        </dl>
        {site.host && (
          <a
            className={buttonClassName('secondary')}
            href={publicSiteUrl(site.host, landingOrigin)}
            target="_blank"
            rel="noopener"
          >
            {t('site.open')} <span className="visually-hidden">{t('site.opensInNewTab')}</span>
          </a>
        )}
      </Card>
      <Card>
        <h2>{t('site.modules')}</h2>
        {site.siteModules.length === 0 ? (
          <p>{t('site.noModules')}</p>
        ) : (
          <ol className={styles.modules}>
            {site.siteModules.map((module) => {
              const title = lookupText(module.title, siteLanguage)
              return (
                <li key={module.id} className={styles.module}>
                  <span className={styles.moduleType}>
                    {t(`moduleTypes.${module.siteModuleType}`, { defaultValue: module.siteModuleType })}
                  </span>
                  <span className={title ? styles.moduleTitle : `${styles.moduleTitle} ${styles.untitled}`}>
                    {title || t('site.untitled')}
                  </span>
                  {module.hide && <span className={styles.hidden}>{t('site.hidden')}</span>}
                </li>
              )
            })}
          </ol>
        )}
      </Card>
    </div>
  )
}
