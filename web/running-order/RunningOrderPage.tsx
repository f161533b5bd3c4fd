import { type DragEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import {
  blockTimings,
  type RunningOrder,
  type RunningOrderBlock,
  type SignUp,
  slotStart,
} from '#domain/running-order/running-order.ts'
import { serverMessage } from '#web/api/serverMessage.ts'
import { useDocumentTitle } from '#web/app/use-document-title.ts'
import { useReportedError } from '#web/app/use-reported-error.ts'
import { useInterfaceLanguage } from '#web/i18n/use-interface-language.ts'
import { Button, buttonClassName } from '#web/ui/Button.tsx'
import { ErrorBox } from '#web/ui/ErrorBox.tsx'
import { PageSpinner } from '#web/ui/Spinner.tsx'
import {
  runningOrderPath,
  useMailSpeakers,
  useRunningOrder,
  useSaveRunningOrder,
} from './api/running-order.ts'
import { moveSignUp, stepSignUp, type Target } from './moves.ts'
import styles from './RunningOrder.module.css'

const DRAG_TYPE = 'application/x-sign-up'

/**
 * /redigera/{siteId}/talarlista (issue 33): the toastmaster's running order. Every sign-up is a
 * card, dragged into the evening's blocks, or moved with its buttons and block menu from the
 * keyboard; each block shows its start, its sum of lengths and a warning when it runs into the
 * next. Every change is saved at once; the order prints as an A4 PDF and mails each speaker.
 */
export function RunningOrderPage() {
  const { t } = useTranslation()
  const language = useInterfaceLanguage()
  const { siteId = '' } = useParams()
  useDocumentTitle(t('runningOrder.title'))
  const data = useRunningOrder(siteId)
  useReportedError(data.error, `GET /api/sites/${siteId}/running-order`)
  const save = useSaveRunningOrder(siteId)
  const mail = useMailSpeakers(siteId)
  const [announcement, setAnnouncement] = useState('')
  const [dropTarget, setDropTarget] = useState<string | null>(null)

  if (data.isPending) return <PageSpinner label={t('runningOrder.loading')} />
  if (data.isError)
    return <ErrorBox title={t('runningOrder.loadFailed')} detail={serverMessage(data.error, language)} />

  const { order, signUps, forms, mailed, guestNames } = data.data
  const byId = new Map(signUps.map((s) => [s.id, s]))
  const minutesOf = (id: string) => byId.get(id)?.minutes ?? 0
  const timings = blockTimings(order.blocks, minutesOf)
  const placed = new Set(order.blocks.flatMap((b) => b.items.map((i) => i.signUpId)))
  const unplaced = signUps.filter((s) => !placed.has(s.id))
  const mailedSet = new Set(mailed)
  const blockTitle = (blockId: string | null) =>
    blockId === null ? t('runningOrder.unplaced') : (order.blocks.find((b) => b.id === blockId)?.title ?? '')

  const change = (next: RunningOrder) => save.mutate(next)
  const move = (signUp: SignUp, target: Target) => {
    change(moveSignUp(order, signUp.id, target))
    setAnnouncement(t('runningOrder.moved', { name: signUp.name, block: blockTitle(target.blockId) }))
  }
  const step = (signUp: SignUp, by: -1 | 1) => {
    const next = stepSignUp(order, signUp.id, by)
    change(next)
    const block = next.blocks.find((b) => b.items.some((i) => i.signUpId === signUp.id))
    const position = (block?.items.findIndex((i) => i.signUpId === signUp.id) ?? 0) + 1
    setAnnouncement(t('runningOrder.stepped', { name: signUp.name, block: block?.title ?? '', position }))
  }
  const editBlock = (blockId: string, patch: Partial<RunningOrderBlock>) =>
    change({ ...order, blocks: order.blocks.map((b) => (b.id === blockId ? { ...b, ...patch } : b)) })
  const setNote = (blockId: string, signUpId: string, note: string) =>
    change({
      ...order,
      blocks: order.blocks.map((b) =>
        b.id === blockId
          ? { ...b, items: b.items.map((i) => (i.signUpId === signUpId ? { ...i, note } : i)) }
          : b,
      ),
    })
  // A new block has no time of its own: it follows the block before it until one is given.
  const addBlock = () =>
    change({
      ...order,
      blocks: [
        ...order.blocks,
        { id: `b${Date.now().toString(36)}`, title: t('runningOrder.newBlock'), start: '', items: [] },
      ],
    })

  const dropProps = (blockId: string | null, index?: number) => ({
    onDragOver: (event: DragEvent) => {
      if (!event.dataTransfer.types.includes(DRAG_TYPE)) return
      event.preventDefault()
      event.stopPropagation()
      setDropTarget(blockId ?? 'unplaced')
    },
    onDragLeave: () => setDropTarget(null),
    onDrop: (event: DragEvent) => {
      const id = event.dataTransfer.getData(DRAG_TYPE)
      const signUp = byId.get(id)
      event.preventDefault()
      event.stopPropagation()
      setDropTarget(null)
      if (signUp) move(signUp, { blockId, index })
    },
  })

  const card = (signUp: SignUp, where: { block: RunningOrderBlock; index: number; note: string } | null) => (
    <li
      key={signUp.id}
      className={styles.card}
      draggable
      data-sign-up={signUp.name}
      onDragStart={(event) => {
        event.dataTransfer.setData(DRAG_TYPE, signUp.id)
        event.dataTransfer.effectAllowed = 'move'
      }}
      {...(where ? dropProps(where.block.id, where.index) : {})}
    >
      <div className={styles.cardHead}>
        {where && (
          <span className={styles.time}>
            {slotStart(
              where.block,
              where.index,
              minutesOf,
              timings[order.blocks.indexOf(where.block)]?.start,
            )}
          </span>
        )}
        <h3 className={styles.name}>{signUp.name || t('runningOrder.noName')}</h3>
        <span className={styles.minutes}>{t('runningOrder.minutes', { count: signUp.minutes })}</span>
      </div>
      {signUp.what && <p className={styles.what}>{signUp.what}</p>}
      {(signUp.needs.length > 0 || mailedSet.has(signUp.id)) && (
        <p className={styles.tags}>
          {signUp.needs.map((need) => (
            <span key={need} className={styles.tag}>
              {t(`runningOrder.needs.${need}`)}
            </span>
          ))}
          {mailedSet.has(signUp.id) && <span className={styles.tag}>{t('runningOrder.mailed')}</span>}
        </p>
      )}
      {where && (
        <label className={styles.note}>
          <span className={styles.noteLabel}>{t('runningOrder.note')}</span>
          <input
            className={styles.input}
            defaultValue={where.note}
            maxLength={500}
            onBlur={(e) =>
              e.target.value !== where.note && setNote(where.block.id, signUp.id, e.target.value)
            }
          />
        </label>
      )}
      <div className={styles.cardTools}>
        <label className={styles.inline}>
          <span className={styles.visuallyHidden}>{t('runningOrder.moveTo', { name: signUp.name })}</span>
          <select
            className={styles.select}
            value={where?.block.id ?? ''}
            onChange={(e) => move(signUp, { blockId: e.target.value || null })}
          >
            <option value="">{t('runningOrder.unplaced')}</option>
            {order.blocks.map((b) => (
              <option key={b.id} value={b.id}>
                {b.title}
              </option>
            ))}
          </select>
        </label>
        {where && (
          <>
            <Button
              variant="secondary"
              onClick={() => step(signUp, -1)}
              aria-label={t('runningOrder.up', { name: signUp.name })}
            >
              ↑
            </Button>
            <Button
              variant="secondary"
              onClick={() => step(signUp, 1)}
              aria-label={t('runningOrder.down', { name: signUp.name })}
            >
              ↓
            </Button>
          </>
        )}
      </div>
    </li>
  )

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.heading}>{t('runningOrder.title')}</h1>
        <div className={styles.actions}>
          <a className={buttonClassName('secondary')} href={`${runningOrderPath(siteId)}/pdf`} download>
            {t('runningOrder.print')}
          </a>
          <Button
            busy={mail.isPending}
            onClick={() =>
              mail.mutate(undefined, {
                onSuccess: ({ queued }) => setAnnouncement(t('runningOrder.mailQueued', { count: queued })),
              })
            }
          >
            {t('runningOrder.mailSpeakers')}
          </Button>
        </div>
      </header>
      <p className={styles.intro}>{t('runningOrder.intro')}</p>
      {forms.length > 1 && (
        <label className={styles.formPicker}>
          <span className={styles.noteLabel}>{t('runningOrder.form')}</span>
          <select
            className={styles.select}
            value={order.formId ?? ''}
            onChange={(e) => change({ formId: e.target.value, blocks: order.blocks })}
          >
            {forms.map((f) => (
              <option key={f.id} value={f.id}>
                {f.title}
              </option>
            ))}
          </select>
        </label>
      )}
      {forms.length === 0 && <p className={styles.warning}>{t('runningOrder.noForm')}</p>}
      <p className={styles.visuallyHidden} role="status">
        {announcement}
      </p>
      {(save.isError || mail.isError) && (
        <p className={styles.error} role="alert">
          {serverMessage(save.error ?? mail.error, language)}
        </p>
      )}
      <div className={styles.columns}>
        <section
          className={styles.pool}
          data-drop={dropTarget === 'unplaced' || undefined}
          aria-labelledby="unplaced-heading"
          {...dropProps(null)}
        >
          <h2 id="unplaced-heading" className={styles.subheading}>
            {t('runningOrder.unplaced')} <span className={styles.count}>{unplaced.length}</span>
          </h2>
          {unplaced.length === 0 ? (
            <p className={styles.empty}>
              {signUps.length ? t('runningOrder.allPlaced') : t('runningOrder.noSignUps')}
            </p>
          ) : (
            <ul className={styles.cards}>{unplaced.map((s) => card(s, null))}</ul>
          )}
          {guestNames.length > 0 && (
            <details className={styles.guests}>
              <summary>{t('runningOrder.guests', { count: guestNames.length })}</summary>
              <ul className={styles.guestList}>
                {guestNames.map((name, i) => (
                  // Two guests may share a name.
                  // biome-ignore lint/suspicious/noArrayIndexKey: the list is read-only and never reordered
                  <li key={`${name}-${i}`}>{name}</li>
                ))}
              </ul>
            </details>
          )}
        </section>
        <div className={styles.blocks}>
          {order.blocks.map((block, b) => {
            const timing = timings[b]
            return (
              <section
                key={block.id}
                className={styles.block}
                data-drop={dropTarget === block.id || undefined}
                aria-label={block.title}
                data-block={block.title}
                {...dropProps(block.id)}
              >
                <div className={styles.blockHead}>
                  <label className={styles.blockTitle}>
                    <span className={styles.visuallyHidden}>{t('runningOrder.blockTitle')}</span>
                    <input
                      className={styles.titleInput}
                      defaultValue={block.title}
                      maxLength={80}
                      onBlur={(e) => {
                        const title = e.target.value.trim()
                        if (title && title !== block.title) editBlock(block.id, { title })
                      }}
                    />
                  </label>
                  <label className={styles.inline}>
                    <span className={styles.noteLabel}>{t('runningOrder.start')}</span>
                    <input
                      className={styles.input}
                      type="time"
                      defaultValue={block.start}
                      aria-describedby={block.start ? undefined : `follows-${block.id}`}
                      onBlur={(e) =>
                        e.target.value !== block.start && editBlock(block.id, { start: e.target.value })
                      }
                    />
                  </label>
                  {!block.start && (
                    <span id={`follows-${block.id}`} className={styles.follows}>
                      {b === 0
                        ? t('runningOrder.startsAt', { time: timing?.start ?? '' })
                        : t('runningOrder.follows', { time: timing?.start ?? '' })}
                    </span>
                  )}
                  {block.items.length === 0 && order.blocks.length > 1 && (
                    <Button
                      variant="secondary"
                      onClick={() =>
                        change({ ...order, blocks: order.blocks.filter((x) => x.id !== block.id) })
                      }
                    >
                      {t('runningOrder.removeBlock')}
                    </Button>
                  )}
                </div>
                <p className={styles.sum}>
                  {t('runningOrder.sum', { count: timing?.minutes ?? 0, end: timing?.end ?? '' })}
                </p>
                {timing && timing.overrun > 0 && (
                  <p className={styles.warning}>
                    {t('runningOrder.overrun', {
                      count: timing.overrun,
                      next: order.blocks[b + 1]?.title ?? '',
                    })}
                  </p>
                )}
                {block.items.length === 0 ? (
                  <p className={styles.empty}>{t('runningOrder.dropHere')}</p>
                ) : (
                  <ol className={styles.cards}>
                    {block.items.map((item, index) => {
                      const signUp = byId.get(item.signUpId)
                      return signUp ? card(signUp, { block, index, note: item.note }) : null
                    })}
                  </ol>
                )}
              </section>
            )
          })}
          <div>
            <Button variant="secondary" onClick={addBlock} disabled={order.blocks.length >= 12}>
              {t('runningOrder.addBlock')}
            </Button>
          </div>
        </div>
      </div>
    </div>
  )
}
