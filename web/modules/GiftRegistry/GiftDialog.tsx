import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { lookupText } from '#domain/site/lookup-text.ts'
import { cancelGiftReservation } from '#web/api/gift-registry-cancel.ts'
import { listGiftReservations } from '#web/api/gift-registry-list.ts'
import { type GiftReservation, reserveGift } from '#web/api/gift-registry-reserve.ts'
import { errorStatus } from '#web/api/serverMessage.ts'
import { inviteCodeField, useInvitation } from '#web/guests/index.ts'
import { fillText, PART } from '#web/site/index.ts'
import dialogStyles from '../guest-forms/Dialog.module.css'
import { Dialog } from '../guest-forms/Dialog.tsx'
import { failureDetail } from '../guest-forms/failure.ts'
import formStyles from '../guest-forms/GuestForm.module.css'
import { guestLanguage } from '../guest-forms/language.ts'
import { FailureAlert } from '../guest-forms/parts.tsx'
import { guestTexts, ownerText } from '../guest-forms/texts.ts'
import { moduleText } from '../module-texts.ts'
import shared from '../shared.module.css'
import type { GiftDialogRequest } from './actions.tsx'
import { type GiftField, giftFieldWiring, parseQuantity, quantityInput, quantityRule } from './form-rules.ts'
import styles from './GiftDialog.module.css'
import { GiverNameField } from './GiverNameField.tsx'

interface Props {
  request: GiftDialogRequest
  siteId: string
  language: string
  container: HTMLElement
  onClose: () => void
  onOpen: () => void
  /** The call went through: the site's new reservation list and what to announce. */
  onDone: (list: GiftReservation[], message: string) => void
  /** The site's reservations as they are now, after a refusal; the dialog stays open. */
  onRefresh: (list: GiftReservation[]) => void
}

// Kept here too: the dialog's tests and callers read them from the dialog.
export { parseQuantity, quantityRule }

/**
 * Reserve or cancel a gift (spec 001 sections 4 and 5): the guest picks a password when
 * reserving and needs it to cancel; the quantity is asked for unless there is one of one. On
 * success the server's reservation list replaces the page's; on failure the dialog stays open
 * with what was entered and says why.
 */
export function GiftDialog({
  request,
  siteId,
  language,
  container,
  onClose,
  onOpen,
  onDone,
  onRefresh,
}: Props) {
  const { kind, module, item, trigger } = request
  const lang = guestLanguage(language)
  const t = guestTexts[lang]
  const reserve = kind === 'reserve'
  const { max, hidden } = quantityRule(request)
  const [quantity, setQuantity] = useState('1')
  const [password, setPassword] = useState('')
  const [name, setName] = useState('')
  // A household's own page reserves for the household; anyone else may say who they are.
  const { invitation, settled } = useInvitation(siteId, reserve)
  const asksName = reserve && settled && !invitation
  const [errors, setErrors] = useState<Partial<Record<GiftField, string>>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  const sendingRef = useRef(false)
  const firstField = useRef<HTMLInputElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const id = useId()
  const card = useRef(trigger.closest('li'))

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opening
  useEffect(onOpen, [])

  const itemTitle = lookupText(item.title, language).trim()
  const action = reserve
    ? moduleText(module.reserveButton, 'reserveButton', language, lang)
    : moduleText(module.cancelReservationButton, 'cancelReservationButton', language, lang)
  const quantityLabel = reserve
    ? ownerText(module.labelReserveQuantity, language, t.labelReserveQuantity)
    : ownerText(module.labelCancelReservationQuantity, language, t.labelCancelReservationQuantity)
  const passwordLabel = reserve
    ? ownerText(module.labelReservePassword, language, t.labelReservePassword)
    : ownerText(module.labelCancelReservationPassword, language, t.labelCancelReservationPassword)
  const hint = fillText(reserve ? t.leftToReserve : t.reservedSoFar, { n: String(max) })

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    if (sendingRef.current) return
    const amount = hidden ? 1 : parseQuantity(quantity)
    const found: typeof errors = {}
    if (amount === null || amount < 1 || amount > max) {
      found.quantity = fillText(t.quantityRange, { max: String(max) })
    }
    if (password === '') found.password = t.requiredPassword
    setFailure(null)
    if (found.quantity || found.password) {
      flushSync(() => setErrors(found))
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
      return
    }
    setErrors({})
    sendingRef.current = true
    setSending(true)
    try {
      const ids = { siteId, moduleId: module.id, itemId: item.id }
      const body = { quantity: amount ?? 1, password }
      const answer = reserve
        ? await reserveGift(ids, {
            ...body,
            ...(invitation ? inviteCodeField(siteId) : {}),
            ...(asksName && name.trim() ? { name: name.trim() } : {}),
          })
        : await cancelGiftReservation(ids, body)
      onDone(
        answer.giftRegistryReservations,
        fillText(reserve ? t.reservedDone : t.cancelledDone, { title: itemTitle || action }),
      )
    } catch (error) {
      setFailure(failureDetail(error, lang, t))
      // Someone else was first: the cards behind the dialog show how things really are now.
      if (errorStatus(error) === 409) {
        listGiftReservations(siteId)
          .then((answer) => onRefresh(answer.giftRegistryReservations))
          .catch(() => {})
      }
    } finally {
      sendingRef.current = false
      setSending(false)
    }
  }

  const field = (name: GiftField) => giftFieldWiring(id, name, errors)
  const errorText = (name: GiftField) =>
    errors[name] && (
      <p id={`${id}-${name}-error`} role="alert" className={formStyles.error}>
        <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <circle cx="8" cy="8" r="7" />
          <path d="M8 4.5v4M8 11v.5" />
        </svg>
        {errors[name]}
      </p>
    )

  return (
    <Dialog
      title={
        <>
          <span className={styles.action}>{action}</span>
          {itemTitle && (
            <>
              {' '}
              <span className={styles.item}>{itemTitle}</span>
            </>
          )}
        </>
      }
      closeLabel={t.close}
      onClose={onClose}
      initialFocus={firstField}
      fallbackFocus={() => (card.current?.isConnected ? card.current.querySelector('button') : null)}
      container={container}
    >
      <form ref={formRef} className={styles.form} noValidate aria-busy={sending} onSubmit={onSubmit}>
        {!hidden && (
          <div className={formStyles.field}>
            <label htmlFor={`${id}-quantity`} className={formStyles.label}>
              {quantityLabel}
            </label>
            <p id={`${id}-hint`} className={styles.hint}>
              {hint}
            </p>
            <input
              ref={firstField}
              {...field('quantity')}
              className={`${formStyles.input} ${styles.quantity}`}
              {...quantityInput(max)}
              value={quantity}
              onChange={(e) => {
                setQuantity(e.target.value)
                setErrors(({ quantity: _fixed, ...rest }) => rest)
              }}
            />
            {errorText('quantity')}
          </div>
        )}
        <div className={formStyles.field}>
          <label htmlFor={`${id}-password`} className={formStyles.label}>
            {passwordLabel}
          </label>
          <input
            ref={hidden ? firstField : undefined}
            {...field('password')}
            className={formStyles.input}
            type="password"
            autoComplete={reserve ? 'new-password' : 'current-password'}
            required
            value={password}
            onChange={(e) => {
              setPassword(e.target.value)
              setErrors(({ password: _fixed, ...rest }) => rest)
            }}
          />
          {errorText('password')}
        </div>
        {asksName && (
          <GiverNameField
            formId={id}
            t={t}
            hintClassName={styles.hint}
            input={{ value: name, onChange: (e) => setName(e.target.value) }}
          />
        )}
        {failure !== null && (
          <FailureAlert title={reserve ? t.reserveFailed : t.cancelReservationFailed} detail={failure} />
        )}
        <div className={`${dialogStyles.actions} ${styles.buttons}`}>
          <button
            type="button"
            className={shared.buttonSecondary}
            data-part={PART.buttonSecondary}
            onClick={onClose}
          >
            {t.cancel}
          </button>
          <button type="submit" className={shared.button} data-part={PART.button}>
            {sending && <span className={styles.spinner} aria-hidden="true" />}
            {action}
          </button>
        </div>
        {sending && (
          <p className={shared.visuallyHidden} role="status">
            {t.sending}
          </p>
        )}
      </form>
    </Dialog>
  )
}
