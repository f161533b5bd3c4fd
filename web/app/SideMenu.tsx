import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import type { SiteRole } from '#domain/members/members.ts'
import { cx } from '#web/ui/cx.ts'
import { useBoot } from './BootContext.tsx'
import { BrandLink } from './BrandHeader.tsx'
import { FeedbackDialog } from './FeedbackDialog.tsx'
import { HelpDialog } from './HelpDialog.tsx'
import { LanguageSwitcher } from './LanguageSwitcher.tsx'
import { menuShows } from './menu-by-role.ts'
import { editAreaPaths } from './paths.ts'
import styles from './SideMenu.module.css'
import {
  AccountIcon,
  FeedbackIcon,
  GuestsIcon,
  HelpIcon,
  HomeIcon,
  InvitationsIcon,
  MembersIcon,
  MenuIcon,
  PhotosIcon,
  ProgrammeIcon,
  ResponsesIcon,
  RunningOrderIcon,
  VersionsIcon,
} from './SideMenuIcons.tsx'

interface SideMenuProps {
  /** The edit area's base: /redigera/{siteId}, or a quick-start base such as /snabbstart. */
  base: string
  /** The account section; null hides it (quick start has no account). */
  accountPath: string | null
  /** Quick start: no account entry and no feedback button. */
  quickStart: boolean
  /** Who is logged in and the logout button, at the foot of the menu. */
  account?: ReactNode
  /** The account's role on the site (issue 33): a member sees the pages its role may use. */
  role?: SiteRole
}

const trimSlashes = (path: string) => path.replace(/\/+$/, '')

/**
 * Whether a menu entry is the current page. The spec's links end in a slash (/redigera/{id}/visa-osa/)
 * and the page may be reached without one, so both sides are compared without it. Home is current
 * only on itself; another entry also on the pages under it (visa-osa/fragor).
 */
export function isCurrent(pathname: string, to: string, end = false): boolean {
  const here = trimSlashes(pathname)
  const target = trimSlashes(to)
  return here === target || (!end && here.startsWith(`${target}/`))
}

function MenuLink({ to, end = false, children }: { to: string; end?: boolean; children: ReactNode }) {
  const { pathname } = useLocation()
  const current = isCurrent(pathname, to, end)
  return (
    <Link
      className={cx(styles.item, current && styles.active)}
      to={to}
      aria-current={current ? 'page' : undefined}
    >
      {children}
    </Link>
  )
}

/**
 * The edit area's side menu (spec 000 section 2): home, responses, invitations (wedding brand
 * only) and account (not in quick start); a feedback button (not in quick start) and a help
 * button. A left rail on wide screens; on a phone a top bar whose Meny button opens the list.
 */
export function SideMenu({ base, accountPath, quickStart, account, role = 'owner' }: SideMenuProps) {
  const { t } = useTranslation()
  const { brand } = useBoot()
  const location = useLocation()
  const [open, setOpen] = useState(false)
  const [dialog, setDialog] = useState<'feedback' | 'help' | null>(null)
  const panelId = useId()
  const toggleRef = useRef<HTMLButtonElement>(null)
  const railRef = useRef<HTMLElement>(null)
  const to = editAreaPaths(base)

  // A chosen page closes the phone menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change on purpose
  useEffect(() => setOpen(false), [location.pathname])

  // The open phone menu closes with Escape (focus back on its button) and on a press outside it.
  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || dialog) return
      setOpen(false)
      toggleRef.current?.focus()
    }
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !railRef.current?.contains(event.target)) setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [open, dialog])

  const openDialog = (which: 'feedback' | 'help') => {
    setOpen(false)
    setDialog(which)
  }

  return (
    <header ref={railRef} className={styles.rail}>
      <div className={styles.bar}>
        <BrandLink />
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((was) => !was)}
        >
          <MenuIcon open={open} />
          {t('editArea.menu')}
        </button>
      </div>
      <div id={panelId} className={styles.panel} data-open={open}>
        <nav className={styles.nav} aria-label={t('editArea.navLabel')}>
          <ul className={styles.list}>
            {menuShows(role, 'home') && (
              <li>
                <MenuLink to={to.home} end>
                  <HomeIcon />
                  {t('editArea.home')}
                </MenuLink>
              </li>
            )}
            {menuShows(role, 'responses') && (
              <li>
                <MenuLink to={to.responses}>
                  <ResponsesIcon />
                  {t('editArea.responses')}
                </MenuLink>
              </li>
            )}
            {!quickStart && menuShows(role, 'guests') && (
              <li>
                <MenuLink to={to.guests}>
                  <GuestsIcon />
                  {t('editArea.guests')}
                </MenuLink>
              </li>
            )}
            {!quickStart && menuShows(role, 'programme') && (
              <li>
                <MenuLink to={to.programme}>
                  <ProgrammeIcon />
                  {t('editArea.programme')}
                </MenuLink>
              </li>
            )}
            {!quickStart && menuShows(role, 'photos') && (
              <li>
                <MenuLink to={to.photos}>
                  <PhotosIcon />
                  {t('editArea.photos')}
                </MenuLink>
              </li>
            )}
            {!quickStart && menuShows(role, 'versions') && (
              <li>
                <MenuLink to={to.versions}>
                  <VersionsIcon />
                  {t('editArea.versions')}
                </MenuLink>
              </li>
            )}
            {brand.brand === 'wedding' && menuShows(role, 'invitations') && (
              <li>
                <MenuLink to={to.invitations}>
                  <InvitationsIcon />
                  {t('editArea.invitations')}
                </MenuLink>
              </li>
            )}
            {!quickStart && menuShows(role, 'runningOrder') && (
              <li>
                <MenuLink to={to.runningOrder}>
                  <RunningOrderIcon />
                  {t('editArea.runningOrder')}
                </MenuLink>
              </li>
            )}
            {!quickStart && menuShows(role, 'members') && (
              <li>
                <MenuLink to={to.members}>
                  <MembersIcon />
                  {t('editArea.members')}
                </MenuLink>
              </li>
            )}
            {!quickStart && accountPath && menuShows(role, 'account') && (
              <li>
                <MenuLink to={accountPath}>
                  <AccountIcon />
                  {t('editArea.account')}
                </MenuLink>
              </li>
            )}
          </ul>
        </nav>
        <div className={styles.tools}>
          {!quickStart && (
            <button type="button" className={styles.item} onClick={() => openDialog('feedback')}>
              <FeedbackIcon />
              {t('editArea.feedback')}
            </button>
          )}
          <button type="button" className={styles.item} onClick={() => openDialog('help')}>
            <HelpIcon />
            {t('editArea.help')}
          </button>
        </div>
        {account && <div className={styles.account}>{account}</div>}
        <div className={styles.language}>
          <LanguageSwitcher />
        </div>
      </div>
      {!quickStart && (
        <FeedbackDialog
          open={dialog === 'feedback'}
          onOpenChange={(isOpen) => setDialog(isOpen ? 'feedback' : null)}
        />
      )}
      <HelpDialog
        open={dialog === 'help'}
        onOpenChange={(isOpen) => setDialog(isOpen ? 'help' : null)}
        contactMail={brand.contactMail}
      />
    </header>
  )
}
