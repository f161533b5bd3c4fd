import type { Invitation } from '#domain/households/household.ts'

const TEXTS = {
  sv: {
    welcome: 'Välkomna, {name}!',
    for: 'Er inbjudan gäller {names}',
    extra: 'och {count} till',
    wrongCode:
      'Vi hittar ingen inbjudan med den här länken. Kontrollera att hela länken från inbjudan kom med.',
  },
  en: {
    welcome: 'Welcome, {name}!',
    for: 'Your invitation is for {names}',
    extra: 'and {count} more',
    wrongCode:
      'We cannot find an invitation for this link. Check that the whole link from your invitation came along.',
  },
  da: {
    welcome: 'Velkommen, {name}!',
    for: 'Jeres invitation gælder {names}',
    extra: 'og {count} mere',
    wrongCode:
      'Vi kan ikke finde en invitation med dette link. Kontrollér, at hele linket fra invitationen kom med.',
  },
} as const

const textsOf = (language: string) => TEXTS[language as keyof typeof TEXTS] ?? TEXTS.en

/** The greeting of a personal link at the RSVP, in the page's language (English beyond ours). */
export function InvitationGreeting({ invitation, language }: { invitation: Invitation; language: string }) {
  const texts = textsOf(language)
  const extra = invitation.guestLimit - Math.max(1, invitation.members.length)
  const names = invitation.members.map((m) => m.name).join(', ')
  return (
    <div data-invitation="">
      <p>
        <strong>{texts.welcome.replace('{name}', invitation.name)}</strong>
      </p>
      {names && (
        <p>{`${texts.for.replace('{names}', names)}${extra > 0 ? ` ${texts.extra.replace('{count}', String(extra))}` : ''}.`}</p>
      )}
    </div>
  )
}

/** A personal link whose code names no household of the site: said, so the guest can check it. */
export function WrongInvitationCode({ language }: { language: string }) {
  return (
    <p data-invitation="wrong" role="status">
      {textsOf(language).wrongCode}
    </p>
  )
}
