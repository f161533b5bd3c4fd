import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { defaultPrint } from '#domain/prints/defaults.ts'
import { printedInvitationLink } from '#domain/prints/household-cards.ts'
import type { SiteV2 } from '#domain/site/schema.ts'
import { serverMessage } from '#web/api/serverMessage.ts'
import { useSite } from '#web/api/sites-get.ts'
import { logError } from '#web/app/log.ts'
import { useDocumentTitle } from '#web/app/use-document-title.ts'
import { useReportedError } from '#web/app/use-reported-error.ts'
import { newId } from '#web/editor/index.ts'
import { useHouseholds } from '#web/guests/owner.ts'
import { useInterfaceLanguage } from '#web/i18n/use-interface-language.ts'
import { createPrint } from '#web/prints/api/prints-create.ts'
import { printQueryKey, usePrint } from '#web/prints/api/prints-get.ts'
import { updatePrint } from '#web/prints/api/prints-update.ts'
import { Button } from '#web/ui/Button.tsx'
import { ErrorBox } from '#web/ui/ErrorBox.tsx'
import { PageSpinner } from '#web/ui/Spinner.tsx'
import { PrintEditor } from './PrintEditor.tsx'
import styles from './PrintEditorPage.module.css'
import { draftOf, type PrintDraft } from './print-draft.ts'
import { printPaths } from './print-paths.ts'

/** Caches that list a site's prints (the overview) are refreshed after a save. */
function isPrintsList(key: readonly unknown[]): boolean {
  return key.includes('prints') && key.length !== 2
}

/**
 * /redigera/{siteId}/inbjudningar/nytt and /redigera/{siteId}/inbjudningar/{printId} (spec 002
 * section 2): the print editor of the owner's site.
 */
export function PrintEditorPage() {
  const { t } = useTranslation()
  const language = useInterfaceLanguage()
  const { siteId = '', printId } = useParams()
  const site = useSite(siteId)
  const print = usePrint(printId ?? '', printId !== undefined)
  useReportedError(site.error, `GET /api/sites/${siteId}`)
  useReportedError(print.error, `GET /api/prints/${printId}`)
  useDocumentTitle(t('prints.editor.heading'))
  const paths = printPaths(siteId)

  let body: React.ReactNode
  if (site.isPending || (printId !== undefined && print.isPending)) {
    body = <PageSpinner label={t('prints.editor.loading')} />
  } else if (site.isError) {
    body = (
      <ErrorBox title={t('prints.editor.siteLoadFailed')} detail={serverMessage(site.error, language)}>
        <Button variant="secondary" onClick={() => void site.refetch()}>
          {t('prints.editor.retry')}
        </Button>
      </ErrorBox>
    )
  } else if (print.isError) {
    body = (
      <ErrorBox title={t('prints.editor.loadFailed')} detail={serverMessage(print.error, language)}>
        <Button variant="secondary" onClick={() => void print.refetch()}>
          {t('prints.editor.retry')}
        </Button>
      </ErrorBox>
    )
  } else {
    body = (
      <LoadedPrintEditor
        key={printId ?? 'new'}
        site={site.data}
        printId={printId ?? null}
        saved={print.data ? draftOf(print.data) : null}
      />
    )
  }
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Link className={styles.back} to={paths.overview}>
          {t('prints.editor.back')}
        </Link>
        <h1 className={styles.title}>
          {printId ? t('prints.editor.heading') : t('prints.editor.newHeading')}
        </h1>
      </header>
      {body}
    </div>
  )
}

function LoadedPrintEditor({
  site,
  printId,
  saved,
}: {
  site: SiteV2
  printId: string | null
  saved: PrintDraft | null
}) {
  const queryClient = useQueryClient()
  const paths = printPaths(site._id)
  // One household's card to preview (issue 22): the first of the guest list, its link as printed.
  const households = useHouseholds(site._id)
  const first = households.data?.households[0]
  const householdPreview =
    first && site.host ? { name: first.name, link: printedInvitationLink(site.host, first.code) } : null
  // Made once: later refetches must not replace the owner's working copy.
  const [initial] = useState(() => saved ?? defaultPrint({ site, newId: () => newId('printItem') }))

  const create = async (draft: PrintDraft) => {
    try {
      const { id } = await createPrint(site._id, draft)
      await queryClient.invalidateQueries({ predicate: (query) => isPrintsList(query.queryKey) })
      return paths.print(id)
    } catch (error) {
      void logError(error, 'POST /api/prints/')
      throw error
    }
  }
  const update = async (draft: PrintDraft) => {
    if (!printId) return draft
    try {
      const answer = await updatePrint(printId, draft)
      queryClient.setQueryData(printQueryKey(printId), answer)
      await queryClient.invalidateQueries({ predicate: (query) => isPrintsList(query.queryKey) })
      return draftOf(answer)
    } catch (error) {
      void logError(error, `PUT /api/prints/${printId}`)
      throw error
    }
  }
  return (
    <PrintEditor
      site={site}
      printId={printId}
      initial={initial}
      siteSegment={site._id}
      orderPath={paths.order}
      create={create}
      update={update}
      householdPreview={householdPreview}
    />
  )
}
