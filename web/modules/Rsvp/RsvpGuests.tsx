import { getRsvpPostKey } from '#web/api/rsvps-post-key.ts'
import { submitRsvp } from '#web/api/rsvps-submit.ts'
import { inviteCodeField, prefillMembers, useInvitation } from '#web/guests/index.ts'
import { groupDraft } from '../guest-forms/drafts.ts'
import { type GuestFormKind, type GuestFormProps, GuestFormRunner } from '../guest-forms/GuestFormRunner.tsx'

/** An RSVP answers for each numbered guest at once, tied together by a group identifier. */
const rsvpKind: GuestFormKind = {
  fetchKey: getRsvpPostKey,
  send: (siteId, { guests, ...answer }) =>
    submitRsvp(siteId, {
      ...answer,
      ...inviteCodeField(siteId),
      guests: guests.map((formElements) => ({ formElements })),
    }),
  draft: groupDraft,
  numbered: true,
  texts: (t) => ({
    loadFailed: t.rsvpLoadFailed,
    sendFailed: t.rsvpSendFailed,
    confirmationTitle: t.rsvpConfirmationTitle,
    confirmationText: t.rsvpConfirmationText,
  }),
}

/** The RSVP form as guests fill it in (spec 001 section 4, RSVP guest view): one set per guest. */
export function RsvpGuests(props: GuestFormProps) {
  // A guest who came by a household's personal link finds its members' names filled in (issue 22;
  // the module greets them); the form waits for that lookup, which is quick.
  const { invitation, settled } = useInvitation(props.siteId, !props.editMode && props.count !== null)
  if (invitation && props.count !== null && !props.editing)
    prefillMembers(props.siteId, props.module, invitation, props.count)
  if (!settled && props.count !== null) return null
  return <GuestFormRunner kind={rsvpKind} {...props} />
}
