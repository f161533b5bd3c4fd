import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { serverMessage } from '#web/api/serverMessage.ts'
import { editAreaPaths, paths } from '#web/app/paths.ts'
import { useInterfaceLanguage } from '#web/i18n/use-interface-language.ts'
import { Button } from '#web/ui/Button.tsx'
import { useUpgradeSite } from '../api/sites-upgrade.ts'
import type { LegacyOwnerSite } from './legacy-site.ts'
import { ModuleSettings } from './ModuleSettings.tsx'
import styles from './Owner.module.css'
import { ReceiversForm } from './ReceiversForm.tsx'
import { UpgradePreview } from './UpgradePreview.tsx'

/**
 * /redigera/{siteId} for a site still in the legacy shape: its address and answers, the receiver
 * e-mails, and the upgrade to the new editor with a preview of what each module becomes.
 */
export function LegacyEditorPage({ site }: { site: LegacyOwnerSite }) {
  const { t } = useTranslation()
  const language = useInterfaceLanguage()
  const upgrade = useUpgradeSite(site._id)
  const siteUrl = site.host ? `https://${site.host}/` : null
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('legacy.editor.title')}</h1>
      <p className={styles.intro}>{t('legacy.editor.intro')}</p>
      <p className={styles.row}>
        {siteUrl && (
          <a className={styles.link} href={siteUrl} target="_blank" rel="noreferrer">
            {t('legacy.editor.openSite')}: {site.host}
          </a>
        )}
        <Link className={styles.link} to={editAreaPaths(paths.editSite(site._id)).responses}>
          {t('legacy.editor.responses')}
        </Link>
      </p>

      <section className={styles.card} aria-labelledby="legacy-receivers">
        <h2 id="legacy-receivers" className={styles.heading}>
          {t('legacy.editor.receiversTitle')}
        </h2>
        <p>{t('legacy.editor.receiversIntro')}</p>
        <ReceiversForm site={site} />
      </section>

      <section className={styles.settings} aria-labelledby="legacy-settings">
        <h2 id="legacy-settings" className={styles.heading}>
          {t('legacy.settings.title')}
        </h2>
        <ModuleSettings site={site} />
      </section>

      <section className={styles.card} aria-labelledby="legacy-upgrade">
        <h2 id="legacy-upgrade" className={styles.heading}>
          {t('legacy.editor.upgradeTitle')}
        </h2>
        <p>{t('legacy.editor.upgradeIntro')}</p>
        <UpgradePreview site={site} />
        <div className={styles.row}>
          <Button type="button" onClick={() => upgrade.mutate()} disabled={upgrade.isPending}>
            {upgrade.isPending ? t('legacy.editor.upgrading') : t('legacy.editor.upgrade')}
          </Button>
          {upgrade.isError && (
            <p role="alert" className={styles.error}>
              {t('legacy.editor.upgradeFailed')}: {serverMessage(upgrade.error, language)}
            </p>
          )}
        </div>
      </section>
    </div>
  )
}
