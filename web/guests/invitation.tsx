import { useEffect, useState } from 'react'
import type { Invitation } from '#domain/households/household.ts'
import { INVITE_CODE_PATTERN } from '#domain/households/household.ts'
import { request } from '#web/api/http.ts'

/** The query parameter of a household's personal link: https://<site address>/?inbjudan=<code>. */
export const INVITE_PARAM = 'inbjudan'
const storageKey = (siteId: string) => `eventsite:inbjudan:${siteId}`

/**
 * The personal code this guest came with: from the link, remembered for the visit (a guest who
 * moves around the page or reloads it still answers for the household). Browser only.
 */
export function inviteCodeOf(siteId: string): string | null {
  if (typeof window === 'undefined' || !siteId) return null
  const fromLink = new URLSearchParams(window.location.search).get(INVITE_PARAM)
  try {
    if (fromLink && INVITE_CODE_PATTERN.test(fromLink)) {
      window.sessionStorage.setItem(storageKey(siteId), fromLink)
      return fromLink
    }
    return window.sessionStorage.getItem(storageKey(siteId))
  } catch {
    return fromLink && INVITE_CODE_PATTERN.test(fromLink) ? fromLink : null
  }
}

/** The RSVP body's field for the household, when the guest came with a code. */
export function inviteCodeField(siteId: string): { inviteCode?: string } {
  const code = inviteCodeOf(siteId)
  return code ? { inviteCode: code } : {}
}

/** The household of the personal link, read after hydration; null without a (valid) code. */
export function useInvitation(siteId: string, enabled: boolean): Invitation | null {
  const [invitation, setInvitation] = useState<Invitation | null>(null)
  useEffect(() => {
    if (!enabled) return
    const code = inviteCodeOf(siteId)
    if (!code) return
    let live = true
    request<Invitation>(
      'GET',
      `/api/sites/${encodeURIComponent(siteId)}/invitations/${encodeURIComponent(code)}`,
    )
      .then((found) => live && setInvitation(found))
      .catch(() => {})
    return () => {
      live = false
    }
  }, [siteId, enabled])
  return invitation
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
