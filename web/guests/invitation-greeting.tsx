// What a household's personal link (issue 22) adds to the RSVP form itself: loaded with the form,
// not with the page (the page needs useInvitation and the greeting, in invitation-notice.tsx).
import type { Invitation } from '#domain/households/household.ts'
import { groupDraft, readDraft, writeDraft } from '#web/modules/index.ts'
/**
 * The RSVP's guests start as the household's members: each one's name in the form's first text
 * question (the name). Only when nothing was typed yet, so a reload keeps what the guest wrote.
 */
export function prefillMembers(
  siteId: string,
  module: { id: string; form: { formElements: readonly { id: string; formElementType: string }[] } },
  invitation: Invitation,
  count: number,
): void {
  const name = module.form.formElements.find((e) => e.formElementType === 'ShortText')
  if (!name || readDraft(siteId, module.id) !== null) return
  const guests = invitation.members.slice(0, count).map((m) => ({ [name.id]: m.name }))
  writeDraft(siteId, module.id, groupDraft.write(count, guests))
}
