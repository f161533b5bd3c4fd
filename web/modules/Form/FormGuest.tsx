import { getFormSubmissionPostKey } from '#web/api/form-submissions-post-key.ts'
import { submitFormAnswer } from '#web/api/form-submissions-submit.ts'
import { singleDraft } from '../guest-forms/drafts.ts'
import { type GuestFormKind, type GuestFormProps, GuestFormRunner } from '../guest-forms/GuestFormRunner.tsx'

/** A form is answered by one guest, and keeps only the answers typed as its draft. */
const formKind: GuestFormKind = {
  fetchKey: getFormSubmissionPostKey,
  send: (siteId, { guests, ...answer }) =>
    submitFormAnswer(siteId, { ...answer, formElements: guests[0] ?? [] }),
  draft: singleDraft,
  numbered: false,
  texts: (t) => ({
    loadFailed: t.formLoadFailed,
    sendFailed: t.formSendFailed,
    confirmationTitle: t.formConfirmationTitle,
    confirmationText: t.formConfirmationText,
  }),
}

/** The Form module's form as guests fill it in (spec 001 section 4, Form module). */
export function FormGuest(props: GuestFormProps) {
  return <GuestFormRunner kind={formKind} {...props} />
}
