import type { Insertable } from 'kysely'
import type { SitesTable } from '../db/schema.ts'

/** A bare, active site row for repository tests that need only a site to hang answers on. */
export function bareSiteRow(id: string, now: string): Insertable<SitesTable> {
  return {
    id,
    account_id: null,
    host: null,
    brand: 'wedding',
    market: 'SE',
    active: 1,
    active_date: null,
    active_expire_date: null,
    password: null,
    meta_noindex: 0,
    quick_start: 0,
    revision: 1,
    content: '{}',
    wizard_data: null,
    created_at: now,
    updated_at: now,
  }
}
