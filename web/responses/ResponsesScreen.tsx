import { useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams, useSearchParams } from 'react-router'
import {
  questionColumns,
  questionsOfType,
  type ResponseRecord,
  siteFirstLanguage,
} from '#domain/forms/responses.ts'
import { isRsvp } from '#domain/modules/rsvp.ts'
import type { SiteV2 } from '#domain/site/schema.ts'
import { rsvpsExportUrl, useRsvps } from '#web/api/rsvps-list.ts'
import { errorStatus, serverMessage } from '#web/api/serverMessage.ts'
import { useSite } from '#web/api/sites-get.ts'
import { track } from '#web/app/analytics.ts'
import { editAreaPaths, paths } from '#web/app/paths.ts'
import { useDocumentTitle } from '#web/app/use-document-title.ts'
import { useReportedError } from '#web/app/use-reported-error.ts'
import { useInterfaceLanguage } from '#web/i18n/use-interface-language.ts'
import { useEvents } from '#web/programme/index.ts'
import { formSubmissionsExportUrl, useFormSubmissions } from '#web/responses/api/form-submissions-list.ts'
import { Button, buttonClassName } from '#web/ui/Button.tsx'
import { ErrorBox } from '#web/ui/ErrorBox.tsx'
import { PageSpinner } from '#web/ui/Spinner.tsx'
import { demoResponses, type ResponseKind } from './demo.ts'
import { EventStats } from './EventStats.tsx'
import { GiftPledges, hasFund, hasGiftRegistry } from './GiftPledges.tsx'
import { DownloadIcon, InfoIcon } from './icons.tsx'
import { eventColumns, hasEventAnswers, headedByEvent, statistics, toRows } from './model.ts'
import { QuestionsSummary } from './QuestionsSummary.tsx'
import styles from './Responses.module.css'
import { ResponsesTable } from './ResponsesTable.tsx'
import { ResponseTabs, tabId } from './ResponseTabs.tsx'
import { StatsCards } from './StatsCards.tsx'
import { formChoices } from './site-forms.ts'
import { ThankYouList } from './ThankYouList.tsx'

export type ResponsesView = 'list' | 'questions'

/**
 * The quick-start seam: a site that lives in the browser (no account, nothing to fetch) and the
 * edit area's base the screen's links are built under, e.g. /snabbstart.
 */
export interface LocalResponsesSite {
  site: SiteV2
  base: string
}

// The tab and the chosen form live in the query string, so the list and the per-question view
// link to each other without losing them, and a reload keeps them.
const TAB_PARAM = 'flik'
const FORM_TAB = 'formular'
const FORM_PARAM = 'formular'

/**
 * /redigera/{siteId}/visa-osa and .../fragor (spec 002 sections 2 and 4): the guests' responses
 * for the RSVP tab and the Formulär tab, as a list or per question; sample answers in demo mode.
 */
export function ResponsesScreen({ view, local }: { view: ResponsesView; local?: LocalResponsesSite }) {
  const { t } = useTranslation()
  const { siteId = '' } = useParams()
  const [search, setSearch] = useSearchParams()
  const kind: ResponseKind = search.get(TAB_PARAM) === FORM_TAB ? 'form' : 'rsvp'
  const idBase = useId()
  const panelId = `${idBase}-panel`
  useDocumentTitle(t('responses.title'))

  const selectKind = (next: ResponseKind) => {
    if (next === kind) return
    setSearch(
      (current) => {
        const params = new URLSearchParams(current)
        if (next === 'form') params.set(TAB_PARAM, FORM_TAB)
        else params.delete(TAB_PARAM)
        params.delete(FORM_PARAM)
        return params
      },
      { replace: true },
    )
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('responses.title')}</h1>
      <ResponseTabs idBase={idBase} panelId={panelId} kind={kind} onChange={selectKind} />
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(idBase, kind)} className={styles.panel}>
        {local ? (
          <ResponsesContent
            key={kind}
            site={local.site}
            siteId={local.site._id}
            base={local.base}
            kind={kind}
            view={view}
            records={[]}
          />
        ) : (
          <ResponsesPanel key={kind} siteId={siteId} kind={kind} view={view} />
        )}
      </div>
      {!local && <GuestGifts siteId={siteId} />}
    </div>
  )
}

/** Under the answers (issue 35): who gave what per household, and the money gifts of a site with a fund. */
function GuestGifts({ siteId }: { siteId: string }) {
  const site = useSite(siteId)
  if (!site.data || site.data.quickStart || !hasGiftRegistry(site.data)) return null
  return (
    <>
      <ThankYouList siteId={siteId} />
      {hasFund(site.data) && <GiftPledges siteId={siteId} />}
    </>
  )
}

function ResponsesPanel({ siteId, kind, view }: { siteId: string; kind: ResponseKind; view: ResponsesView }) {
  const { t } = useTranslation()
  const language = useInterfaceLanguage()
  const site = useSite(siteId)
  const quickStart = site.data?.quickStart === true
  // A quick start has no account, so there is nothing to fetch: it is always a demo.
  const fetchList = site.isSuccess && !quickStart
  const rsvps = useRsvps(siteId, { enabled: fetchList && kind === 'rsvp' })
  const forms = useFormSubmissions(siteId, { enabled: fetchList && kind === 'form' })
  const list = kind === 'rsvp' ? rsvps : forms
  const error = site.error ?? list.error
  useReportedError(
    error,
    kind === 'rsvp' ? `GET /api/rsvps/${siteId}/v4` : `GET /api/form-submissions/${siteId}`,
  )

  if (error) {
    const status = errorStatus(error)
    return (
      <ErrorBox
        title={kind === 'rsvp' ? t('responses.loadFailed') : t('responses.loadFormFailed')}
        detail={serverMessage(error, language)}
      >
        {(status === 401 || status === 403) && (
          <>
            <p>{t('responses.needLogin')}</p>
            <Link className={buttonClassName('primary')} to={paths.login}>
              {t('common.logIn')}
            </Link>
          </>
        )}
      </ErrorBox>
    )
  }
  if (!site.data || (fetchList && !list.data)) return <PageSpinner label={t('responses.loading')} />
  return (
    <ResponsesContent
      site={site.data}
      siteId={siteId}
      base={paths.editSite(siteId)}
      kind={kind}
      view={view}
      records={fetchList ? (list.data ?? []) : []}
    />
  )
}

interface ContentProps {
  site: SiteV2
  siteId: string
  /** The edit area the list and per-question links live under. */
  base: string
  kind: ResponseKind
  view: ResponsesView
  records: ResponseRecord[]
}

function ResponsesContent({ site, siteId, base, kind, view, records }: ContentProps) {
  const { t } = useTranslation()
  const language = useInterfaceLanguage()
  const [search, setSearch] = useSearchParams()
  const [now] = useState(() => new Date())
  const siteLanguage = siteFirstLanguage(site)
  const demo = site.quickStart || records.length === 0

  const forms = useMemo(() => (kind === 'form' ? formChoices(site, records) : []), [kind, site, records])
  const chosenFormId = search.get(FORM_PARAM)
  const form = forms.find((f) => f.id === chosenFormId) ?? forms[0]

  // The programme's titles head the questions asked for one event and the list's column per event
  // the guests answered for (issue 32).
  const perEvent = kind === 'rsvp' && questionsOfType(site, isRsvp).some((q) => 'eventId' in q && q.eventId)
  const perEventAnswers = kind === 'rsvp' && !demo && hasEventAnswers(records)
  const programme = useEvents(siteId, perEvent || perEventAnswers).data?.events

  const model = useMemo(() => {
    const current = kind === 'rsvp' ? questionsOfType(site, isRsvp) : (form?.elements ?? [])
    const source = demo
      ? demoResponses({ kind, form: current, siteLanguage, now })
      : { form: current, records: kind === 'form' ? records.filter((r) => r.formId === form?.id) : records }
    const questions = headedByEvent(questionColumns(source.form, source.records), programme)
    const events =
      perEventAnswers && programme
        ? eventColumns(
            programme,
            source.records,
            {
              yes: t('responses.events.yes'),
              no: t('responses.events.no'),
              deleted: t('responses.events.deleted'),
            },
            siteLanguage,
          )
        : []
    // The events come right after the guest's name, before the other questions.
    const named = questions[0]?.formElementType === 'ShortText' ? 1 : 0
    const columns = [...questions.slice(0, named), ...events, ...questions.slice(named)]
    const rows = toRows(source.records, columns, siteLanguage)
    return { questions, columns, rows, stats: statistics(rows, questions, siteLanguage) }
  }, [kind, site, form, demo, siteLanguage, now, records, programme, perEventAnswers, t])

  const to = editAreaPaths(base)
  const query = search.toString() ? `?${search.toString()}` : ''
  const exportUrl =
    kind === 'rsvp' ? rsvpsExportUrl(siteId, language) : formSubmissionsExportUrl(siteId, language)
  const hintId = useId()
  const formPickId = useId()

  return (
    <>
      {demo && (
        <div className={styles.demo} role="note">
          <InfoIcon />
          <div>
            <p className={styles.demoTitle}>{t('responses.demo.title')}</p>
            <p className={styles.demoText}>
              {site.quickStart ? t('responses.demo.quickStart') : t('responses.demo.text')}{' '}
              {t('responses.demo.noDelete')}
            </p>
          </div>
        </div>
      )}

      <div className={styles.toolbar}>
        <nav className={styles.views} aria-label={t('responses.views.label')}>
          <Link
            className={styles.viewLink}
            to={`${to.responses}${query}`}
            aria-current={view === 'list' ? 'page' : undefined}
          >
            {t('responses.views.list')}
          </Link>
          <Link
            className={styles.viewLink}
            to={`${to.responseQuestions}${query}`}
            aria-current={view === 'questions' ? 'page' : undefined}
          >
            {t('responses.views.questions')}
          </Link>
        </nav>
        {forms.length > 1 && (
          <div className={styles.formPick}>
            <label htmlFor={formPickId}>{t('responses.forms.pick')}</label>
            <select
              id={formPickId}
              className={styles.input}
              value={form?.id ?? ''}
              onChange={(event) =>
                setSearch(
                  (current) => {
                    const params = new URLSearchParams(current)
                    params.set(FORM_PARAM, event.target.value)
                    return params
                  },
                  { replace: true },
                )
              }
            >
              {forms.map((f) => (
                <option key={f.id} value={f.id}>
                  {f.title || t('responses.forms.untitled')}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className={styles.export}>
          {demo ? (
            <>
              <Button variant="secondary" disabled aria-describedby={hintId}>
                <DownloadIcon />
                {t('responses.export.button')}
              </Button>
              <p id={hintId} className={styles.exportHint}>
                {t('responses.export.disabledHint')}
              </p>
            </>
          ) : (
            <a
              className={buttonClassName('secondary')}
              href={exportUrl}
              download
              onClick={() => track('Responses exported', { kind })}
            >
              <DownloadIcon />
              {t('responses.export.button')}
              <span className={styles.fileName}>{kind === 'rsvp' ? 'osa.xlsx' : 'formular.xlsx'}</span>
            </a>
          )}
        </div>
      </div>

      {view === 'list' ? (
        <>
          <StatsCards stats={model.stats} kind={kind} />
          {kind === 'rsvp' && !demo && (
            <EventStats siteId={siteId} records={records} siteLanguage={siteLanguage} />
          )}
          <ResponsesTable
            kind={kind}
            siteId={siteId}
            rows={model.rows}
            questions={model.columns}
            siteLanguage={siteLanguage}
            demo={demo}
          />
        </>
      ) : (
        <QuestionsSummary rows={model.rows} questions={model.columns} siteLanguage={siteLanguage} />
      )}
    </>
  )
}
