import type { MailSettings, MailSettingsBody } from '#domain/mail/mail-settings.ts'
import { request } from '#web/api/http.ts'

const path = (siteId: string) => `/api/sites/${encodeURIComponent(siteId)}/mail-settings`

/** GET /api/sites/{siteId}/mail-settings: where guests' replies and new RSVPs are mailed. */
export async function getMailSettings(siteId: string): Promise<MailSettings> {
  return (await request<{ mailSettings: MailSettings }>('GET', path(siteId))).mailSettings
}

/** PUT /api/sites/{siteId}/mail-settings; an empty address is the owner's account address. */
export async function setMailSettings(siteId: string, body: MailSettingsBody): Promise<MailSettings> {
  return (await request<{ mailSettings: MailSettings }>('PUT', path(siteId), body)).mailSettings
}
