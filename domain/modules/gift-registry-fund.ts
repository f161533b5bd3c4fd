// Zod-free: the guest page renders funds in the browser too, and its first load carries no schema.

/**
 * A fund in the gift registry (issue 35): money towards something, paid by the guest straight to
 * the couple's own Swish (Sweden) or MobilePay (Denmark) number. No money passes through us.
 */
export const FUND_PROVIDERS = ['swish', 'mobilepay'] as const
export type FundProvider = (typeof FUND_PROVIDERS)[number]

/** What the page shows of the pledges: their sum, its share of the goal, or nothing. */
export const PLEDGE_DISPLAYS = ['amount', 'percentage', 'hidden'] as const
export type PledgeDisplay = (typeof PLEDGE_DISPLAYS)[number]

export interface GiftFund {
  provider: FundProvider
  /** The couple's number as they typed it; empty while they have not given one. */
  number: string
  /** The goal in whole kronor, or none. */
  goal?: number | null
  /** Amounts in whole kronor the page offers to pay with one tap. */
  suggestedAmounts?: number[]
  /** The payment's message in the app; the fund's title when unset. */
  message?: string | null
  display?: PledgeDisplay
}

/** The market's provider: Swish in Sweden, MobilePay in Denmark. */
export function fundProviderOf(market: 'se' | 'dk'): FundProvider {
  return market === 'dk' ? 'mobilepay' : 'swish'
}

export const FUND_GOAL_MAX = 10_000_000
export const FUND_AMOUNT_MAX = 1_000_000
export const FUND_SUGGESTED_MAX = 6
/** Swish shows at most 50 characters of a message. */
export const SWISH_MESSAGE_MAX = 50

const digits = (input: string) => input.replace(/[\s\-().]/g, '')

/**
 * A Swedish mobile number in its national form (07XXXXXXXX), from what an owner types: spaces and
 * dashes, +46 or 0046 in front. Undefined when it is no Swedish mobile number: 071 numbers are for
 * machines, and Swish numbers of businesses (123...) are no mobile numbers at all.
 */
export function swedishMobile(input: string): string | undefined {
  let n = digits(input)
  if (n.startsWith('+46')) n = `0${n.slice(3)}`
  else if (n.startsWith('0046')) n = `0${n.slice(4)}`
  else if (n.startsWith('46') && n.length === 11) n = `0${n.slice(2)}`
  return /^07[02-9]\d{7}$/.test(n) ? n : undefined
}

/** A Swish number of a business or an association: 123 and seven digits (Swish Handel, Swish Företag). */
export function isSwishBusinessNumber(input: string): boolean {
  return /^123\d{7}$/.test(digits(input))
}

/**
 * A Danish mobile number as its eight digits, from what an owner types (+45 or 0045 in front
 * allowed). Danish numbers have no trunk prefix; none starts with 0 or 1.
 */
export function danishMobile(input: string): string | undefined {
  let n = digits(input)
  if (n.startsWith('+45')) n = n.slice(3)
  else if (n.startsWith('0045')) n = n.slice(4)
  else if (n.startsWith('45') && n.length === 10) n = n.slice(2)
  return /^[2-9]\d{7}$/.test(n) ? n : undefined
}

export type FundNumberProblem = 'swishBusiness' | 'notSwedishMobile' | 'notDanishMobile'

/** What is wrong with a fund's number for its provider; an empty one is not set yet, not wrong. */
export function fundNumberProblem(provider: FundProvider, input: string): FundNumberProblem | undefined {
  if (input.trim() === '') return undefined
  if (provider === 'mobilepay') return danishMobile(input) ? undefined : 'notDanishMobile'
  if (isSwishBusinessNumber(input)) return 'swishBusiness'
  return swedishMobile(input) ? undefined : 'notSwedishMobile'
}

/** The schema's messages (Swedish; their en and da are in domain/validation-texts.ts). */
export const FUND_NUMBER_MESSAGES: Record<FundNumberProblem, string> = {
  swishBusiness:
    'Swish-nummer som börjar med 123 tillhör företag och föreningar och kostar avgifter. Ange ert eget mobilnummer som är kopplat till Swish, så går gåvan direkt till er.',
  notSwedishMobile: 'Ange ett svenskt mobilnummer, till exempel 070-123 45 67',
  notDanishMobile: 'Ange ett danskt mobilnummer med åtta siffror, till exempel 20 12 34 56',
}

/** The payment's message: the owner's, else the fund's title, as long as Swish shows it. */
export function fundMessage(fund: GiftFund, title: string): string {
  return (fund.message?.trim() || title.trim()).slice(0, SWISH_MESSAGE_MAX)
}

/**
 * Swish's prefilled payment link for a private Swish number. This is the form Swish's own QR code
 * generator for private numbers on swish.nu hands out, which opens the Swish app on a phone and is
 * what the app reads from a scanned QR code:
 *
 *   https://app.swish.nu/1/p/sw/?sw=0701234567&amt=500.00&cur=SEK&msg=Bröllopsresan&edit=amt,msg&src=qr
 *
 * sw: the payee's number; amt: the amount in SEK with a point and two decimals; cur: SEK; msg: the
 * message, URL-encoded; edit: the fields the payer may change in the app; src: where the link was
 * met (qr or url). It carries the same four things as the QR code content Swish documents in its
 * QR code encoding specification (developer.getswish.se/qr-api-manual/6-qr-code-encoding-specification,
 * "C<payee>;<amount>;<message>;<lock mask>", amount and message editable is mask 6).
 * The amount is left out when none is chosen, so the guest types it in the app.
 */
export function swishLink(input: {
  number: string
  amountKr?: number | undefined
  message: string
  source: 'qr' | 'url'
}): string {
  const number = swedishMobile(input.number) ?? digits(input.number)
  const params = [`sw=${encodeURIComponent(number)}`]
  if (input.amountKr !== undefined) params.push(`amt=${input.amountKr.toFixed(2)}`, 'cur=SEK')
  if (input.message) params.push(`msg=${encodeURIComponent(input.message.slice(0, SWISH_MESSAGE_MAX))}`)
  params.push('edit=amt,msg', `src=${input.source}`)
  return `https://app.swish.nu/1/p/sw/?${params.join('&')}`
}

/** A Danish number as MobilePay shows it: 12 34 56 78. */
export function mobilePayNumberShown(input: string): string {
  const n = danishMobile(input) ?? digits(input)
  return n.replace(/(\d{2})(?=\d)/g, '$1 ')
}

/** A Swedish mobile number as people write it: 070-123 45 67. */
export function swishNumberShown(input: string): string {
  const n = swedishMobile(input)
  return n ? `${n.slice(0, 3)}-${n.slice(3, 6)} ${n.slice(6, 8)} ${n.slice(8)}` : input
}

/**
 * An amount a guest typed in kronor ("500", "1 250,50", "99.5") as öre, or undefined when it is no
 * positive amount of at most FUND_AMOUNT_MAX kronor with at most two decimals.
 */
export function parseKronor(input: string): number | undefined {
  const text = input.replace(/[\s\u00a0]/g, '').replace(/(kr|dkk|sek|:-)$/i, '')
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(text)
  if (!match) return undefined
  const ore = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
  return ore > 0 && ore <= FUND_AMOUNT_MAX * 100 ? ore : undefined
}

/** Öre as kronor for people: "20 000 kr", "499,50 kr", in the page's language. */
export function kronorShown(ore: number, language: string, currency: 'kr' | 'DKK' = 'kr'): string {
  const whole = ore % 100 === 0
  const text = new Intl.NumberFormat(language === 'en' ? 'sv' : language, {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(ore / 100)
  return `${text} ${currency}`
}

/** The share of the goal pledged, in whole per cent (rounded down, so 100 % means reached). */
export function pledgedPercent(pledgedOre: number, goalKr: number): number {
  return Math.floor((pledgedOre / (goalKr * 100)) * 100)
}
