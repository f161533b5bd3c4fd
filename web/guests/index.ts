export { InvitationField, inviteCodeField, useInvitation } from './invitation.tsx'
export { prefillMembers } from './invitation-greeting.tsx'
export { InvitationGreeting, WrongInvitationCode } from './invitation-notice.tsx'
export { memberAnswers } from './member-answers.ts'
