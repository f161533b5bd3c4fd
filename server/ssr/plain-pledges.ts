import { randomUUID } from 'node:crypto'
import { giftPledgeSchema } from '#domain/forms/submissions.ts'
import { parseKronor } from '#domain/modules/gift-registry-fund.ts'
import { isInterfaceLanguage } from '#domain/site/languages.ts'
import { lookupText } from '#domain/site/lookup-text.ts'
import type { SiteContent } from '#domain/site/schema.ts'
import { INVITE_FIELD } from '#web/guests/invitation.tsx'
import { fundTexts } from '#web/modules/GiftRegistry/fund-texts.ts'
import { FUND_QUERY } from '#web/modules/GiftRegistry/plain.ts'
import { GIFT_FIELDS, PLEDGE_FIELDS } from '#web/modules/GiftRegistry/plain-fields.ts'
import { guestTexts } from '#web/modules/guest-forms/texts.ts'
import type { OpenGuestForm } from '#web/site/page-input.ts'
import { fillText } from '#web/site/texts.ts'
import type { Services } from '../container.ts'
import { AppError } from '../http/errors.ts'
import { parse } from '../http/validate.ts'
import type { SiteRow } from '../repositories/sites.repository.ts'
import { type FundOf, fundsOf } from '../services/guests/gift-pledges.service.ts'
import { type GuestPageState, moduleAnchor } from './plain-answers.ts'

const texts = (language: string) => fundTexts[isInterfaceLanguage(language) ? language : 'en']

function findPledgeFund(
  content: SiteContent,
  itemId: string | null | undefined,
  moduleId?: string,
): FundOf | undefined {
  if (!itemId) return undefined
  return fundsOf(content).find(
    (f) => f.item.id === itemId && (moduleId === undefined || f.module.id === moduleId),
  )
}

function openPledge(
  found: FundOf,
  row: SiteRow,
  services: Services,
  typed?: Omit<NonNullable<OpenGuestForm['pledge']>, 'itemId'>,
  group?: string,
): OpenGuestForm {
  return {
    moduleId: found.module.id,
    count: 1,
    postKey: services.postKeys.issue('pledge', row.id),
    // A refused post keeps its group: its retry is the same pledge.
    groupIdentifier: group || randomUUID(),
    pledge: { ...typed, itemId: found.item.id },
  }
}

/**
 * A guest's GET with ?bidra={itemId} (a fund's "I have given" button, with or without a script):
 * the pledge form open with a key and a group of its own; ?bidragit={itemId} after a pledge went
 * through: the thanks at the module.
 */
export function pledgeStateFromQuery(
  url: URL,
  row: SiteRow,
  content: SiteContent,
  language: string,
  services: Services,
): GuestPageState | undefined {
  const done = findPledgeFund(content, url.searchParams.get(FUND_QUERY.pledged))
  if (done) {
    const t = texts(language)
    const title = lookupText(done.item.title, language).trim()
    return {
      notice: { moduleId: done.module.id, title: fillText(t.thanksTitle, { title }), text: t.thanksText },
    }
  }
  const found = findPledgeFund(content, url.searchParams.get(FUND_QUERY.pledge))
  return found ? { openForm: openPledge(found, row, services) } : undefined
}

/**
 * A pledge form posted (issue 35): the same schema and service as the JSON call, so the same post
 * key, group and spam rules. Went through: the page with the thanks at the module (a reload shows
 * it again rather than posting twice). Refused: the form open again with what was typed and why.
 */
export async function plainPledge(
  fields: Readonly<Record<string, string | undefined>>,
  row: SiteRow,
  content: SiteContent,
  language: string,
  services: Services,
): Promise<GuestPageState | { redirect: string }> {
  const lang = isInterfaceLanguage(language) ? language : 'en'
  const t = fundTexts[lang]
  const found = findPledgeFund(content, fields[GIFT_FIELDS.itemId], fields[GIFT_FIELDS.moduleId])
  if (!found) {
    return {
      status: 404,
      notice: { moduleId: fields[GIFT_FIELDS.moduleId] ?? '', title: t.failed, text: t.gone },
    }
  }
  const typed = {
    name: fields[PLEDGE_FIELDS.name] ?? '',
    amount: fields[PLEDGE_FIELDS.amount] ?? '',
    greeting: fields[PLEDGE_FIELDS.greeting] ?? '',
  }
  const group = fields[PLEDGE_FIELDS.groupIdentifier]
  const refused = (status: number, detail: string, errors?: Record<string, string>): GuestPageState => ({
    status,
    openForm: {
      ...openPledge(found, row, services, typed, group),
      failure: { title: t.failed, detail, ...(errors ? { fields: errors } : {}) },
    },
  })
  const amount = parseKronor(typed.amount)
  const errors: Record<string, string> = {}
  if (typed.name.trim() === '') errors.name = t.requiredName
  if (amount === undefined) errors.amount = t.invalidAmount
  if (amount === undefined || Object.keys(errors).length > 0) return refused(400, '', errors)

  try {
    const body = parse(giftPledgeSchema, {
      postKey: fields[GIFT_FIELDS.postKey] ?? '',
      groupIdentifier: group || randomUUID(),
      language,
      ...(fields[GIFT_FIELDS.website] ? { website: fields[GIFT_FIELDS.website] } : {}),
      ...(fields[INVITE_FIELD] ? { inviteCode: fields[INVITE_FIELD] } : {}),
      name: typed.name,
      amount,
      greeting: typed.greeting,
    })
    // Sent at once after the form came: held until the key is old enough, as for the guest forms.
    if (!body.website) await services.postKeys.ripen('pledge', row.id, body.postKey)
    const answer = await services.giftPledges.pledge(
      row,
      content,
      { moduleId: found.module.id, itemId: found.item.id },
      body,
    )
    if (answer.invertedSuccess) {
      const g = guestTexts[lang]
      return { notice: { moduleId: found.module.id, title: g.spamTitle, text: g.botText } }
    }
  } catch (error) {
    if (!(error instanceof AppError)) throw error
    return refused(error.status, error.texts[lang], error.fields)
  }
  const query = new URLSearchParams({ [FUND_QUERY.pledged]: found.item.id })
  return {
    redirect: `/${encodeURIComponent(language)}?${query}#${moduleAnchor(content, language, found.module.id)}`,
  }
}
