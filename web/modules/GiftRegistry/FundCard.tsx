import { useId, useState } from 'react'
import type { GiftFundTotal } from '#domain/forms/submissions.ts'
import {
  fundMessage,
  type GiftFund,
  kronorShown,
  mobilePayNumberShown,
  swishLink,
  swishNumberShown,
} from '#domain/modules/gift-registry-fund.ts'
import { lookupText } from '#domain/site/lookup-text.ts'
import { InvitationField } from '#web/guests/index.ts'
import type { OpenGuestForm } from '#web/site/index.ts'
import { fillText, PART } from '#web/site/index.ts'
import formStyles from '../guest-forms/GuestForm.module.css'
import { guestLanguage } from '../guest-forms/language.ts'
import { FailureAlert, Honeypot } from '../guest-forms/parts.tsx'
import { guestTexts } from '../guest-forms/texts.ts'
import { ModuleImage, SIZES } from '../ModuleImage.tsx'
import shared from '../shared.module.css'
import fundStyles from './Fund.module.css'
import { type FundTexts, fundTexts } from './fund-texts.ts'
import { FUND_QUERY } from './plain.ts'
import { GIFT_FIELDS, PLEDGE_ANSWER, PLEDGE_FIELDS } from './plain-fields.ts'
import type { GiftItem } from './rules.ts'
import styles from './View.module.css'

export interface FundCardProps {
  moduleId: string
  item: GiftItem & { fund: GiftFund }
  siteId: string | undefined
  language: string
  total: GiftFundTotal | undefined
  /** The pledge form, when the server rendered it open at this fund. */
  open: OpenGuestForm | undefined
  anchor: string
  /** The owner's preview: nothing is paid or posted from it. */
  preview: boolean
}

/**
 * A fund of the gift registry (issue 35), rendered on the server: how much is pledged, the
 * couple's Swish as prefilled links (a phone) and a QR code (a computer), or their MobilePay number
 * to copy, and the way to tell the couple what one gave. Loaded apart from the page's first script.
 */
export function FundCard({ moduleId, item, siteId, language, total, open, anchor, preview }: FundCardProps) {
  const lang = guestLanguage(language)
  const t = fundTexts[lang]
  const { fund } = item
  const title = lookupText(item.title, language).trim()
  const description = lookupText(item.description, language).trim()
  const hasNumber = fund.number.trim() !== ''
  const message = fundMessage(fund, title)
  const money = (kr: number) => kronorShown(kr * 100, lang)

  return (
    <li className={`${styles.item} ${fundStyles.fund}`} data-part={PART.listItem} data-fund="">
      {item.image ? (
        <ModuleImage
          image={item.image}
          sizes={SIZES.list}
          alt={title}
          className={`${styles.image} ${fundStyles.picture}`}
        />
      ) : null}
      <div className={styles.body}>
        {title && (
          <h3 className={styles.itemTitle} data-part={PART.listItemTitle}>
            {title}
          </h3>
        )}
        {description && (
          <p className={`${styles.description} ${fundStyles.description}`} data-part={PART.listItemText}>
            {description}
          </p>
        )}
        <Progress fund={fund} total={total} t={t} lang={lang} />
        {!hasNumber ? (
          <p className={styles.hint}>{t.noNumber}</p>
        ) : fund.provider === 'swish' ? (
          <div className={fundStyles.pay}>
            <ul className={fundStyles.amounts}>
              {[...(fund.suggestedAmounts ?? []), undefined].map((amountKr) => (
                <li key={amountKr ?? 'any'}>
                  <a
                    className={amountKr === undefined ? shared.buttonSecondary : shared.button}
                    data-part={amountKr === undefined ? PART.buttonSecondary : PART.button}
                    href={swishLink({ number: fund.number, amountKr, message, source: 'url' })}
                  >
                    {amountKr === undefined
                      ? t.swishAnyAmount
                      : fillText(t.swishAmount, { amount: money(amountKr) })}
                  </a>
                </li>
              ))}
            </ul>
            {siteId && (
              <figure className={fundStyles.qr}>
                <img
                  src={`/api/gift-registry/${encodeURIComponent(siteId)}/${encodeURIComponent(moduleId)}/${encodeURIComponent(item.id)}/swish-qr.svg?lang=${encodeURIComponent(language)}`}
                  alt={fillText(t.qrAlt, { title })}
                  width={160}
                  height={160}
                  loading="lazy"
                />
                <figcaption>
                  {t.scanWithSwish} · {swishNumberShown(fund.number)}
                </figcaption>
              </figure>
            )}
          </div>
        ) : (
          <div className={fundStyles.pay}>
            <p className={styles.hint}>{t.mobilePayIntro}</p>
            <dl className={fundStyles.copyList}>
              <CopyRow
                label={t.mobilePayNumber}
                value={mobilePayNumberShown(fund.number)}
                copyValue={mobilePayNumberShown(fund.number).replace(/\s/g, '')}
                t={t}
              />
              {fund.suggestedAmounts?.length ? (
                <CopyRow
                  label={t.amount}
                  value={fund.suggestedAmounts.map((kr) => money(kr)).join(' / ')}
                  copyValue={String(fund.suggestedAmounts[0])}
                  t={t}
                />
              ) : null}
              {message && <CopyRow label={t.message} value={message} t={t} />}
            </dl>
            {/* Without a script nothing could copy: the values stay, selectable, the buttons go. */}
            <noscript>
              <style>{`.${fundStyles.copyButton} { display: none; }`}</style>
            </noscript>
          </div>
        )}
        <p className={fundStyles.noMoney}>{t.noMoneyHere}</p>
        {open ? (
          <PledgeForm moduleId={moduleId} item={item} open={open} language={language} anchor={anchor} t={t} />
        ) : (
          <form method="get" action={`#${anchor}`} className={styles.actions}>
            <InvitationField />
            <button
              type="submit"
              name={FUND_QUERY.pledge}
              value={item.id}
              className={shared.buttonSecondary}
              data-part={PART.buttonSecondary}
              disabled={preview || undefined}
            >
              {t.tellUs}
            </button>
          </form>
        )}
      </div>
    </li>
  )
}

function Progress({
  fund,
  total,
  t,
  lang,
}: {
  fund: GiftFund
  total: GiftFundTotal | undefined
  t: FundTexts
  lang: string
}) {
  if (!total)
    return fund.goal ? (
      <p className={fundStyles.fundGoal}>{fillText(t.goal, { goal: kronorShown(fund.goal * 100, lang) })}</p>
    ) : null
  const goal = fund.goal ? kronorShown(fund.goal * 100, lang) : undefined
  const percent =
    total.percent ??
    (fund.goal && total.pledged !== undefined
      ? Math.floor((total.pledged / (fund.goal * 100)) * 100)
      : undefined)
  const text =
    total.pledged === undefined
      ? fillText(t.percentOfGoal, { percent: String(total.percent ?? 0) })
      : goal
        ? fillText(t.ofGoal, { pledged: kronorShown(total.pledged, lang), goal })
        : fillText(t.pledgedSoFar, { pledged: kronorShown(total.pledged, lang) })
  return (
    <div className={fundStyles.progress}>
      <p className={fundStyles.progressText} data-fund-total="">
        {text}
      </p>
      {percent !== undefined && (
        <div className={fundStyles.bar} aria-hidden="true">
          <span style={{ width: `${Math.min(100, percent)}%` }} />
        </div>
      )}
    </div>
  )
}

/** A value to type into MobilePay: selectable as text, with a copy button once the script runs. */
function CopyRow({
  label,
  value,
  copyValue,
  t,
}: {
  label: string
  value: string
  copyValue?: string
  t: FundTexts
}) {
  const [copied, setCopied] = useState(false)
  return (
    <div className={fundStyles.copyRow}>
      <dt>{label}</dt>
      <dd>
        <span className={fundStyles.copyValue}>{value}</span>
        <button
          type="button"
          className={fundStyles.copyButton}
          aria-label={`${copied ? t.copied : t.copy} ${label}`}
          onClick={() => {
            void navigator.clipboard?.writeText(copyValue ?? value).then(
              () => setCopied(true),
              () => {},
            )
          }}
        >
          {copied ? t.copied : t.copy}
        </button>
      </dd>
    </div>
  )
}

function PledgeForm({
  moduleId,
  item,
  open,
  language,
  anchor,
  t,
}: {
  moduleId: string
  item: GiftItem
  open: OpenGuestForm
  language: string
  anchor: string
  t: FundTexts
}) {
  const id = useId()
  const g = guestTexts[guestLanguage(language)]
  const errors = open.failure?.fields ?? {}
  const typed = open.pledge ?? { itemId: item.id }
  const field = (name: keyof typeof PLEDGE_FIELDS, describedBy?: string) => ({
    id: `${id}-${name}`,
    name: PLEDGE_FIELDS[name],
    className: formStyles.input,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby':
      [describedBy, errors[name] ? `${id}-${name}-error` : undefined].filter(Boolean).join(' ') || undefined,
  })
  const errorText = (name: string) =>
    errors[name] && (
      <p id={`${id}-${name}-error`} className={formStyles.error}>
        {errors[name]}
      </p>
    )
  return (
    <div className={styles.plain}>
      {open.failure && <FailureAlert title={open.failure.title} detail={open.failure.detail} />}
      <form
        method="post"
        action={`#${anchor}`}
        noValidate
        className={`${formStyles.form} ${styles.plainForm}`}
        aria-label={t.tellUs}
      >
        <p className={styles.hint}>{t.tellUsHint}</p>
        <input type="hidden" name={GIFT_FIELDS.answer} value={PLEDGE_ANSWER} />
        <input type="hidden" name={GIFT_FIELDS.moduleId} value={moduleId} />
        <input type="hidden" name={GIFT_FIELDS.itemId} value={item.id} />
        <input type="hidden" name={GIFT_FIELDS.postKey} value={open.postKey} />
        <input type="hidden" name={PLEDGE_FIELDS.groupIdentifier} value={open.groupIdentifier} />
        <InvitationField />
        <div className={formStyles.field}>
          <label htmlFor={`${id}-name`} className={formStyles.label}>
            {t.name}
          </label>
          <input
            {...field('name')}
            autoComplete="name"
            required
            maxLength={200}
            defaultValue={typed.name ?? ''}
          />
          {errorText('name')}
        </div>
        <div className={formStyles.field}>
          <label htmlFor={`${id}-amount`} className={formStyles.label}>
            {t.amountLabel}
          </label>
          <p id={`${id}-amount-hint`} className={styles.hint}>
            {t.amountHint}
          </p>
          <input
            {...field('amount', `${id}-amount-hint`)}
            inputMode="decimal"
            required
            maxLength={20}
            defaultValue={typed.amount ?? ''}
          />
          {errorText('amount')}
        </div>
        <div className={formStyles.field}>
          <label htmlFor={`${id}-greeting`} className={formStyles.label}>
            {t.greeting}
          </label>
          <textarea {...field('greeting')} rows={3} maxLength={2000} defaultValue={typed.greeting ?? ''} />
          {errorText('greeting')}
        </div>
        <Honeypot label={g.honeypotLabel} />
        <div className={styles.plainButtons}>
          <button type="submit" className={shared.button} data-part={PART.button}>
            {t.send}
          </button>
          <a
            className={shared.buttonSecondary}
            data-part={PART.buttonSecondary}
            href={`/${language}#${anchor}`}
          >
            {t.back}
          </a>
        </div>
      </form>
    </div>
  )
}
