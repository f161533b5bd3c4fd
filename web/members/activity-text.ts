import type { TFunction } from 'i18next'
import type { ActivityEntry } from '#domain/members/activity.ts'
import { MEMBER_ROLES, type MemberRole } from '#domain/members/members.ts'

const isRole = (value: unknown): value is MemberRole => MEMBER_ROLES.includes(value as MemberRole)

/** An entry of the activity view in words, the name first: "Erik sparade talarlistan" (issue 33). */
export function activityText(entry: ActivityEntry, t: TFunction): string {
  const { detail } = entry
  const role = isRole(detail.role) ? t(`members.roles.${detail.role}`).toLocaleLowerCase() : ''
  const method =
    detail.method === 'swish' || detail.method === 'card' ? t(`activity.methods.${detail.method}`) : ''
  return t(`activity.kinds.${entry.kind}`, {
    ...detail,
    who: entry.by ?? t('activity.someone'),
    role,
    method,
    count: typeof detail.speakers === 'number' ? detail.speakers : 0,
  })
}
