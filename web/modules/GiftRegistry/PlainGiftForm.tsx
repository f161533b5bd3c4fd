import { useId } from 'react'
import { lookupText } from '#domain/site/lookup-text.ts'
import { InvitationField } from '#web/guests/index.ts'
import type { OpenGuestForm } from '#web/site/index.ts'
import { fillText, PART, useOptionalSite } from '#web/site/index.ts'
import formStyles from '../guest-forms/GuestForm.module.css'
import { guestLanguage } from '../guest-forms/language.ts'
import { FailureAlert, Honeypot } from '../guest-forms/parts.tsx'
import { guestTexts, ownerText } from '../guest-forms/texts.ts'
import { moduleText } from '../module-texts.ts'
import shared from '../shared.module.css'
import type { GiftActionRequest } from './actions.tsx'
import { type GiftField, giftFieldWiring, quantityInput, quantityRule } from './form-rules.ts'
import { GiverNameField } from './GiverNameField.tsx'
import { GIFT_ANSWER, GIFT_FIELDS } from './plain-fields.ts'
import { plainGiftTexts } from './plain-texts.ts'
import styles from './View.module.css'

export interface PlainGiftFormProps {
  module: GiftActionRequest['module']
  item: GiftActionRequest['item']
  state: GiftActionRequest['state']
  /** The form the server rendered open at this item. */
  open: OpenGuestForm & { gift: NonNullable<OpenGuestForm['gift']> }
  language: string
  /** The module's anchor: the answer to the post lands there. */
  anchor: string
}

/**
 * A card's reserve or cancel form as the server renders it (issue 21): it posts form-encoded to
 * the page, so it works before and without the script, with the same fields the dialog sends,
 * the key the server put in it, and the server's reason when it refused the last post.
 */
export function PlainGiftForm({ module, item, state, open, language, anchor }: PlainGiftFormProps) {
  const { action, quantity } = open.gift
  const lang = guestLanguage(language)
  const t = guestTexts[lang]
  const id = useId()
  const household = useOptionalSite()?.invitation?.household
  const reserve = action === 'reserve'
  const possible = reserve ? state.canReserve : state.canCancel
  const { max, hidden } = quantityRule({ kind: action, state })
  const errors = open.failure?.fields ?? {}
  const label = reserve
    ? moduleText(module.reserveButton, 'reserveButton', language, lang)
    : moduleText(module.cancelReservationButton, 'cancelReservationButton', language, lang)
  const itemTitle = lookupText(item.title, language).trim()
  // A household's own page reserves for the household (its code goes with the form); others may say who they are.
  const asksName = reserve && !household

  const field = (name: GiftField) => {
    const { id: fieldId, ...wiring } = giftFieldWiring(id, name, errors)
    return { id: fieldId, name: GIFT_FIELDS[name], className: formStyles.input, ...wiring }
  }
  const errorText = (name: GiftField) =>
    errors[name] && (
      <p id={`${id}-${name}-error`} className={formStyles.error}>
        {errors[name]}
      </p>
    )
  const back = (
    <a className={shared.buttonSecondary} data-part={PART.buttonSecondary} href={`/${language}#${anchor}`}>
      {plainGiftTexts[lang].back}
    </a>
  )

  return (
    <div className={styles.plain}>
      {open.failure && <FailureAlert title={open.failure.title} detail={open.failure.detail} />}
      {possible ? (
        <form
          method="post"
          action={`#${anchor}`}
          noValidate
          className={`${formStyles.form} ${styles.plainForm}`}
          aria-label={itemTitle ? `${label} ${itemTitle}` : label}
        >
          <input type="hidden" name={GIFT_FIELDS.answer} value={GIFT_ANSWER[action]} />
          <input type="hidden" name={GIFT_FIELDS.moduleId} value={module.id} />
          <input type="hidden" name={GIFT_FIELDS.itemId} value={item.id} />
          <input type="hidden" name={GIFT_FIELDS.postKey} value={open.postKey} />
          <InvitationField />
          {!hidden && (
            <div className={formStyles.field}>
              <label htmlFor={`${id}-quantity`} className={formStyles.label}>
                {reserve
                  ? ownerText(module.labelReserveQuantity, language, t.labelReserveQuantity)
                  : ownerText(
                      module.labelCancelReservationQuantity,
                      language,
                      t.labelCancelReservationQuantity,
                    )}
              </label>
              <p id={`${id}-hint`} className={styles.hint}>
                {fillText(reserve ? t.leftToReserve : t.reservedSoFar, { n: String(max) })}
              </p>
              <input {...field('quantity')} {...quantityInput(max)} defaultValue={quantity ?? '1'} />
              {errorText('quantity')}
            </div>
          )}
          <div className={formStyles.field}>
            <label htmlFor={`${id}-password`} className={formStyles.label}>
              {reserve
                ? ownerText(module.labelReservePassword, language, t.labelReservePassword)
                : ownerText(
                    module.labelCancelReservationPassword,
                    language,
                    t.labelCancelReservationPassword,
                  )}
            </label>
            <input
              {...field('password')}
              type="password"
              autoComplete={reserve ? 'new-password' : 'current-password'}
              required
              defaultValue=""
            />
            {errorText('password')}
          </div>
          {asksName && (
            <GiverNameField
              formId={id}
              t={t}
              hintClassName={styles.hint}
              input={{ name: GIFT_FIELDS.name, defaultValue: open.gift.name ?? '' }}
            />
          )}
          <Honeypot label={t.honeypotLabel} />
          <div className={styles.plainButtons}>
            <button type="submit" className={shared.button} data-part={PART.button}>
              {label}
            </button>
            {back}
          </div>
        </form>
      ) : (
        <div className={styles.plainButtons}>{back}</div>
      )}
    </div>
  )
}
