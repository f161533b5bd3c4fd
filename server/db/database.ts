import { createRequire } from 'node:module'
import { join } from 'node:path'
import type SQLiteConstructor from 'better-sqlite3'
import { Kysely, type Migration, Migrator, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import * as initial from './migrations/0001_initial.ts'
import * as guestData from './migrations/0002_guest_data.ts'
import * as uploads from './migrations/0003_uploads.ts'
import * as payments from './migrations/0004_payments.ts'
import * as guestHardening from './migrations/0005_guest_hardening.ts'
import * as siteVersionRestores from './migrations/0006_site_version_restores.ts'
import * as addresses from './migrations/0007_addresses.ts'
import * as prints from './migrations/0008_prints.ts'
import * as guestAnswers from './migrations/0009_guest_answers.ts'
import * as rsvpGroupNumbers from './migrations/0010_rsvp_group_numbers.ts'
import * as mailOutboxJobs from './migrations/0012_mail_outbox_jobs.ts'
import * as households from './migrations/0013_households.ts'
import * as printHouseholds from './migrations/0014_print_households.ts'
import * as paymentRefunds from './migrations/0015_payment_refunds.ts'
import * as fileDeletions from './migrations/0016_file_deletions.ts'
import * as domainProof from './migrations/0017_domain_proof.ts'
import * as ordersTracking from './migrations/0018_orders_tracking.ts'
import * as mails from './migrations/0019_mails.ts'
import * as events from './migrations/0020_events.ts'
import * as eventInvitations from './migrations/0021_event_invitations.ts'
import * as siteMembers from './migrations/0022_site_members.ts'
import * as giftPledges from './migrations/0023_gift_pledges.ts'
import * as photos from './migrations/0024_photos.ts'
import * as rsvpEventAnswers from './migrations/0025_rsvp_event_answers.ts'
import * as giftReservationHousehold from './migrations/0026_gift_reservation_household.ts'
import * as accountNames from './migrations/0028_account_names.ts'
import * as photoVideos from './migrations/0029_photo_videos.ts'
import type { Database } from './schema.ts'

export type Dialect = 'sqlite' | 'postgres'

export interface Db {
  kysely: Kysely<Database>
  dialect: Dialect
  close(): Promise<void>
}

export interface DbOptions {
  databaseUrl?: string
  dataDir: string
  /** Overrides the SQLite file (tests use a fresh one each). */
  sqliteFile?: string
}

// better-sqlite3 12 aborts the process on Node 24.19+ whenever the GC finalises a statement outside
// a V8 context (node::ObjectWrap's new cleanup hook, nodejs/node#65446); 13 is built on Node-API
// and does not, but it needs Node 22 and segfaults on the Node 20 that dev machines still have.
// So Node 22+ loads 13 and Node 20 the optional 12, installed under the name better-sqlite3-node20.
const nodeMajor = Number(process.versions.node.split('.')[0])
const SQLite: typeof SQLiteConstructor = createRequire(import.meta.url)(
  nodeMajor >= 22 ? 'better-sqlite3' : 'better-sqlite3-node20',
)

// COUNT(*) and BIGINT come back from pg as strings; everything we count fits a JS number.
pg.types.setTypeParser(20, (v) => Number(v))

export function openDatabase(options: DbOptions): Db {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 })
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (err) => console.warn(`PostgreSQL connection lost: ${err.message}`))
    const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
    return { kysely, dialect: 'postgres', close: () => kysely.destroy() }
  }
  const file = options.sqliteFile ?? join(options.dataDir, 'eventsite.sqlite')
  const sqlite = new SQLite(file)
  sqlite.pragma('journal_mode = WAL')
  // FULL: an acknowledged guest answer must survive a power cut, not just a process crash.
  sqlite.pragma('synchronous = FULL')
  sqlite.pragma('foreign_keys = ON')
  // The admin command line writes to the same file while the server runs.
  sqlite.pragma('busy_timeout = 5000')
  reusePreparedStatements(sqlite)
  const kysely = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) })
  return { kysely, dialect: 'sqlite', close: () => kysely.destroy() }
}

const PREPARED_STATEMENTS_KEPT = 500

/**
 * Kysely prepares every query afresh; on SQLite preparing was the largest single cost of an RSVP
 * (13 % of its CPU). Statements are kept by their SQL, the oldest dropped past the limit. Kysely
 * runs one query at a time on its one SQLite connection (a stream holds it), so a kept statement
 * is never in use twice; a changed schema makes SQLite prepare it again by itself.
 */
function reusePreparedStatements(sqlite: SQLiteConstructor.Database): void {
  const prepare = sqlite.prepare.bind(sqlite)
  const kept = new Map<string, SQLiteConstructor.Statement>()
  sqlite.prepare = ((source: string) => {
    let statement = kept.get(source)
    if (!statement) {
      statement = prepare(source)
      if (kept.size >= PREPARED_STATEMENTS_KEPT) kept.delete(kept.keys().next().value as string)
      kept.set(source, statement)
    }
    return statement
  }) as typeof sqlite.prepare
}

const MIGRATIONS: Record<string, Migration> = {
  '0001_initial': initial,
  '0002_guest_data': guestData,
  '0003_uploads': uploads,
  '0004_payments': payments,
  '0005_guest_hardening': guestHardening,
  '0006_site_version_restores': siteVersionRestores,
  '0007_addresses': addresses,
  '0008_prints': prints,
  '0009_guest_answers': guestAnswers,
  '0010_rsvp_group_numbers': rsvpGroupNumbers,
  '0012_mail_outbox_jobs': mailOutboxJobs,
  '0013_households': households,
  '0014_print_households': printHouseholds,
  '0015_payment_refunds': paymentRefunds,
  '0016_file_deletions': fileDeletions,
  '0017_domain_proof': domainProof,
  '0018_orders_tracking': ordersTracking,
  '0019_mails': mails,
  '0020_events': events,
  '0021_event_invitations': eventInvitations,
  '0022_site_members': siteMembers,
  '0023_gift_pledges': giftPledges,
  '0024_photos': photos,
  '0025_rsvp_event_answers': rsvpEventAnswers,
  '0026_gift_reservation_household': giftReservationHousehold,
  '0028_account_names': accountNames,
  '0029_photo_videos': photoVideos,
}

export async function migrate(db: Db): Promise<void> {
  const migrator = new Migrator({
    db: db.kysely,
    provider: { getMigrations: async () => MIGRATIONS },
    // Numbers were handed out per part of the work, so a lower one can land after a higher one
    // already ran on a database (0010 after 0012): each runs once, whatever the order it came in.
    allowUnorderedMigrations: true,
  })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((r) => r.status === 'Error')
  if (error || failed) {
    throw new Error(
      `Database migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${String(error)}`,
    )
  }
}
