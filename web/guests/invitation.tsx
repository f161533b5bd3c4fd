import { useEffect, useState } from 'react'
import type { Invitation } from '#domain/households/household.ts'
import { INVITE_CODE_PATTERN } from '#domain/households/invite-code.ts'
import { useOptionalSite } from '#web/site/index.ts'
import { getInvitation } from './api/invitations-get.ts'

/** The query parameter of a household's personal link: https://<site address>/?inbjudan=<code>. */
const INVITE_PARAM = 'inbjudan'
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

export interface InvitationState {
  invitation: Invitation | null
  /** Looked up, or nothing to look up: what depends on it may be shown. */
  settled: boolean
}

/**
 * The household of the personal link: as the server read it for the page (the page is then the
 * household's own, with or without a script), else looked up after hydration; null without a
 * (valid) code.
 */
export function useInvitation(siteId: string, enabled: boolean): InvitationState {
  const served = useOptionalSite()?.invitation
  // Settled at once when there is no code to look up (always on the server), so the form the server
  // renders open for a guest without a script, and the page that hydrates it, show the form.
  const [state, setState] = useState<InvitationState>(() =>
    served && enabled
      ? { invitation: served.household, settled: true }
      : { invitation: null, settled: !enabled || inviteCodeOf(siteId) === null },
  )
  useEffect(() => {
    const code = enabled ? inviteCodeOf(siteId) : null
    // The server read this code for the page already (inviteCodeOf has remembered it for the visit).
    if (served && enabled && (code === null || code === served.code)) return
    if (!code) {
      setState({ invitation: null, settled: true })
      return
    }
    let live = true
    getInvitation(siteId, code)
      .then((found) => live && setState({ invitation: found, settled: true }))
      .catch(() => live && setState({ invitation: null, settled: true }))
    return () => {
      live = false
    }
  }, [siteId, enabled, served])
  return state
}

/** The name of the personal code's field in every form of a personal page: the link's own parameter. */
export const INVITE_FIELD = INVITE_PARAM

/**
 * The personal code as a hidden field of a form on the household's page, so a post or a page asked
 * for without a script still answers for the household. Nothing on any other page.
 */
export function InvitationField() {
  const code = useOptionalSite()?.invitation
  if (!code?.household) return null
  return <input type="hidden" name={INVITE_FIELD} value={code.code} />
}
