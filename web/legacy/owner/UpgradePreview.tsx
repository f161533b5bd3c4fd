import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { legacyToV2 } from '#domain/legacy/convert.ts'
import { legacySiteSchema, propertiesObject } from '#domain/legacy/schema.ts'
import { lookupText } from '#domain/site/lookup-text.ts'
import { serverMessage } from '#web/api/serverMessage.ts'
import { useInterfaceLanguage } from '#web/i18n/use-interface-language.ts'
import { Spinner } from '#web/ui/Spinner.tsx'
import { VersionPreview } from '#web/versions/index.ts'
import { useUpgradePreview } from '../api/sites-upgrade-preview.ts'
import type { LegacyOwnerSite } from './legacy-site.ts'
import styles from './Owner.module.css'

type TypeKey =
  | 'header'
  | 'Text'
  | 'RSVP3'
  | 'Speech2'
  | 'location'
  | 'ImageAndText'
  | 'TextAndImageList'
  | 'PeopleList'
  | 'Video'
  | 'countDown'
  | 'GiftRegistry'
  | 'Form'

const V2_LABEL: Record<string, TypeKey> = {
  Header: 'header',
  Text: 'Text',
  Rsvp: 'RSVP3',
  Form: 'Form',
  Location: 'location',
  ImageAndText: 'ImageAndText',
  TextAndImageList: 'TextAndImageList',
  PeopleList: 'PeopleList',
  Video: 'Video',
  Countdown: 'countDown',
  GiftRegistry: 'GiftRegistry',
}

/**
 * The result of the upgrade before it is done: what each module becomes, then the V2 page itself
 * as guests will see it, drawn by the public page's components from the site the server would store.
 */
export function UpgradePreview({ site }: { site: LegacyOwnerSite }) {
  return (
    <>
      <ModuleTable site={site} />
      <PagePreview site={site} />
    </>
  )
}

function PagePreview({ site }: { site: LegacyOwnerSite }) {
  const { t } = useTranslation()
  const language = useInterfaceLanguage()
  const preview = useUpgradePreview(site._id, site.revision)
  const headingId = useId()
  return (
    <div className={styles.pagePreview}>
      <h3 id={headingId} className={styles.subheading}>
        {t('legacy.editor.previewTitle')}
      </h3>
      <p>{t('legacy.editor.previewHint')}</p>
      {preview.isPending ? (
        <Spinner label={t('legacy.editor.previewLoading')} />
      ) : preview.isError ? (
        <p role="alert" className={styles.error}>
          {t('legacy.editor.previewFailed')}: {serverMessage(preview.error, language)}
        </p>
      ) : (
        // The page is inert, so the frame itself takes focus: keyboard users scroll it with the arrows.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        <section className={styles.pageFrame} aria-labelledby={headingId} tabIndex={0}>
          <VersionPreview site={preview.data} data={preview.data} language={site.language} />
        </section>
      )}
    </div>
  )
}

/** What the upgrade will make of each module, worked out by the same conversion the server runs. */
function ModuleTable({ site }: { site: LegacyOwnerSite }) {
  const { t } = useTranslation()
  const parsed = legacySiteSchema.safeParse(site)
  if (!parsed.success) return null
  const converted = legacyToV2(parsed.data, site.language)
  return (
    <table className={styles.preview}>
      <thead>
        <tr>
          <th scope="col">{t('legacy.editor.before')}</th>
          <th scope="col">{t('legacy.editor.after')}</th>
        </tr>
      </thead>
      <tbody>
        {site.modules.map((m, i) => {
          const after = converted.siteModules[i]
          const properties = propertiesObject(m.properties) as { title?: unknown }
          const name =
            m.menuTitle ||
            (typeof properties.title === 'string' ? properties.title : '') ||
            t('legacy.editor.untitled')
          const afterName =
            (after &&
              (lookupText(after.menuTitle, site.language) ||
                lookupText('title' in after ? after.title : undefined, site.language))) ||
            t('legacy.editor.untitled')
          return (
            <tr key={m._id}>
              <td>
                <span className={styles.type}>{t(`legacy.editor.types.${m.module}`)}</span> {name}
                {m.hide && <span className={styles.hidden}> ({t('legacy.editor.hidden')})</span>}
              </td>
              <td>
                <span className={styles.type}>
                  {t(`legacy.editor.types.${V2_LABEL[after?.siteModuleType ?? ''] ?? ('Text' as TypeKey)}`)}
                </span>{' '}
                {afterName}
                {after?.hide && <span className={styles.hidden}> ({t('legacy.editor.hidden')})</span>}
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}
