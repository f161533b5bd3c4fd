import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { type PrintDefaultsContext, type PrintSite, qrNeedsWarning } from '#domain/prints/defaults.ts'
import { imageAspectOf } from '#domain/prints/layouts.ts'
import type { PrintContentItem } from '#domain/prints/print.ts'
import { serverMessage } from '#web/api/serverMessage.ts'
import {
  AnnounceProvider,
  actionBarStyles as bar,
  Icon,
  newId,
  useAnnounce,
  useFontLinks,
} from '#web/editor/index.ts'
import { useInterfaceLanguage } from '#web/i18n/use-interface-language.ts'
import { cx } from '#web/ui/cx.ts'
import { ErrorBox } from '#web/ui/ErrorBox.tsx'
import { PrintCard } from '../card/PrintCard.tsx'
import { qrImageUrl } from '../card/qr-src.ts'
import { CardFrame } from './CardFrame.tsx'
import { HouseholdCardPreview } from './HouseholdCardPreview.tsx'
import { OrderDialogs, type OrderQuestion } from './OrderDialogs.tsx'
import { type DesignTab, PrintDesignDrawer } from './PrintDesignDrawer.tsx'
import styles from './PrintEditor.module.css'
import { PrintImageTools } from './PrintImageTools.tsx'
import { PrintLeaveGuard } from './PrintLeaveGuard.tsx'
import { type PrintDraft, usePrintDraft } from './print-draft.ts'
import { QrTools } from './QrTools.tsx'

export interface PrintEditorProps {
  site: PrintSite & { siteVersion?: number }
  /** The saved print's id, or null for a new card (spec 002 section 4: id 'new'). */
  printId: string | null
  initial: PrintDraft
  /** The site segment of the site's image calls: its id, or quick-start. */
  siteSegment: string
  /** Where Beställ leads for a saved print; null where nothing can be ordered (quick start). */
  orderPath: ((printId: string) => string) | null
  /**
   * Saves a new card: creates it and answers the new print's page to go to, or null when the save
   * continues elsewhere (quick start first asks for the account and site).
   */
  create: (draft: PrintDraft) => Promise<string | null>
  /** Saves a saved card: PUT /api/prints/{printId}; answers the card as saved. */
  update: ((draft: PrintDraft) => Promise<PrintDraft>) | null
  /** A path the leave guard lets through without asking (the new print's own page after creating it). */
  allowedPath?: string | null
  /** One household of the site's guest list, to preview its card (one card per household). */
  householdPreview?: { name: string; link: string } | null
}

type Mode = 'edit' | 'preview'

export function PrintEditor(props: PrintEditorProps) {
  return (
    <AnnounceProvider>
      <Editor {...props} />
    </AnnounceProvider>
  )
}

function Editor({
  site,
  printId,
  initial,
  siteSegment,
  orderPath,
  create,
  update,
  allowedPath,
  householdPreview,
}: PrintEditorProps) {
  const { t } = useTranslation()
  const language = useInterfaceLanguage()
  const navigate = useNavigate()
  const announce = useAnnounce()
  const { draft, dirty, change, changeItem, markSaved } = usePrintDraft(initial, printId !== null)
  const [mode, setMode] = useState<Mode>('edit')
  const [page, setPage] = useState<1 | 2>(1)
  const [drawer, setDrawer] = useState(false)
  const [tab, setTab] = useState<DesignTab>('layout')
  const [saving, setSaving] = useState(false)
  const [saveError, setSaveError] = useState<{ title: string; detail: string } | null>(null)
  const [question, setQuestion] = useState<OrderQuestion | null>(null)
  const [householdShown, setHouseholdShown] = useState(false)
  const leaving = useRef<string | null>(null)
  const cardRef = useRef<HTMLDivElement>(null)

  useFontLinks([draft.fonts.heading, draft.fonts.text])
  const context = useMemo<PrintDefaultsContext>(() => ({ site, newId: () => newId('printItem') }), [site])
  const qrSrc = useCallback((url: string) => qrImageUrl(url, draft), [draft])

  const save = useCallback(async () => {
    if (saving) return
    setSaving(true)
    setSaveError(null)
    try {
      if (printId && update) {
        markSaved(await update(draft))
        announce(t('prints.editor.savedMessage'))
      } else {
        const next = await create(draft)
        if (next) {
          // The new print's own page loads it saved; the leave guard lets this one navigation through.
          leaving.current = next
          announce(t('prints.editor.created'))
          navigate(next, { replace: true })
        }
      }
    } catch (error) {
      setSaveError({
        title: printId ? t('prints.editor.updateFailed') : t('prints.editor.createFailed'),
        detail: serverMessage(error, language),
      })
    } finally {
      setSaving(false)
    }
  }, [saving, printId, update, create, draft, markSaved, announce, t, language, navigate])

  // Ctrl+S / Cmd+S saves, as in the site editor.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault()
        void save()
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [save])

  const goOrder = () => {
    if (!printId || !orderPath) return
    setQuestion(null)
    leaving.current = orderPath(printId)
    navigate(orderPath(printId))
  }
  const checkQr = () => {
    const warning = qrNeedsWarning(draft.content, site.host)
    if (warning) setQuestion({ kind: 'qr', ...warning })
    else goOrder()
  }
  const order = () => {
    if (dirty) setQuestion({ kind: 'dirty' })
    else checkQr()
  }
  const showQr = () => {
    setQuestion(null)
    setHouseholdShown(false)
    setMode('edit')
    setPage(2)
    requestAnimationFrame(() =>
      cardRef.current?.querySelector<HTMLElement>('[data-qr-tools] button')?.focus(),
    )
  }

  const setItem = (id: string, update: (item: PrintContentItem) => PrintContentItem) => changeItem(id, update)
  const aspect = imageAspectOf(draft.layout)
  const editing = mode === 'edit'
  const side = page === 1 ? t('prints.editor.sides.front') : t('prints.editor.sides.back')

  const modeButton = (value: Mode, icon: 'pencil' | 'eyeOpen', label: string) => (
    <button
      type="button"
      className={cx(bar.mode, mode === value && bar.current)}
      aria-pressed={mode === value}
      onClick={() => setMode(value)}
    >
      <Icon name={icon} />
      <span>{label}</span>
    </button>
  )

  return (
    <div className={styles.screen} data-drawer={drawer || undefined}>
      <div className={bar.bar} role="toolbar" aria-label={t('prints.editor.actions.label')}>
        <div className={bar.group}>
          {modeButton('edit', 'pencil', t('prints.editor.actions.edit'))}
          {modeButton('preview', 'eyeOpen', t('prints.editor.actions.preview'))}
        </div>
        <div className={bar.group}>
          <button type="button" className={bar.action} onClick={() => setDrawer(true)} aria-haspopup="dialog">
            <Icon name="palette" />
            <span>{t('prints.editor.actions.design')}</span>
          </button>
          {orderPath && (
            <button
              type="button"
              // The mode class keeps the label on a phone: ordering is not a secondary action.
              className={bar.mode}
              onClick={order}
              disabled={!printId}
              aria-describedby={printId ? undefined : 'print-order-hint'}
            >
              <Icon name="right" />
              <span>{t('prints.editor.actions.order')}</span>
            </button>
          )}
          <button
            type="button"
            className={cx(bar.save, dirty && bar.dirty)}
            onClick={() => void save()}
            disabled={saving}
            aria-busy={saving || undefined}
            aria-describedby="print-save-state"
          >
            <Icon name="save" />
            <span>{saving ? t('prints.editor.actions.saving') : t('prints.editor.actions.save')}</span>
          </button>
          <span id="print-save-state" className={bar.state} role="status">
            {!printId
              ? t('prints.editor.actions.notSaved')
              : dirty
                ? t('prints.editor.actions.unsaved')
                : t('prints.editor.actions.saved')}
          </span>
        </div>
      </div>

      {saveError && (
        <div className={styles.error}>
          <ErrorBox title={saveError.title} detail={saveError.detail} />
        </div>
      )}

      <div className={styles.stage}>
        {householdPreview && (
          <label className={styles.householdToggle}>
            <input
              type="checkbox"
              checked={householdShown}
              onChange={(event) => setHouseholdShown(event.target.checked)}
            />
            {t('prints.editor.householdPreview.toggle')}
          </label>
        )}
        {!householdShown && (
          <fieldset className={styles.sides}>
            <legend className={styles.visuallyHidden}>{t('prints.editor.sides.label')}</legend>
            {([1, 2] as const).map((value) => (
              <button
                key={value}
                type="button"
                className={cx(styles.side, page === value && styles.sideCurrent)}
                aria-pressed={page === value}
                onClick={() => setPage(value)}
              >
                {value === 1 ? t('prints.editor.sides.front') : t('prints.editor.sides.back')}
              </button>
            ))}
          </fieldset>
        )}

        {householdPreview && householdShown ? (
          <HouseholdCardPreview draft={draft} household={householdPreview} />
        ) : (
          <CardFrame frameRef={cardRef}>
            <PrintCard
              print={draft}
              page={page}
              mode={editing ? 'edit' : 'view'}
              qrSrc={qrSrc}
              label={t('prints.editor.cardLabel', { side })}
              onTextChange={(id, text) =>
                setItem(id, (item) =>
                  item.contentType === 'text' ? { ...item, properties: { text } } : item,
                )
              }
              imageTools={(item) => (
                <PrintImageTools
                  item={item}
                  printId={printId}
                  siteSegment={siteSegment}
                  aspect={aspect}
                  announce={announce}
                  onImage={(image) =>
                    setItem(item.id, (current) =>
                      current.contentType === 'image' ? { ...current, properties: image } : current,
                    )
                  }
                />
              )}
              qrTools={(item) => (
                <div data-qr-tools="">
                  <QrTools
                    item={item}
                    siteHost={site.host}
                    announce={announce}
                    onChange={(properties) =>
                      setItem(item.id, (current) =>
                        current.contentType === 'qr' ? { ...current, properties } : current,
                      )
                    }
                  />
                </div>
              )}
            />
          </CardFrame>
        )}
        {editing && !householdShown && <p className={styles.hint}>{t('prints.editor.editHint')}</p>}
        {printId ? (
          <a className={styles.proof} href={`/api/prints/${encodeURIComponent(printId)}/pdf`} download>
            {t('prints.editor.proof')}
          </a>
        ) : (
          <p id="print-order-hint" className={styles.hint}>
            {t('prints.editor.proofHint')}
          </p>
        )}
      </div>

      <PrintDesignDrawer
        open={drawer}
        onOpenChange={setDrawer}
        tab={tab}
        onTabChange={setTab}
        logo={site.siteVersion === undefined || site.siteVersion === 2}
        draft={draft}
        context={context}
        onChange={change}
        announce={announce}
        qrSrc={qrSrc}
      />
      <OrderDialogs
        question={question}
        onCancel={() => setQuestion(null)}
        onShowQr={showQr}
        onContinue={() => (question?.kind === 'dirty' ? checkQr() : goOrder())}
      />
      <PrintLeaveGuard
        dirty={dirty}
        allow={(pathname) => pathname === leaving.current || (!!allowedPath && pathname === allowedPath)}
      />
    </div>
  )
}
