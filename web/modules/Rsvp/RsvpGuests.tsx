import { useMemo } from 'react'
import type { SubmittedElement } from '#domain/forms/answers.ts'
import type { Form } from '#domain/forms/elements.ts'
import { eventOfElementId, guestEventForm } from '#domain/forms/event-questions.ts'
import { getRsvpPostKey } from '#web/api/rsvps-post-key.ts'
import { submitRsvp } from '#web/api/rsvps-submit.ts'
import { inviteCodeField, prefillMembers, useInvitation } from '#web/guests/index.ts'
import { useOptionalSite } from '#web/site/index.ts'
import { groupDraft } from '../guest-forms/drafts.ts'
import { type GuestFormKind, type GuestFormProps, GuestFormRunner } from '../guest-forms/GuestFormRunner.tsx'

/**
 * One guest as the V4 call carries it: the owner's questions, and beside them the yes or no per
 * event (issue 32) where the form asked per event; otherwise exactly the spec's body.
 */
function withEvents(elements: SubmittedElement[]) {
  const events: Record<string, 'yes' | 'no'> = {}
  const formElements = elements.filter((element) => {
    const event = eventOfElementId(element.formElement.id)
    const chosen = element.selectedOption?.id
    if (event && (chosen === 'yes' || chosen === 'no')) events[event] = chosen
    return event === undefined
  })
  return Object.keys(events).length ? { formElements, events } : { formElements }
}

/** An RSVP answers for each numbered guest at once, tied together by a group identifier. */
const rsvpKind: GuestFormKind = {
  fetchKey: getRsvpPostKey,
  send: (siteId, { guests, ...answer }) =>
    submitRsvp(siteId, {
      ...answer,
      ...inviteCodeField(siteId),
      guests: guests.map(withEvents),
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
  // The events this guest sees (the household's, or the open ones): asked per event when several.
  const events = useOptionalSite()?.events
  const module = useMemo(
    () =>
      events?.length
        ? {
            ...props.module,
            // The event questions are single-selects of the owner's kind, made for this guest.
            form: {
              formElements: guestEventForm(props.module.form.formElements, events) as Form['formElements'],
            },
          }
        : props.module,
    [props.module, events],
  )
  if (!settled && props.count !== null) return null
  return <GuestFormRunner kind={rsvpKind} {...props} module={module} />
}
