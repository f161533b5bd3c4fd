import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { AccountNameCard } from '#web/account/index.ts'
import { useMySites } from '#web/api/accounts-my-sites.ts'
import { useDocumentTitle } from '#web/app/use-document-title.ts'
import { PageSpinner } from '#web/ui/Spinner.tsx'
import { ActivitySection } from './ActivitySection.tsx'
import { ManageMembers } from './ManageMembers.tsx'
import styles from './Members.module.css'

/**
 * /redigera/{siteId}/medarbetare (issue 33): every member's page about the people of the site. The
 * owners invite and manage members here; everyone sets the name the others see and reads who did
 * what, as far as their role sees (the activity lives here, not under Versioner, since the
 * toastmaster has no version history and the activity is more than the site's document).
 */
export function MembersPage() {
  const { t } = useTranslation()
  const { siteId = '' } = useParams()
  useDocumentTitle(t('members.title'))
  const mySites = useMySites()
  if (mySites.isPending) return <PageSpinner label={t('members.loading')} />
  // Unknown (the list failed): the owners' page, whose own call then answers as the role allows.
  const role = mySites.data?.sites.find((s) => s.siteId === siteId)?.role ?? 'owner'
  const manages = role === 'owner' || role === 'coOwner'
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('members.title')}</h1>
      {manages ? (
        <ManageMembers siteId={siteId} />
      ) : (
        <p className={styles.intro}>
          {t('members.yourRole', { role: t(`members.roles.${role}`).toLocaleLowerCase() })}{' '}
          {t(`members.roleHints.${role}`)}
        </p>
      )}
      <AccountNameCard />
      <ActivitySection siteId={siteId} />
    </div>
  )
}
