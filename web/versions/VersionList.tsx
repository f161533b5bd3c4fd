import { useTranslation } from 'react-i18next'
import type { SiteVersionListItem } from '#domain/site/version-summary.ts'
import { useInterfaceLanguage } from '#web/i18n/use-interface-language.ts'
import { summaryLines, versionTime } from './change-text.ts'
import styles from './Versions.module.css'

interface Props {
  versions: SiteVersionListItem[]
  selected: number | null
  onSelect: (siteVersion: number) => void
}

export function versionButtonId(siteVersion: number): string {
  return `version-${siteVersion}`
}

/** The versions newest first, each a button: its time, whether it is the latest, what it changed. */
export function VersionList({ versions, selected, onSelect }: Props) {
  const { t } = useTranslation()
  const uiLanguage = useInterfaceLanguage()
  return (
    <ul className={styles.list} aria-label={t('versions.listLabel')}>
      {versions.map((version, index) => (
        <li key={version.siteVersion}>
          <button
            type="button"
            id={versionButtonId(version.siteVersion)}
            className={styles.entry}
            aria-pressed={version.siteVersion === selected}
            onClick={() => onSelect(version.siteVersion)}
          >
            <span className={styles.entryHead}>
              <time dateTime={version.createdAt}>{versionTime(version.createdAt)}</time>
              {index === 0 && <span className={styles.badge}>{t('versions.latest')}</span>}
            </span>
            <span className={styles.summary}>
              {summaryLines(version, index === versions.length - 1, t, uiLanguage).map((line) => (
                <span key={line}>{line}</span>
              ))}
            </span>
          </button>
        </li>
      ))}
    </ul>
  )
}
