import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { FormElementLike } from '#domain/forms/conditions.ts'
import { lookupText } from '#domain/site/lookup-text.ts'
import { rsvpsQueryKey } from '#web/api/rsvps-list.ts'
import { errorStatus } from '#web/api/serverMessage.ts'
import { logError } from '#web/app/log.ts'
import { useInterfaceLanguage } from '#web/i18n/use-interface-language.ts'
import { useDeleteFormSubmission } from '#web/responses/api/form-submissions-delete.ts'
import { formSubmissionsQueryKey } from '#web/responses/api/form-submissions-list.ts'
import { useDeleteRsvp } from '#web/responses/api/rsvps-delete.ts'
import { Button } from '#web/ui/Button.tsx'
import { cx } from '#web/ui/cx.ts'
import { AnswerText } from './AnswerText.tsx'
import { DeleteResponseDialog } from './DeleteResponseDialog.tsx'
import type { ResponseKind } from './demo.ts'
import { SortIcon, TrashIcon } from './icons.tsx'
import {
  countOptions,
  DEFAULT_SORT,
  filterRows,
  formatDate,
  isFiltering,
  NO_FILTER,
  nextSort,
  type ResponseFilter,
  type ResponseRow,
  type SortKey,
  type SortState,
  sortRows,
} from './model.ts'
import styles from './Responses.module.css'

interface ResponsesTableProps {
  kind: ResponseKind
  siteId: string
  rows: ResponseRow[]
  questions: FormElementLike[]
  siteLanguage: string
  /** Sample answers: nothing can be deleted. */
  demo: boolean
}

interface Column {
  key: SortKey
  label: string
  question?: FormElementLike
}

const OPTION_SEPARATOR = '\u001f'

/**
 * The responses as a table, one row per guest (or form answer) with the answers as columns and the
 * date: sortable by any column (again reverses), filtered by text and by a chosen option, each row
 * deletable after a confirmation. On a phone each row is a card and a select does the sorting.
 */
export function ResponsesTable({ kind, siteId, rows, questions, siteLanguage, demo }: ResponsesTableProps) {
  const { t } = useTranslation()
  const language = useInterfaceLanguage()
  const queryClient = useQueryClient()
  const [sort, setSort] = useState<SortState>(DEFAULT_SORT)
  const [filter, setFilter] = useState<ResponseFilter>(NO_FILTER)
  const [target, setTarget] = useState<ResponseRow | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const [deletedCount, setDeletedCount] = useState(0)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const headingId = useId()
  const searchId = useId()
  const optionId = useId()
  const sortId = useId()
  const deleteRsvp = useDeleteRsvp(siteId)
  const deleteForm = useDeleteFormSubmission(siteId)
  const deletion = kind === 'rsvp' ? deleteRsvp : deleteForm

  const columns: Column[] = useMemo(
    () => [
      ...questions.map((q) => ({
        key: `q:${q.id}` as SortKey,
        label: lookupText(q.label, siteLanguage) || q.id,
        question: q,
      })),
      { key: 'date' as SortKey, label: t('responses.list.date') },
    ],
    [questions, siteLanguage, t],
  )
  const selects = useMemo(
    () =>
      questions
        .filter((q) => q.formElementType === 'SingleSelect')
        .map((q) => countOptions(q, rows, siteLanguage, questions)),
    [questions, rows, siteLanguage],
  )
  const shown = useMemo(
    () => sortRows(filterRows(rows, filter), sort, language),
    [rows, filter, sort, language],
  )
  const nameColumn = questions[0]?.formElementType === 'ShortText' ? `q:${questions[0].id}` : null
  const sortedColumn = columns.find((c) => c.key === sort.key) ?? columns[columns.length - 1]

  // After a deletion the row and its button are gone: focus goes to the list's heading.
  useEffect(() => {
    if (deletedCount > 0) headingRef.current?.focus()
  }, [deletedCount])

  function confirmDelete() {
    if (!target || deletion.isPending) return
    const { id, name } = target
    deletion.mutate(id, {
      onSuccess: () => {
        setTarget(null)
        setAnnouncement(name ? t('responses.delete.doneNamed', { name }) : t('responses.delete.done'))
        setDeletedCount((n) => n + 1)
      },
      onError: (error) => {
        const status = errorStatus(error)
        // Already gone (deleted in another tab): the list is fetched again to show it.
        if (status === 404) {
          void queryClient.invalidateQueries({
            queryKey: kind === 'rsvp' ? rsvpsQueryKey(siteId) : formSubmissionsQueryKey(siteId),
          })
        }
        if (status !== 403 && status !== 404) {
          void logError(error, kind === 'rsvp' ? 'DELETE /api/rsvps/v4' : 'DELETE /api/form-submissions')
        }
      },
    })
  }

  const sortLabel = (key: SortKey, direction: 'ascending' | 'descending') => {
    if (key === 'date') {
      return direction === 'ascending'
        ? t('responses.list.dateAscending')
        : t('responses.list.dateDescending')
    }
    const column = columns.find((c) => c.key === key)?.label ?? ''
    return direction === 'ascending'
      ? t('responses.list.sortAscending', { column })
      : t('responses.list.sortDescending', { column })
  }

  const optionValue = filter.option
    ? `${filter.option.questionId}${OPTION_SEPARATOR}${filter.option.optionId}`
    : ''
  const total = rows.length
  const heading = kind === 'rsvp' ? t('responses.list.headingRsvp') : t('responses.list.headingForm')

  return (
    <section className={styles.listSection} aria-labelledby={headingId}>
      <div className={styles.listHead}>
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.listHeading}>
          {heading} <span className={styles.headingCount}>{total}</span>
        </h2>
      </div>

      <div className={styles.filters}>
        <div className={styles.filter}>
          <label htmlFor={searchId}>{t('responses.list.search')}</label>
          <input
            id={searchId}
            type="search"
            className={styles.input}
            value={filter.text}
            autoComplete="off"
            onChange={(event) => setFilter((f) => ({ ...f, text: event.target.value }))}
          />
        </div>
        {selects.length > 0 && (
          <div className={styles.filter}>
            <label htmlFor={optionId}>{t('responses.list.onlyAnswer')}</label>
            <select
              id={optionId}
              className={styles.input}
              value={optionValue}
              onChange={(event) => {
                const [questionId, option] = event.target.value.split(OPTION_SEPARATOR)
                setFilter((f) => ({
                  ...f,
                  option: questionId && option ? { questionId, optionId: option } : null,
                }))
              }}
            >
              <option value="">{t('responses.list.allAnswers')}</option>
              {selects.map((counts) => (
                <optgroup key={counts.question.id} label={counts.label}>
                  {counts.options.map((o) => (
                    <option key={o.optionId} value={`${counts.question.id}${OPTION_SEPARATOR}${o.optionId}`}>
                      {t('responses.list.optionCount', { option: o.text, count: o.count })}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </div>
        )}
        <div className={cx(styles.filter, styles.mobileSort)}>
          <label htmlFor={sortId}>{t('responses.list.sortBy')}</label>
          <select
            id={sortId}
            className={styles.input}
            value={`${sort.key}|${sort.direction}`}
            onChange={(event) => {
              const at = event.target.value.lastIndexOf('|')
              setSort({
                key: event.target.value.slice(0, at) as SortKey,
                direction: event.target.value.slice(at + 1) === 'ascending' ? 'ascending' : 'descending',
              })
            }}
          >
            {columns.flatMap((c) =>
              (['ascending', 'descending'] as const).map((direction) => (
                <option key={`${c.key}|${direction}`} value={`${c.key}|${direction}`}>
                  {sortLabel(c.key, direction)}
                </option>
              )),
            )}
          </select>
        </div>
      </div>

      <div className={styles.resultLine}>
        <p className={styles.resultCount} role="status">
          {isFiltering(filter)
            ? kind === 'rsvp'
              ? t('responses.list.showingGuests', { shown: shown.length, count: total })
              : t('responses.list.showingAnswers', { shown: shown.length, count: total })
            : ''}
        </p>
        {isFiltering(filter) && (
          <Button variant="secondary" className={styles.small} onClick={() => setFilter(NO_FILTER)}>
            {t('responses.list.clearFilters')}
          </Button>
        )}
      </div>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>

      {shown.length === 0 ? (
        <p className={styles.empty}>
          {isFiltering(filter) ? t('responses.list.noMatch') : t('responses.forms.noneForThis')}
        </p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">
              {heading}.{' '}
              {t('responses.list.caption', {
                column: sortedColumn?.label ?? '',
                direction:
                  sort.direction === 'ascending'
                    ? t('responses.list.ascending')
                    : t('responses.list.descending'),
              })}
            </caption>
            <thead>
              <tr>
                {columns.map((column) => {
                  const active = sort.key === column.key
                  return (
                    <th
                      key={column.key}
                      scope="col"
                      aria-sort={active ? sort.direction : undefined}
                      className={cx(column.key === 'date' && styles.dateColumn)}
                    >
                      <button
                        type="button"
                        className={cx(styles.sortButton, active && styles.sorted)}
                        onClick={() => setSort((current) => nextSort(current, column.key))}
                      >
                        {column.label}
                        <SortIcon direction={active ? sort.direction : null} />
                      </button>
                    </th>
                  )
                })}
                <th scope="col" className={styles.actionsColumn}>
                  <span className="visually-hidden">{t('responses.list.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((row) => (
                <tr key={row.id}>
                  {columns.map((column) => {
                    if (column.key === 'date') {
                      return (
                        <td key="date" className={styles.dateCell} data-label={column.label}>
                          <span>
                            <time dateTime={row.createdAt}>{formatDate(row.createdAt)}</time>
                            {row.changedAt && (
                              <span className={styles.group}>
                                {t('responses.list.changed')}{' '}
                                <time dateTime={row.changedAt}>{formatDate(row.changedAt)}</time>
                              </span>
                            )}
                            {row.group !== null && (
                              <span className={styles.group}>
                                {t('responses.list.group', { group: row.group })}
                              </span>
                            )}
                            {row.household && (
                              <span className={styles.group}>
                                {t('guestList.householdOf', { name: row.household })}
                              </span>
                            )}
                          </span>
                        </td>
                      )
                    }
                    const answer = row.answers[column.question?.id ?? '']
                    const content = answer?.text ? (
                      <AnswerText text={answer.text} yesNo={answer.yesNo} />
                    ) : (
                      <span className={styles.noAnswer}>
                        <span aria-hidden="true">–</span>
                        <span className="visually-hidden">{t('responses.list.noAnswer')}</span>
                      </span>
                    )
                    if (column.key === nameColumn) {
                      return (
                        <th
                          key={column.key}
                          scope="row"
                          className={styles.nameCell}
                          data-label={column.label}
                        >
                          {content}
                        </th>
                      )
                    }
                    return (
                      <td
                        key={column.key}
                        data-label={column.label}
                        className={cx(!answer?.text && styles.emptyCell)}
                      >
                        {content}
                      </td>
                    )
                  })}
                  <td className={styles.actionsCell}>
                    <button
                      type="button"
                      className={styles.deleteButton}
                      disabled={demo}
                      title={demo ? t('responses.demo.noDelete') : undefined}
                      aria-label={
                        row.name
                          ? t('responses.list.deleteNamed', { name: row.name })
                          : t('responses.list.deleteUnnamed')
                      }
                      onClick={() => {
                        deletion.reset()
                        setTarget(row)
                      }}
                    >
                      <TrashIcon />
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <DeleteResponseDialog
        target={target}
        kind={kind}
        busy={deletion.isPending}
        error={deletion.error}
        onConfirm={confirmDelete}
        onCancel={() => setTarget(null)}
      />
    </section>
  )
}
