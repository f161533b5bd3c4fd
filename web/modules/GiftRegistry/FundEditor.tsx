import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { GiftRegistryItem } from '#domain/modules/gift-item-rules.ts'
import {
  FUND_AMOUNT_MAX,
  FUND_GOAL_MAX,
  FUND_NUMBER_MESSAGES,
  FUND_SUGGESTED_MAX,
  fundNumberProblem,
  fundProviderOf,
  PLEDGE_DISPLAYS,
  type PledgeDisplay,
  SWISH_MESSAGE_MAX,
} from '#domain/modules/gift-registry-fund.ts'
import { validationText } from '#domain/validation-texts.ts'
import { useOptionalBoot } from '#web/app/BootContext.tsx'
import { Field } from '#web/ui/Field.tsx'
import styles from './Popup.module.css'

interface Props {
  item: GiftRegistryItem
  update: (next: (current: GiftRegistryItem) => GiftRegistryItem) => void
}

const DISPLAY_KEYS = {
  amount: 'moduleEditor.giftRegistry.fund.displayAmount',
  percentage: 'moduleEditor.giftRegistry.fund.displayPercentage',
  hidden: 'moduleEditor.giftRegistry.fund.displayHidden',
} as const satisfies Record<PledgeDisplay, string>

/** "300, 500, 1000" as whole kronor; undefined when it is not such a list. */
function parseAmounts(text: string): number[] | undefined {
  if (text.trim() === '') return []
  const parts = text.split(/[,;]/).map((p) => p.replace(/\s/g, ''))
  if (parts.length > FUND_SUGGESTED_MAX || !parts.every((p) => /^\d{1,7}$/.test(p))) return undefined
  const amounts = parts.map(Number)
  return amounts.every((n) => n >= 1 && n <= FUND_AMOUNT_MAX) ? amounts : undefined
}

/**
 * The fund part of an item (issue 35): whether the item is money towards it, the couple's own
 * Swish (Sweden) or MobilePay (Denmark) number, goal, suggested amounts, message and what guests
 * see. A number the site would refuse is shown with the reason and not kept.
 */
export function FundEditor({ item, update }: Props) {
  const { t, i18n } = useTranslation()
  // The market decides the provider of a new fund: Swish in Sweden, MobilePay in Denmark.
  const market = useOptionalBoot()?.brand.market ?? 'se'
  const headingId = useId()
  const provider = item.fund?.provider ?? fundProviderOf(market)
  const [number, setNumber] = useState(item.fund?.number ?? '')
  const [goal, setGoal] = useState(item.fund?.goal ? String(item.fund.goal) : '')
  const [amounts, setAmounts] = useState((item.fund?.suggestedAmounts ?? []).join(', '))
  const language = (['sv', 'en', 'da'] as const).find((l) => i18n.language.startsWith(l)) ?? 'sv'
  const numberProblem = fundNumberProblem(provider, number)
  const goalValid =
    goal.trim() === '' ||
    (/^\d{1,8}$/.test(goal.trim()) && Number(goal) >= 1 && Number(goal) <= FUND_GOAL_MAX)
  const fund = item.fund
  const setFund = (change: Partial<NonNullable<GiftRegistryItem['fund']>>) =>
    update((current) => (current.fund ? { ...current, fund: { ...current.fund, ...change } } : current))

  return (
    <section className={styles.imageSection} aria-labelledby={headingId}>
      <h4 id={headingId} className={styles.imageHeading}>
        {t('moduleEditor.giftRegistry.fund.section')}
      </h4>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={!!fund}
          onChange={(event) => {
            const on = event.target.checked
            update((current) =>
              on
                ? {
                    ...current,
                    // A fund is given to, not reserved.
                    reservable: false,
                    fund: {
                      provider,
                      number: numberProblem ? '' : number,
                      suggestedAmounts: parseAmounts(amounts) ?? [],
                      display: 'amount',
                      ...(goalValid && goal.trim() ? { goal: Number(goal) } : {}),
                    },
                  }
                : { ...current, fund: null },
            )
          }}
        />
        {t(
          provider === 'swish'
            ? 'moduleEditor.giftRegistry.fund.isFund'
            : 'moduleEditor.giftRegistry.fund.isFundMobilePay',
        )}
      </label>
      {fund && (
        <>
          <p className={styles.fundNote}>{t('moduleEditor.giftRegistry.fund.noFee')}</p>
          <Field
            label={t(
              provider === 'swish'
                ? 'moduleEditor.giftRegistry.fund.swishNumber'
                : 'moduleEditor.giftRegistry.fund.mobilePayNumber',
            )}
            name="fundNumber"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={30}
            value={number}
            hint={t('moduleEditor.giftRegistry.fund.numberHint')}
            message={
              numberProblem ? validationText(FUND_NUMBER_MESSAGES[numberProblem], language) : undefined
            }
            onChange={(event) => {
              const text = event.target.value
              setNumber(text)
              if (!fundNumberProblem(provider, text)) setFund({ number: text.trim() })
            }}
          />
          <Field
            label={t('moduleEditor.giftRegistry.fund.goal')}
            name="fundGoal"
            inputMode="numeric"
            value={goal}
            message={goalValid ? undefined : t('moduleEditor.giftRegistry.fund.goalInvalid')}
            onChange={(event) => {
              const text = event.target.value
              setGoal(text)
              const value = text.trim()
              if (value === '') setFund({ goal: null })
              else if (/^\d{1,8}$/.test(value) && Number(value) >= 1 && Number(value) <= FUND_GOAL_MAX)
                setFund({ goal: Number(value) })
            }}
          />
          <Field
            label={t('moduleEditor.giftRegistry.fund.amounts')}
            name="fundAmounts"
            inputMode="numeric"
            value={amounts}
            hint={t('moduleEditor.giftRegistry.fund.amountsHint')}
            message={parseAmounts(amounts) ? undefined : t('moduleEditor.giftRegistry.fund.amountsInvalid')}
            onChange={(event) => {
              const text = event.target.value
              setAmounts(text)
              const parsed = parseAmounts(text)
              if (parsed) setFund({ suggestedAmounts: parsed })
            }}
          />
          <Field
            label={t('moduleEditor.giftRegistry.fund.message')}
            name="fundMessage"
            maxLength={SWISH_MESSAGE_MAX}
            value={fund.message ?? ''}
            hint={t('moduleEditor.giftRegistry.fund.messageHint')}
            onChange={(event) => setFund({ message: event.target.value || null })}
          />
          <fieldset className={styles.fundDisplay}>
            <legend>{t('moduleEditor.giftRegistry.fund.display')}</legend>
            {PLEDGE_DISPLAYS.map((display) => (
              <label key={display} className={styles.check}>
                <input
                  type="radio"
                  name="fundDisplay"
                  value={display}
                  checked={(fund.display ?? 'amount') === display}
                  onChange={() => setFund({ display })}
                />
                {t(DISPLAY_KEYS[display])}
              </label>
            ))}
          </fieldset>
          <p className={styles.fundNote}>{t('moduleEditor.giftRegistry.fund.pledges')}</p>
        </>
      )}
    </section>
  )
}
