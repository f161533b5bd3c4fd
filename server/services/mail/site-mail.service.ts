import { brandInfo, parseBrand, parseMarket } from '#domain/brands.ts'
import type { MailSettings, MailSettingsBody } from '#domain/mail/mail-settings.ts'
import { senderDisplayName, siteSenderName } from '#domain/mail/site-sender.ts'
import { parseStoredWizardData } from '#domain/site/stored.ts'
import type { AccountsRepository } from '../../repositories/accounts.repository.ts'
import { siteContent } from '../../repositories/site-content.ts'
import type { SiteMailSettingsRepository } from '../../repositories/site-mail-settings.repository.ts'
import type { SiteRow } from '../../repositories/sites.repository.ts'
import type { Clock } from '../ids.ts'

/** Who a guest mail of a site comes from: the couple's names for its texts, and its headers. */
export interface GuestMailSender {
  /** The couple as the site names them ("Anna & Erik"), for the mail's text. */
  name: string
  /** The From display name: "Anna & Erik via Bröllopssida". */
  fromName: string
  /** The owner's chosen address, else the account's; null for a site without an owner. */
  replyTo: string | null
}

/**
 * The owner's mail settings of a site, and what they decide: a mail to a guest comes from the
 * couple and a reply reaches them; a new RSVP is mailed to the owner unless they switched it off.
 */
export class SiteMailService {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly stored: SiteMailSettingsRepository,
    private readonly clock: Clock,
  ) {}

  async settings(site: SiteRow): Promise<MailSettings> {
    const [row, owner] = await Promise.all([this.stored.find(site.id), this.ownerMail(site)])
    return {
      replyTo: row?.reply_to ?? null,
      rsvpToOwner: row ? row.rsvp_to_owner === 1 : true,
      rsvpOwnerAddress: row?.rsvp_owner_address ?? null,
      ownerMail: owner,
    }
  }

  async save(site: SiteRow, body: MailSettingsBody): Promise<MailSettings> {
    await this.stored.save({
      site_id: site.id,
      reply_to: body.replyTo,
      rsvp_to_owner: body.rsvpToOwner ? 1 : 0,
      rsvp_owner_address: body.rsvpOwnerAddress,
      updated_at: this.clock().toISOString(),
    })
    return this.settings(site)
  }

  /** The sender of the site's mails to guests in `language`. */
  async guestSender(site: SiteRow, language: string): Promise<GuestMailSender> {
    const brand = brandInfo(parseBrand(site.brand), parseMarket(site.market)).siteName
    const content = siteContent(site)
    const name = siteSenderName(
      {
        eventLogo: content.eventLogo,
        wizardData: parseStoredWizardData(site.wizard_data),
        siteModules: content.siteModules,
      },
      language,
      site.host ?? brand,
    )
    const settings = await this.settings(site)
    return { name, fromName: senderDisplayName(name, brand), replyTo: settings.replyTo ?? settings.ownerMail }
  }

  /** Where a new RSVP is mailed for the owner; null when switched off or the site has no owner. */
  async rsvpOwnerAddress(site: SiteRow): Promise<string | null> {
    const settings = await this.settings(site)
    if (!settings.rsvpToOwner) return null
    return settings.rsvpOwnerAddress ?? settings.ownerMail
  }

  private async ownerMail(site: SiteRow): Promise<string | null> {
    if (!site.account_id) return null
    return (await this.accounts.findById(site.account_id))?.mail ?? null
  }
}
