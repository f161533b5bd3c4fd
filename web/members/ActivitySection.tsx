import { useTranslation } from 'react-i18next'
import { serverMessage } from '#web/api/serverMessage.ts'
import { useReportedError } from '#web/app/use-reported-error.ts'
import { useInterfaceLanguage } from '#web/i18n/use-interface-language.ts'
import { Button } from '#web/ui/Button.tsx'
import { ErrorBox } from '#web/ui/ErrorBox.tsx'
import { Spinner } from '#web/ui/Spinner.tsx'
import { activityText } from './activity-text.ts'
import { useActivity } from './api/activity.ts'
import styles from './Members.module.css'

/**
 * Who did what on the site (issue 33, item 2), newest first, a page at a time: what the member's
 * role lets them see, which the server decides.
 */
export function ActivitySection({ siteId }: { siteId: string }) {
  const { t } = useTranslation()
  const language = useInterfaceLanguage()
  const activity = useActivity(siteId)
  useReportedError(activity.error, `GET /api/sites/${siteId}/activity`)
  const entries = activity.data?.pages.flatMap((page) => page.activity) ?? []
  const time = (iso: string) =>
    new Date(iso).toLocaleString(language, {
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
    })

  return (
    <section className={styles.activity} aria-labelledby="activity-heading">
      <h2 id="activity-heading" className={styles.subheading}>
        {t('activity.title')}
      </h2>
      <p className={styles.intro}>{t('activity.intro')}</p>
      {activity.isPending && <Spinner label={t('activity.loading')} />}
      {activity.isError && (
        <ErrorBox title={t('activity.loadFailed')} detail={serverMessage(activity.error, language)} />
      )}
      {activity.isSuccess && entries.length === 0 && <p className={styles.intro}>{t('activity.empty')}</p>}
      {entries.length > 0 && (
        <ol className={styles.activityList}>
          {entries.map((entry) => (
            <li key={entry.id} className={styles.activityItem}>
              <span className={styles.activityText}>{activityText(entry, t)}</span>
              <time className={styles.meta} dateTime={entry.at}>
                {time(entry.at)}
              </time>
            </li>
          ))}
        </ol>
      )}
      {activity.hasNextPage && (
        <div>
          <Button
            variant="secondary"
            busy={activity.isFetchingNextPage}
            onClick={() => void activity.fetchNextPage()}
          >
            {t('activity.more')}
          </Button>
        </div>
      )}
    </section>
  )
}
