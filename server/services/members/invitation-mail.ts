import { INVITATION_DAYS, type MemberRole } from '#domain/members/members.ts'
import type { InterfaceLanguage } from '#domain/site/languages.ts'

interface Invitation {
  link: string
  siteTitle: string
  inviter: string
  role: MemberRole
}

const ROLE_NAMES: Record<InterfaceLanguage, Record<MemberRole, string>> = {
  sv: { coOwner: 'delägare', editor: 'redaktör', toastmaster: 'toastmaster' },
  en: { coOwner: 'co-owner', editor: 'editor', toastmaster: 'toastmaster' },
  da: { coOwner: 'medejer', editor: 'redaktør', toastmaster: 'toastmaster' },
}

/** The mail that carries a member's invitation link (issue 33), in the inviter's language. */
export const invitationMail: Record<InterfaceLanguage, (i: Invitation) => { subject: string; text: string }> =
  {
    sv: (i) => ({
      subject: `Du är inbjuden till ${i.siteTitle}`,
      text: `Hej!\n\n${i.inviter} har bjudit in dig som ${ROLE_NAMES.sv[i.role]} till sidan ${i.siteTitle}.\nÖppna länken inom ${INVITATION_DAYS} dagar för att tacka ja. Länken fungerar en gång:\n\n${i.link}\n`,
    }),
    en: (i) => ({
      subject: `You are invited to ${i.siteTitle}`,
      text: `Hi!\n\n${i.inviter} has invited you as ${ROLE_NAMES.en[i.role]} to the site ${i.siteTitle}.\nOpen the link within ${INVITATION_DAYS} days to accept. The link works once:\n\n${i.link}\n`,
    }),
    da: (i) => ({
      subject: `Du er inviteret til ${i.siteTitle}`,
      text: `Hej!\n\n${i.inviter} har inviteret dig som ${ROLE_NAMES.da[i.role]} til siden ${i.siteTitle}.\nÅbn linket inden for ${INVITATION_DAYS} dage for at takke ja. Linket virker én gang:\n\n${i.link}\n`,
    }),
  }
