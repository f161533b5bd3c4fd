import { giftReservationSchema } from '#domain/forms/submissions.ts'
import { type GiftRegistryModule, isGiftRegistry } from '#domain/modules/gift-registry.ts'
import { isInterfaceLanguage } from '#domain/site/languages.ts'
import { lookupText } from '#domain/site/lookup-text.ts'
import type { SiteContent } from '#domain/site/schema.ts'
import { INVITE_FIELD } from '#web/guests/invitation.tsx'
import { parseQuantity, quantityRule } from '#web/modules/GiftRegistry/form-rules.ts'
import { GIFT_QUERY, type GiftAction } from '#web/modules/GiftRegistry/plain.ts'
import { GIFT_FIELDS } from '#web/modules/GiftRegistry/plain-fields.ts'
import { plainGiftTexts } from '#web/modules/GiftRegistry/plain-texts.ts'
import { type GiftItem, giftItemState } from '#web/modules/GiftRegistry/rules.ts'
import { guestTexts } from '#web/modules/guest-forms/texts.ts'
import { moduleText } from '#web/modules/module-texts.ts'
import type { OpenGuestForm } from '#web/site/page-input.ts'
import { fillText } from '#web/site/texts.ts'
import type { Services } from '../container.ts'
import { AppError } from '../http/errors.ts'
import { parse } from '../http/validate.ts'
import type { SiteRow } from '../repositories/sites.repository.ts'
import { type GuestPageState, moduleAnchor } from './plain-answers.ts'

interface Found {
  module: GiftRegistryModule
  item: GiftItem
}

const ACTIONS: readonly GiftAction[] = ['reserve', 'cancel']
const DONE: Record<GiftAction, string> = { reserve: GIFT_QUERY.reserved, cancel: GIFT_QUERY.cancelled }

/**
 * A guest's GET with ?reservera={itemId} or ?avboka={itemId} (a card's button without a script,
 * or tapped before the script ran): that item's form open, with a post key of its own;
 * ?reserverad= or ?avbokad= after a post went through: the outcome at the module.
 */
export function giftStateFromQuery(
  url: URL,
  row: SiteRow,
  content: SiteContent,
  language: string,
  services: Services,
): GuestPageState | undefined {
  for (const action of ACTIONS) {
    const done = findGift(content, url.searchParams.get(DONE[action]))
    if (done) return { notice: outcome(done, action, language) }
  }
  for (const action of ACTIONS) {
    const found = findGift(content, url.searchParams.get(GIFT_QUERY[action]))
    if (found) return { openForm: openGift(found, action, row, services) }
  }
  return undefined
}

/**
 * A reserve or cancel form posted without a script: the same schema and service as the JSON call
 * (which never reserves more than is wanted), a post key as the guest forms have (a robot's post
 * changes nothing, a repeated one changes nothing twice). Went through: the address of the page
 * with the outcome at the module. Refused: the page with the form open again and the reason.
 */
export async function plainGift(
  fields: Readonly<Record<string, string | undefined>>,
  action: GiftAction,
  row: SiteRow,
  content: SiteContent,
  language: string,
  services: Services,
): Promise<GuestPageState | { redirect: string }> {
  const lang = isInterfaceLanguage(language) ? language : 'en'
  const t = guestTexts[lang]
  const failed = action === 'reserve' ? t.reserveFailed : t.cancelReservationFailed
  const found = findGift(content, fields[GIFT_FIELDS.itemId], fields[GIFT_FIELDS.moduleId])
  if (!found) {
    return {
      status: 404,
      notice: {
        moduleId: giftModuleOf(content, fields[GIFT_FIELDS.moduleId]) ?? '',
        title: failed,
        text: plainGiftTexts[lang].gone,
      },
    }
  }
  const { module, item } = found
  const typed = { quantity: fields[GIFT_FIELDS.quantity] ?? '', name: fields[GIFT_FIELDS.name] ?? '' }
  const refused = (status: number, detail: string, errors?: Record<string, string>): GuestPageState => ({
    status,
    openForm: {
      ...openGift(found, action, row, services, typed),
      failure: { title: failed, detail, ...(errors ? { fields: errors } : {}) },
    },
  })

  const { max } = quantityRule({
    kind: action,
    state: giftItemState(item, await services.gifts.totals(row.id)),
  })
  // The form leaves the quantity out for one of one (1 is meant), but posts it when it asked for it.
  const posted = fields[GIFT_FIELDS.quantity]
  const amount = posted === undefined ? 1 : parseQuantity(posted)
  const password = fields[GIFT_FIELDS.password] ?? ''
  const errors: Record<string, string> = {}
  // More than is left is the service's to refuse: it says how many are left now, under the lock.
  if (amount === null || amount < 1)
    errors.quantity = fillText(t.quantityRange, { max: String(Math.max(1, max)) })
  if (password === '') errors.password = t.requiredPassword
  if (Object.keys(errors).length > 0) return refused(400, '', errors)

  try {
    // Who to thank (issue 35): the personal page's household, else the name typed; never shown to guests.
    const name = action === 'reserve' ? fields[GIFT_FIELDS.name]?.trim() : undefined
    const inviteCode = action === 'reserve' ? fields[INVITE_FIELD] : undefined
    const body = parse(giftReservationSchema, {
      quantity: amount,
      password,
      ...(inviteCode ? { inviteCode } : {}),
      ...(name ? { name } : {}),
    })
    const postKeyId = fields[GIFT_FIELDS.website]
      ? undefined
      : services.postKeys.verify('gift', row.id, fields[GIFT_FIELDS.postKey] ?? '')
    if (postKeyId === undefined)
      return { notice: { moduleId: module.id, title: t.spamTitle, text: t.botText } }
    const ids = { moduleId: module.id, itemId: item.id }
    await (action === 'reserve'
      ? services.gifts.reserve(row, content, ids, body, postKeyId)
      : services.gifts.cancel(row, content, ids, body, postKeyId))
  } catch (error) {
    if (!(error instanceof AppError)) throw error
    return refused(error.status, error.texts[lang], error.fields)
  }
  const query = new URLSearchParams({ [DONE[action]]: item.id })
  return {
    redirect: `/${encodeURIComponent(language)}?${query}#${moduleAnchor(content, language, module.id)}`,
  }
}

function openGift(
  { module, item }: Found,
  action: GiftAction,
  row: SiteRow,
  services: Services,
  typed: { quantity?: string; name?: string } = {},
): OpenGuestForm {
  const { quantity, name } = typed
  return {
    moduleId: module.id,
    count: 1,
    groupIdentifier: '',
    postKey: services.postKeys.issue('gift', row.id),
    gift: { itemId: item.id, action, ...(quantity ? { quantity } : {}), ...(name ? { name } : {}) },
  }
}

function outcome({ module, item }: Found, action: GiftAction, language: string) {
  const lang = isInterfaceLanguage(language) ? language : 'en'
  const t = guestTexts[lang]
  const title =
    lookupText(item.title, language).trim() ||
    (action === 'reserve'
      ? moduleText(module.reserveButton, 'reserveButton', language, lang)
      : moduleText(module.cancelReservationButton, 'cancelReservationButton', language, lang))
  return {
    moduleId: module.id,
    title: fillText(action === 'reserve' ? t.reservedDone : t.cancelledDone, { title }),
    text: action === 'reserve' ? plainGiftTexts[lang].reservedText : plainGiftTexts[lang].cancelledText,
  }
}

const visibleGiftModules = (content: SiteContent): GiftRegistryModule[] =>
  content.siteModules.filter((m): m is GiftRegistryModule => !m.hide && isGiftRegistry(m))

/** A reservable item of a gift registry on the page (of the given module, when one is named). */
function findGift(
  content: SiteContent,
  itemId: string | null | undefined,
  moduleId?: string,
): Found | undefined {
  if (!itemId) return undefined
  for (const module of visibleGiftModules(content)) {
    if (moduleId !== undefined && module.id !== moduleId) continue
    const item = module.giftRegistry.find((i) => i.id === itemId)
    if (item?.reservable) return { module, item }
  }
  return undefined
}

/** Where a refusal about a gift that is gone is shown: its registry, else the page's first one. */
function giftModuleOf(content: SiteContent, moduleId: string | undefined): string | undefined {
  const modules = visibleGiftModules(content)
  return (modules.find((m) => m.id === moduleId) ?? modules[0])?.id
}
