import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import type { MeResponse } from '#domain/accounts.ts'
import { defaultPrint } from '#domain/prints/defaults.ts'
import { loginReturningTo, SignUpDialog } from '#web/account/index.ts'
import { meQueryKey, useMe } from '#web/api/accounts-me.ts'
import { createSite } from '#web/api/sites-create.ts'
import { siteQueryKey } from '#web/api/sites-get.ts'
import { logError } from '#web/app/log.ts'
import { useDocumentTitle } from '#web/app/use-document-title.ts'
import { newId } from '#web/editor/index.ts'
import { createPrint } from '#web/prints/api/prints-create.ts'
import {
  AccountSiteDialog,
  type AccountSiteQuestion,
  clearQuickStartSite,
  readQuickStartSite,
  useQuickStart,
} from '#web/quick-start/index.ts'
import { clearWizardData } from '#web/wizard/index.ts'
import { PrintEditor } from './PrintEditor.tsx'
import styles from './PrintEditorPage.module.css'
import type { PrintDraft } from './print-draft.ts'
import { printPaths } from './print-paths.ts'

/** The card waits here while the visitor makes an account (and across "log in instead"). */
const DRAFT_KEY = 'quick-start-print'

function readDraft(): PrintDraft | null {
  try {
    const stored = sessionStorage.getItem(DRAFT_KEY)
    return stored ? (JSON.parse(stored) as PrintDraft) : null
  } catch {
    return null
  }
}

function writeDraft(draft: PrintDraft | null): void {
  try {
    if (draft) sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft))
    else sessionStorage.removeItem(DRAFT_KEY)
  } catch {
    // Private mode without storage: the card is only lost if the visitor leaves to log in.
  }
}

/**
 * The print editor in quick start (spec 002 section 4): the visitor designs a card for the
 * quick-start site; Spara first asks for the account, then creates the site and the card, and
 * opens the card in the new site's own print editor.
 */
export function QuickStartPrintEditorPage() {
  const { t } = useTranslation()
  const { source, base, site, ownSiteId, demo } = useQuickStart()
  const me = useMe()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  useDocumentTitle(t('prints.editor.heading'))
  // The site as the visitor left it in the quick-start editor, else as it was loaded.
  const [workingSite] = useState(() => (!demo && readQuickStartSite(source)) || site)
  const [initial] = useState(
    () => readDraft() ?? defaultPrint({ site: workingSite, newId: () => newId('printItem') }),
  )
  const pending = useRef<PrintDraft | null>(null)
  const [signUpOpen, setSignUpOpen] = useState(false)
  const [question, setQuestion] = useState<AccountSiteQuestion | null>(null)
  const [done, setDone] = useState<string | null>(null)

  useEffect(() => {
    if (done) navigate(done, { replace: true })
  }, [done, navigate])

  /** The account's site from the quick-start site, then the card on it. */
  const createSiteAndPrint = useCallback(async () => {
    const card = pending.current ?? readDraft()
    if (!card) return
    let call = 'POST /api/sites/V2'
    try {
      const created = await createSite(workingSite, workingSite.wizardData ?? null)
      if (!demo) clearQuickStartSite(source)
      if (!demo && source === 'kom-igang') clearWizardData()
      queryClient.setQueryData(siteQueryKey(created._id), created)
      queryClient.setQueryData<MeResponse>(meQueryKey, (old) =>
        old ? { ...old, site: { _id: created._id } } : old,
      )
      call = 'POST /api/prints/'
      const { id } = await createPrint(created._id, card)
      writeDraft(null)
      setDone(printPaths(created._id).print(id))
    } catch (error) {
      void logError(error, call)
      throw error
    }
  }, [workingSite, demo, source, queryClient])

  const create = useCallback(
    async (draft: PrintDraft) => {
      pending.current = draft
      writeDraft(draft)
      const siteId = me.data?.site?._id ?? ownSiteId
      if (me.data) setQuestion(siteId ? { kind: 'hasSite', siteId } : { kind: 'offer', mail: me.data.mail })
      else setSignUpOpen(true)
      return null
    },
    [me.data, ownSiteId],
  )

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('prints.editor.newHeading')}</h1>
      </header>
      <PrintEditor
        site={workingSite}
        printId={null}
        initial={initial}
        siteSegment="quick-start"
        orderPath={null}
        create={create}
        update={null}
        allowedPath={done}
      />
      <SignUpDialog
        open={signUpOpen}
        onOpenChange={setSignUpOpen}
        onAccountReady={createSiteAndPrint}
        loginPath={loginReturningTo(`${base}/inbjudningar/nytt`)}
        onLeaveForLogin={() => writeDraft(pending.current)}
      />
      <AccountSiteDialog question={question} onClose={() => setQuestion(null)} onSave={createSiteAndPrint} />
    </div>
  )
}
