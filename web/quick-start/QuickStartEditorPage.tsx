import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router'
import type { MeResponse } from '#domain/accounts.ts'
import { loginReturningTo, SignUpDialog } from '#web/account/index.ts'
import { meQueryKey, useMe } from '#web/api/accounts-me.ts'
import { createSite } from '#web/api/sites-create.ts'
import { siteQueryKey } from '#web/api/sites-get.ts'
import { useBoot } from '#web/app/BootContext.tsx'
import { logError } from '#web/app/log.ts'
import { paths } from '#web/app/paths.ts'
import { EditorScreen, EditorStore, EditorStoreProvider, QuickStartSaveContext } from '#web/editor/index.ts'
import { clearWizardData } from '#web/wizard/index.ts'
import { AccountSiteDialog, type AccountSiteQuestion } from './AccountSiteDialog.tsx'
import { DemoNotice } from './DemoNotice.tsx'
import styles from './QuickStart.module.css'
import { useQuickStart } from './quick-start-context.ts'
import { clearQuickStartSite, writeQuickStartSite } from './quick-start-storage.ts'
import { SAVED_PARAM } from './SavedDialog.tsx'

const PERSIST_DELAY_MS = 300
/** Set on the way back from the login page, so the logged-in visitor is asked about the site. */
const AFTER_LOGIN_PARAM = 'sparaEfterInloggning'

/**
 * The whole editor on the quick-start site (spec 001 sections 2 and 4). Every change is kept in
 * local storage; Spara opens the account step, then the site is created and its own editor opens
 * with the confirmation. A logged-in visitor skips the account step.
 */
export function QuickStartEditorPage() {
  const { t } = useTranslation()
  const { brand } = useBoot()
  const { source, base, site, ownSiteId, demo } = useQuickStart()
  const me = useMe()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [search] = useSearchParams()
  const [store] = useState(() => {
    const created = new EditorStore(site)
    if (demo) created.setMode('preview')
    return created
  })
  const [signUpOpen, setSignUpOpen] = useState(() => search.get('registerAccount') === 'true')
  const finished = useRef(false)
  const [createdId, setCreatedId] = useState<string | null>(null)

  // After the render that made the editor clean, so the leave guard lets the visitor go.
  useEffect(() => {
    if (createdId) navigate(`${paths.editSite(createdId)}?${SAVED_PARAM}=1`, { replace: true })
  }, [createdId, navigate])

  useEffect(() => {
    document.title = t('editor.pageTitle', { site: brand.siteName })
  }, [t, brand.siteName])

  // Written shortly after each change, and at once when the tab goes away.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const persist = () => {
      timer = undefined
      if (!finished.current && !demo) writeQuickStartSite(source, store.get().site)
    }
    const unsubscribe = store.subscribe(() => {
      if (timer === undefined) timer = setTimeout(persist, PERSIST_DELAY_MS)
    })
    const flush = () => {
      if (timer === undefined) return
      clearTimeout(timer)
      persist()
    }
    window.addEventListener('pagehide', flush)
    return () => {
      unsubscribe()
      window.removeEventListener('pagehide', flush)
      flush()
    }
  }, [source, store, demo])

  /** Creates the site of the logged-in account from the quick-start site and opens its editor. */
  const createOwnSite = useCallback(async () => {
    const draft = store.get().site
    const created = await createSite(draft, draft.wizardData ?? null)
    finished.current = true
    if (!demo) clearQuickStartSite(source)
    if (!demo && source === 'kom-igang') clearWizardData()
    queryClient.setQueryData(siteQueryKey(created._id), created)
    queryClient.setQueryData<MeResponse>(meQueryKey, (old) =>
      old ? { ...old, site: { _id: created._id } } : old,
    )
    // Nothing is unsaved any more: leaving must not ask.
    store.reset(draft)
    setCreatedId(created._id)
  }, [store, source, queryClient, demo])

  // A logged-in visitor is asked before the quick-start site becomes the account's site, and an
  // account that has a site is never given a second one.
  const [question, setQuestion] = useState<AccountSiteQuestion | null>(null)
  const haveSiteId = me.data?.site?._id ?? ownSiteId
  const askAccount = useCallback(() => {
    if (!me.data) return
    setQuestion(haveSiteId ? { kind: 'hasSite', siteId: haveSiteId } : { kind: 'offer', mail: me.data.mail })
  }, [me.data, haveSiteId])

  // Back from "log in instead" (a taken mail at sign-up): the site waited in local storage.
  const afterLogin = search.get(AFTER_LOGIN_PARAM) === 'true'
  const askedAfterLogin = useRef(false)
  useEffect(() => {
    if (!afterLogin || !me.data || askedAfterLogin.current) return
    askedAfterLogin.current = true
    askAccount()
  }, [afterLogin, me.data, askAccount])

  const saveOnAccount = useCallback(
    () =>
      createOwnSite().catch((error: unknown) => {
        void logError(error, 'POST /api/sites/V2')
        throw error
      }),
    [createOwnSite],
  )

  const onSave = useCallback(() => {
    if (me.data) askAccount()
    else setSignUpOpen(true)
  }, [me.data, askAccount])

  /** "Log in instead": the site is in local storage, so leaving the editor loses nothing. */
  const leaveForLogin = useCallback(() => {
    const draft = store.get().site
    if (!demo) writeQuickStartSite(source, draft)
    store.reset(draft)
  }, [store, source, demo])

  return (
    <QuickStartSaveContext.Provider value={onSave}>
      {demo && <DemoNotice />}
      {/* Not while the page leaves for the site just created: that site is not "already" theirs. */}
      {me.data && ownSiteId && !createdId && (
        <div className={styles.notice} role="status">
          <span>{t('quickStart.haveSite')}</span>
          <Link to={paths.editSite(ownSiteId)}>{t('quickStart.goToSite')}</Link>
        </div>
      )}
      <EditorStoreProvider value={store}>
        <EditorScreen />
      </EditorStoreProvider>
      <SignUpDialog
        open={signUpOpen}
        onOpenChange={setSignUpOpen}
        onAccountReady={createOwnSite}
        loginPath={loginReturningTo(`${base}?${AFTER_LOGIN_PARAM}=true`)}
        onLeaveForLogin={leaveForLogin}
      />
      <AccountSiteDialog question={question} onClose={() => setQuestion(null)} onSave={saveOnAccount} />
    </QuickStartSaveContext.Provider>
  )
}
