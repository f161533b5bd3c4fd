import type { TFunction } from 'i18next'
import { isSiteProduct } from '#domain/commerce/products.ts'
import type { ActivityEntry } from '#domain/members/activity.ts'
import { MEMBER_ROLES, type MemberRole } from '#domain/members/members.ts'
import { PRINT_ORDER_PRODUCT } from '#domain/prints/orders.ts'

const isRole = (value: unknown): value is MemberRole => MEMBER_ROLES.includes(value as MemberRole)

/** An entry of the activity view in words, the name first: "Erik sparade talarlistan" (issue 33). */
export function activityText(entry: ActivityEntry, t: TFunction): string {
  const { detail } = entry
  const role = isRole(detail.role) ? t(`members.roles.${detail.role}`).toLocaleLowerCase() : ''
  const method =
    detail.method === 'swish' || detail.method === 'card' ? t(`activity.methods.${detail.method}`) : ''
  // A member by the name their account gave, with the mail the owners invited (only they see these).
  const member =
    typeof detail.name === 'string' ? `${detail.name} (${String(detail.mail)})` : String(detail.mail ?? '')
  return t(`activity.kinds.${entry.kind}`, {
    ...detail,
    who: entry.by ?? (entry.byRole ? t(`activity.byRole.${entry.byRole}`) : t('activity.someone')),
    role,
    method,
    member,
    product: productText(detail, t),
    count: typeof detail.speakers === 'number' ? detail.speakers : 0,
  })
}

/** What a payment bought: "adressen lisa-och-johan.brollopssida.se", "40 tryckta inbjudningskort". */
function productText(detail: ActivityEntry['detail'], t: TFunction): string {
  const { product, address, cards } = detail
  if (product === PRINT_ORDER_PRODUCT)
    return typeof cards === 'number' ? t('activity.cards', { count: cards }) : t('activity.cardsPlain')
  if (!isSiteProduct(product)) return t('activity.someOrder')
  // Entries of payments started, from before the address was recorded, name the product only.
  if (typeof address !== 'string') return t(`payments.products.${product}`).toLocaleLowerCase()
  return t(`activity.products.${product}`, { address })
}
