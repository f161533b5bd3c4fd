import type { Kysely, Selectable } from 'kysely'
import type { Database, FileDeletionsTable } from '../db/schema.ts'

export type FileDeletionRow = Selectable<FileDeletionsTable>

/** Every file in `folder` whose name starts with `prefix` ('' for the whole folder). */
export interface FileTarget {
  folder: string
  prefix: string
}

/** Files still to delete from media storage (migration 0015). */
export class FileDeletionsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Records targets; `db` is the transaction that deletes the rows naming the files. */
  static async record(db: Kysely<Database>, targets: FileTarget[], now: string): Promise<void> {
    for (let i = 0; i < targets.length; i += 200) {
      const rows = targets.slice(i, i + 200).map((t) => ({
        folder: t.folder,
        prefix: t.prefix,
        created_at: now,
        next_attempt_at: now,
        last_error: null,
      }))
      await db
        .insertInto('file_deletions')
        .values(rows)
        .onConflict((oc) => oc.columns(['folder', 'prefix']).doNothing())
        .execute()
    }
  }

  due(now: string, limit: number): Promise<FileDeletionRow[]> {
    return this.db
      .selectFrom('file_deletions')
      .selectAll()
      .where('next_attempt_at', '<=', now)
      .orderBy('next_attempt_at')
      .limit(limit)
      .execute()
  }

  async done(target: FileTarget): Promise<void> {
    await this.db
      .deleteFrom('file_deletions')
      .where('folder', '=', target.folder)
      .where('prefix', '=', target.prefix)
      .execute()
  }

  async failed(target: FileTarget, error: string, nextAttemptAt: string): Promise<void> {
    await this.db
      .updateTable('file_deletions')
      .set((eb) => ({
        attempts: eb('attempts', '+', 1),
        last_error: error.slice(0, 500),
        next_attempt_at: nextAttemptAt,
      }))
      .where('folder', '=', target.folder)
      .where('prefix', '=', target.prefix)
      .execute()
  }
}
