import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { atomically } from '../db/transactions.ts'
import { PRINT_FILES_FOLDER } from '../services/orders/orders-print-shop.ts'
import { FileDeletionsRepository, type FileTarget } from './file-deletions.repository.ts'
import type { SiteRow } from './sites.repository.ts'

/** The guest list's tables (migration 0013), as far as erasing reads them. */
type GuestListTables = {
  households: { site_id: string; members: string }
  household_send_mails: { site_id: string; to_address: string }
}

/** What an erasure leaves to do outside its transaction. */
export interface Erased {
  siteIds: string[]
  hosts: string[]
  /** Stored files to delete, recorded in file_deletions by the same transaction. */
  files: FileTarget[]
}

const MAIL = /[^\s@"'<>,;:()[\]\\]+@[^\s@"'<>,;:()[\]\\]+\.[^\s@"'<>,;:()[\]\\]+/g
const CHUNK = 200

/** Everything an account holds, for its owner's copy and for erasing it (GDPR). */
export class AccountDataRepository {
  constructor(private readonly db: Kysely<Database>) {}

  sitesOf(accountId: string): Promise<SiteRow[]> {
    return this.db
      .selectFrom('sites')
      .selectAll()
      .where('account_id', '=', accountId)
      .orderBy('created_at')
      .execute()
  }

  /**
   * Erases an account in one transaction: every row that names it or one of its sites is deleted,
   * mails to the owner and to the sites' guests and recipients with them. Payments stay for the
   * bookkeeping with what it needs (reference, product, amounts, VAT, dates, provider's id) and
   * nothing of who paid or for what site. The stored files of the sites (their folders, their
   * quick-start images, their print files) are recorded in file_deletions in the same transaction
   * (the unit of work's, which the service opens).
   */
  async erase(accountId: string, now: string): Promise<Erased> {
    return atomically(this.db, async (trx) => {
      const db = trx.withTables<GuestListTables>()
      const account = await trx
        .selectFrom('accounts')
        .select(['id', 'mail'])
        .where('id', '=', accountId)
        .executeTakeFirst()
      const sites = await trx
        .selectFrom('sites')
        .select(['id', 'host', 'content'])
        .where('account_id', '=', accountId)
        .execute()
      const siteIds = sites.map((s) => s.id)
      const ofSites = <T>(query: (ids: string[]) => Promise<T[]>) =>
        siteIds.length ? query(siteIds) : Promise.resolve([] as T[])

      const orders = await trx
        .selectFrom('print_orders')
        .select(['id', 'shipping_address'])
        .where((eb) =>
          siteIds.length
            ? eb.or([eb('account_id', '=', accountId), eb('site_id', 'in', siteIds)])
            : eb('account_id', '=', accountId),
        )
        .execute()
      const orderIds = orders.map((o) => o.id)
      const domains = await ofSites((ids) =>
        trx.selectFrom('site_domains').select('domain').where('site_id', 'in', ids).execute(),
      )
      const uploads = await ofSites((ids) =>
        trx.selectFrom('uploads').select(['folder', 'base']).where('site_id', 'in', ids).execute(),
      )

      // Every address a mail about these sites may have gone to: the owner, the form recipients,
      // the guests who gave one in an answer, the guest list and its sends (a send names them joined).
      const texts: string[] = [
        ...sites.map((s) => formRecipientsOf(s.content)),
        ...orders.map((o) => o.shipping_address),
      ]
      const addresses = new Set<string>(account ? [account.mail] : [])
      for (const row of await ofSites((ids) =>
        trx.selectFrom('rsvps').select('form_elements').where('site_id', 'in', ids).execute(),
      ))
        texts.push(row.form_elements)
      for (const row of await ofSites((ids) =>
        trx.selectFrom('form_submissions').select('form_elements').where('site_id', 'in', ids).execute(),
      ))
        texts.push(row.form_elements)
      for (const row of await ofSites((ids) =>
        db.selectFrom('households').select('members').where('site_id', 'in', ids).execute(),
      ))
        texts.push(row.members)
      for (const row of await ofSites((ids) =>
        db.selectFrom('household_send_mails').select('to_address').where('site_id', 'in', ids).execute(),
      )) {
        addresses.add(row.to_address)
        texts.push(row.to_address)
      }
      for (const text of texts) for (const match of text.matchAll(MAIL)) addresses.add(match[0])
      for (const address of [...addresses]) addresses.add(address.toLowerCase())

      const files: FileTarget[] = [
        ...siteIds.map((id) => ({ folder: id, prefix: '' })),
        ...uploads
          .filter((u) => !siteIds.includes(u.folder))
          .map((u) => ({ folder: u.folder, prefix: `${u.base}-` })),
        ...orderIds.map((id) => ({ folder: PRINT_FILES_FOLDER, prefix: `${id}-` })),
      ]
      await FileDeletionsRepository.record(trx, files, now)

      await trx
        .updateTable('payments')
        .set({
          account_id: null,
          payer_alias: null,
          site_id: null,
          order_id: null,
          host: null,
          domain: null,
          error_message: null,
          updated_at: now,
        })
        .where((eb) =>
          eb.or([
            eb('account_id', '=', accountId),
            ...(siteIds.length ? [eb('site_id', 'in', siteIds)] : []),
            ...(orderIds.length ? [eb('order_id', 'in', orderIds)] : []),
          ]),
        )
        .execute()

      const list = [...addresses]
      for (let i = 0; i < list.length; i += CHUNK) {
        await trx
          .deleteFrom('mail_outbox')
          .where('to_address', 'in', list.slice(i, i + CHUNK))
          .execute()
      }
      await trx.deleteFrom('logs').where('account_id', '=', accountId).execute()
      const marks = [
        ...siteIds,
        ...sites.flatMap((s) => (s.host ? [s.host] : [])),
        ...domains.map((d) => d.domain),
      ]
      for (const mark of marks) {
        const like = `%${mark}%`
        await trx
          .deleteFrom('logs')
          .where((eb) =>
            eb.or([eb('url', 'like', like), eb('site_data', 'like', like), eb('info', 'like', like)]),
          )
          .execute()
      }
      await trx
        .deleteFrom('feedback')
        .where((eb) =>
          account
            ? eb.or([eb('account_id', '=', accountId), eb('user_mail', '=', account.mail)])
            : eb('account_id', '=', accountId),
        )
        .execute()
      if (orderIds.length) await trx.deleteFrom('print_orders').where('id', 'in', orderIds).execute()
      if (siteIds.length) {
        await trx.deleteFrom('uploads').where('site_id', 'in', siteIds).execute()
        await trx.deleteFrom('host_holds').where('site_id', 'in', siteIds).execute()
        await trx.deleteFrom('domain_renewals').where('site_id', 'in', siteIds).execute()
        // The rest of each site's rows (answers, guest list, versions, visits, prints, domains,
        // reminders) go with it by their foreign keys' cascade.
        await trx.deleteFrom('sites').where('id', 'in', siteIds).execute()
      }
      await trx
        .updateTable('site_versions')
        .set({ account_id: null })
        .where('account_id', '=', accountId)
        .execute()
      await trx.deleteFrom('sessions').where('account_id', '=', accountId).execute()
      await trx.deleteFrom('password_resets').where('account_id', '=', accountId).execute()
      await trx.deleteFrom('accounts').where('id', '=', accountId).execute()
      return { siteIds, hosts: sites.flatMap((s) => (s.host ? [s.host] : [])), files }
    })
  }
}

/**
 * The form recipients (mail receivers) a site's document names, as text to find addresses in. Only they: an address
 * written in a module's text is someone else's, whose mails about other sites are not this site's.
 */
function formRecipientsOf(content: string): string {
  try {
    // A legacy site (issue 19) keeps them as mailReceivers until it is upgraded.
    const document = JSON.parse(content) as { formRecipients?: unknown; mailReceivers?: unknown }
    return JSON.stringify([document.formRecipients ?? [], document.mailReceivers ?? {}])
  } catch {
    return ''
  }
}
