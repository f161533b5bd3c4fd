import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { lookupText } from '#domain/site/lookup-text.ts'
import { ConfirmDialog, Icon } from '#web/editor/index.ts'
import { cx } from '#web/ui/cx.ts'
import { ModuleImage } from '../ModuleImage.tsx'
import styles from './Popup.module.css'
import { type GiftItem, type Reservation, reservedCount } from './rules.ts'

/** Where the focus goes after the list changed under it: a row's button, or the add button. */
export type ListFocus = { itemId: string; action: 'edit' | 'up' | 'down' } | { itemId: null; action: 'add' }

interface Props {
  items: readonly GiftItem[]
  language: string
  reservations: readonly Reservation[] | undefined
  /** Set once to move the focus after a re-render (back from an item, after a move or a removal). */
  focus: ListFocus | null
  onFocused: () => void
  onAdd: () => void
  onEdit: (itemId: string) => void
  onMove: (itemId: string, delta: -1 | 1) => void
  onRemove: (itemId: string) => void
}

/** The Lista tab: the wishes in order, each with edit, move and remove, and the add button. */
export function GiftListTab(props: Props) {
  const { items, language, reservations, focus, onFocused, onAdd, onEdit, onMove, onRemove } = props
  const { t } = useTranslation()
  const listRef = useRef<HTMLDivElement>(null)
  const [removing, setRemoving] = useState<GiftItem | null>(null)
  const retry = useRef<ReturnType<typeof setTimeout>>(undefined)

  const titleOf = (item: GiftItem) => lookupText(item.title, language).trim()
  const nameOf = (item: GiftItem) => titleOf(item) || t('moduleEditor.giftRegistry.untitled')

  useLayoutEffect(() => {
    if (!focus) return
    const root = listRef.current
    const row =
      focus.itemId === null
        ? undefined
        : [...(root?.querySelectorAll<HTMLElement>('[data-item-id]') ?? [])].find(
            (el) => el.dataset.itemId === focus.itemId,
          )
    const enabled = (action: string) =>
      row?.querySelector<HTMLButtonElement>(`[data-action="${action}"]:not(:disabled)`)
    // A move button is disabled at the end of the list it reached; the other one takes the focus.
    const target =
      (focus.action !== 'add' && enabled(focus.action)) ||
      enabled('up') ||
      enabled('down') ||
      enabled('edit') ||
      root?.querySelector<HTMLButtonElement>('[data-action="add"]')
    target?.focus()
    onFocused()
    // A closing confirmation dialog still holds the focus in its trap during this commit; once it
    // is gone the focus is set again. Not cleared when the request is: onFocused clears it at once.
    retry.current = setTimeout(() => {
      if (target?.isConnected && document.activeElement !== target) target.focus()
    })
  }, [focus, onFocused])

  useEffect(() => () => clearTimeout(retry.current), [])

  return (
    <div ref={listRef}>
      {items.length === 0 ? (
        <p className={styles.empty}>{t('moduleEditor.giftRegistry.empty')}</p>
      ) : (
        <ol className={styles.list} aria-label={t('moduleEditor.giftRegistry.listLabel')}>
          {items.map((item, index) => {
            const title = titleOf(item)
            const name = nameOf(item)
            const reserved = reservedCount(reservations, item.id)
            return (
              <li key={item.id} className={styles.row} data-item-id={item.id}>
                {item.image && (
                  <ModuleImage image={item.image} sizes="48px" alt="" className={styles.thumb} part={null} />
                )}
                <div className={styles.summary}>
                  <p className={cx(styles.itemTitle, !title && styles.untitled)}>{name}</p>
                  <ul className={styles.meta}>
                    <li>
                      {item.reservable
                        ? t('moduleEditor.giftRegistry.reservable')
                        : t('moduleEditor.giftRegistry.notReservable')}
                    </li>
                    {/* Guests see no quantity on a gift they cannot reserve, so neither does the list. */}
                    {item.reservable &&
                      (item.quantity === null || item.quantity === undefined ? (
                        <li className={styles.warning}>{t('moduleEditor.giftRegistry.quantityMissing')}</li>
                      ) : (
                        <li>{t('moduleEditor.giftRegistry.quantity', { n: item.quantity })}</li>
                      ))}
                    {reserved > 0 && <li>{t('moduleEditor.giftRegistry.reserved', { n: reserved })}</li>}
                  </ul>
                </div>
                <div className={styles.rowActions}>
                  <button
                    type="button"
                    className={styles.textButton}
                    data-action="edit"
                    aria-label={t('moduleEditor.giftRegistry.editItem', { title: name })}
                    onClick={() => onEdit(item.id)}
                  >
                    {t('moduleEditor.giftRegistry.edit')}
                  </button>
                  <button
                    type="button"
                    className={styles.iconButton}
                    data-action="up"
                    disabled={index === 0}
                    aria-label={t('moduleEditor.giftRegistry.moveUpItem', { title: name })}
                    title={t('moduleEditor.giftRegistry.moveUpItem', { title: name })}
                    onClick={() => onMove(item.id, -1)}
                  >
                    <Icon name="up" />
                  </button>
                  <button
                    type="button"
                    className={styles.iconButton}
                    data-action="down"
                    disabled={index === items.length - 1}
                    aria-label={t('moduleEditor.giftRegistry.moveDownItem', { title: name })}
                    title={t('moduleEditor.giftRegistry.moveDownItem', { title: name })}
                    onClick={() => onMove(item.id, 1)}
                  >
                    <Icon name="down" />
                  </button>
                  <button
                    type="button"
                    className={cx(styles.iconButton, styles.danger)}
                    data-action="remove"
                    aria-label={t('moduleEditor.giftRegistry.removeItem', { title: name })}
                    title={t('moduleEditor.giftRegistry.removeItem', { title: name })}
                    onClick={() => setRemoving(item)}
                  >
                    <Icon name="trash" />
                  </button>
                </div>
              </li>
            )
          })}
        </ol>
      )}
      <button type="button" className={cx(styles.textButton, styles.add)} data-action="add" onClick={onAdd}>
        <Icon name="plus" />
        {t('moduleEditor.giftRegistry.add')}
      </button>
      <ConfirmDialog
        open={removing !== null}
        title={t('moduleEditor.giftRegistry.removeTitle')}
        text={
          removing
            ? t(
                reservedCount(reservations, removing.id) > 0
                  ? 'moduleEditor.giftRegistry.removeTextReserved'
                  : 'moduleEditor.giftRegistry.removeText',
                { title: nameOf(removing) },
              )
            : ''
        }
        confirmLabel={t('moduleEditor.giftRegistry.removeConfirm')}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          setRemoving(null)
          if (removing) onRemove(removing.id)
        }}
      />
    </div>
  )
}
