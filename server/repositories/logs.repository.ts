import type { Kysely } from 'kysely'
import type { Database, FeedbackTable, LogsTable } from '../db/schema.ts'

export class LogsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: LogsTable): Promise<void> {
    await this.db.insertInto('logs').values(row).execute()
  }

  latest(limit: number): Promise<LogsTable[]> {
    return this.db.selectFrom('logs').selectAll().orderBy('created_at', 'desc').limit(limit).execute()
  }

  async insertFeedback(row: FeedbackTable): Promise<void> {
    await this.db.insertInto('feedback').values(row).execute()
  }
}
