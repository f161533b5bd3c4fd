import type { Kysely } from 'kysely'
import type { Database, FormSubmissionsTable, GiftReservationsTable, RsvpsTable } from '../db/schema.ts'
import { atomically } from '../db/transactions.ts'
import { type SiteRow, SitesRepository } from './sites.repository.ts'

export interface ImportedSite {
  site: SiteRow
  reservations: GiftReservationsTable[]
  rsvps: RsvpsTable[]
  formSubmissions: FormSubmissionsTable[]
}

/** Writes of legacy sites that span several tables. */
export class LegacyRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** An imported site with its reservations and answers: all of it, or nothing. */
  insertImported(imported: ImportedSite): Promise<void> {
    return atomically(this.db, async (trx) => {
      await new SitesRepository(trx).insert(imported.site)
      if (imported.reservations.length)
        await trx.insertInto('gift_reservations').values(imported.reservations).execute()
      if (imported.rsvps.length) await trx.insertInto('rsvps').values(imported.rsvps).execute()
      if (imported.formSubmissions.length) {
        await trx.insertInto('form_submissions').values(imported.formSubmissions).execute()
      }
    })
  }

  /** The ids among these that answer rows already use (an import keeps legacy ids when it can). */
  async takenAnswerIds(ids: string[]): Promise<Set<string>> {
    if (!ids.length) return new Set()
    const [rsvps, forms] = await Promise.all([
      this.db.selectFrom('rsvps').select('id').where('id', 'in', ids).execute(),
      this.db.selectFrom('form_submissions').select('id').where('id', 'in', ids).execute(),
    ])
    return new Set([...rsvps, ...forms].map((r) => r.id))
  }

  /** The latest stored document of the site that is in the legacy shape (kept by the upgrade). */
  async latestVersionContent(
    siteId: string,
    isLegacy: (content: string) => boolean,
  ): Promise<string | undefined> {
    const rows = await this.db
      .selectFrom('site_versions')
      .select(['revision', 'content'])
      .where('site_id', '=', siteId)
      .orderBy('revision', 'desc')
      .execute()
    return rows.find((r) => isLegacy(r.content))?.content
  }
}
