import { useTranslation } from 'react-i18next'
import { Link, Navigate, Outlet, useLocation, useMatches, useNavigate, useParams } from 'react-router'
import { useMe } from '#web/api/accounts-me.ts'
import { useMySites } from '#web/api/accounts-my-sites.ts'
import { serverMessage } from '#web/api/serverMessage.ts'
import { useSite } from '#web/api/sites-get.ts'
import { useInterfaceLanguage } from '#web/i18n/use-interface-language.ts'
import { Button } from '#web/ui/Button.tsx'
import { Card } from '#web/ui/Card.tsx'
import { cx } from '#web/ui/cx.ts'
import { ErrorBox } from '#web/ui/ErrorBox.tsx'
import styles from './EditAreaLayout.module.css'
import { editAreaPaths, paths } from './paths.ts'
import { SideMenu } from './SideMenu.tsx'
import { SkipLink } from './SkipLink.tsx'
import { useConfirmLeave } from './unsaved-changes.tsx'
import { useDocumentTitle } from './use-document-title.ts'
import { useLogout } from './use-logout.ts'

/** What a route under the edit area may tell the layout (route `handle`). */
export interface EditAreaHandle {
  /** wide: the 56rem column of overview pages (default); full: tables that need the room. */
  editAreaWidth?: 'wide' | 'full'
}

function pageWidth(matches: ReturnType<typeof useMatches>): 'wide' | 'full' {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as EditAreaHandle | undefined
    if (handle?.editAreaWidth) return handle.editAreaWidth
  }
  return 'wide'
}

/**
 * Every owner page under /redigera/{siteId}: the side menu, who is logged in, and the page.
 * The site is loaded here only to know whether it is a quick start; the pages report its errors.
 */
export function EditAreaLayout() {
  const { t } = useTranslation()
  const language = useInterfaceLanguage()
  const { siteId = '' } = useParams()
  const site = useSite(siteId)
  const me = useMe()
  const logout = useLogout()
  const confirmLeave = useConfirmLeave()
  const width = pageWidth(useMatches())
  const mySites = useMySites(me.isSuccess)
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const sites = mySites.data?.sites ?? []
  // Unknown while loading, and in quick start: the owner's menu, as before members existed.
  const role = sites.find((s) => s.siteId === siteId)?.role ?? 'owner'
  const homeOf = (id: string, of: typeof role) =>
    of === 'toastmaster'
      ? editAreaPaths(paths.editSite(id)).runningOrder
      : editAreaPaths(paths.editSite(id)).home

  // The toastmaster has no editor: the site's home for them is the running order.
  if (role === 'toastmaster' && pathname.replace(/\/+$/, '') === paths.editSite(siteId))
    return <Navigate replace to={homeOf(siteId, role)} />

  return (
    <div className={styles.shell}>
      <SkipLink />
      <SideMenu
        base={paths.editSite(siteId)}
        accountPath={paths.siteAccount(siteId)}
        quickStart={site.data?.quickStart === true}
        role={role}
        account={
          me.data && (
            <>
              <p className={styles.mail}>{t('site.account', { mail: me.data.mail })}</p>
              {sites.length > 1 && (
                <label className={styles.switcher}>
                  <span className={styles.switcherLabel}>{t('editArea.switchSite')}</span>
                  <select
                    className={styles.switcherSelect}
                    value={siteId}
                    onChange={(e) => {
                      const chosen = sites.find((s) => s.siteId === e.target.value)
                      if (chosen) confirmLeave(() => navigate(homeOf(chosen.siteId, chosen.role)))
                    }}
                  >
                    {sites.map((s) => (
                      <option key={s.siteId} value={s.siteId}>
                        {t('editArea.siteWithRole', { title: s.title, role: t(`members.roles.${s.role}`) })}
                      </option>
                    ))}
                  </select>
                </label>
              )}
              <Button
                variant="secondary"
                className={styles.logout}
                busy={logout.isPending}
                onClick={() => confirmLeave(() => logout.mutate(), t('editor.leaveLogOut'))}
              >
                {t('common.logOut')}
              </Button>
            </>
          )
        }
      />
      <main id="main" tabIndex={-1} className={cx(styles.main, width === 'full' ? styles.full : styles.wide)}>
        {logout.isError && (
          <ErrorBox title={t('login.logoutFailed')} detail={serverMessage(logout.error, language)} />
        )}
        <Outlet />
      </main>
    </div>
  )
}

/** An unknown path under the edit area: said inside the layout, so the menu stays at hand. */
export function EditAreaNotFound() {
  const { t } = useTranslation()
  const { siteId = '' } = useParams()
  useDocumentTitle(t('notFound.title'))
  return (
    <Card>
      <h1>{t('notFound.title')}</h1>
      <p>{t('editArea.notFoundText')}</p>
      <Link to={editAreaPaths(paths.editSite(siteId)).home}>{t('editArea.home')}</Link>
    </Card>
  )
}
