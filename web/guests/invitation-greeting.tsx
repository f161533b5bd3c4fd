// What a household's personal link (issue 22) adds to the RSVP form itself: loaded with the form,
// not with the page (the page only needs useInvitation, in invitation.tsx).
import type { Invitation } from '#domain/households/household.ts'
import { groupDraft, readDraft, writeDraft } from '#web/modules/guest-forms/drafts.ts'

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

const TEXTS = {
  sv: { welcome: 'Välkomna, {name}!', for: 'Er inbjudan gäller {names}', extra: 'och {count} till' },
  en: { welcome: 'Welcome, {name}!', for: 'Your invitation is for {names}', extra: 'and {count} more' },
  da: { welcome: 'Velkommen, {name}!', for: 'Jeres invitation gælder {names}', extra: 'og {count} mere' },
} as const

/** The greeting of a personal link above the RSVP, in the page's language (English beyond ours). */
export function InvitationGreeting({ invitation, language }: { invitation: Invitation; language: string }) {
  const texts = TEXTS[language as keyof typeof TEXTS] ?? TEXTS.en
  const extra = invitation.guestLimit - Math.max(1, invitation.members.length)
  const names = invitation.members.map((m) => m.name).join(', ')
  return (
    <div data-invitation="">
      <p>
        <strong>{texts.welcome.replace('{name}', invitation.name)}</strong>
      </p>
      {names && (
        <p>
          {texts.for.replace('{names}', names)}
          {extra > 0 ? ` ${texts.extra.replace('{count}', String(extra))}` : ''}.
        </p>
      )}
    </div>
  )
}
