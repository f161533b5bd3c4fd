import type { Kysely } from 'kysely'
import type { Db } from '../../db/database.ts'
import type { Database } from '../../db/schema.ts'
import { atomically } from '../../db/transactions.ts'
import { type NewGroup, type NewGroupOutcome, newRsvpBatches } from './postgres-batches.ts'
import { sqliteGroupCommit } from './sqlite-group-commit.ts'

/**
 * How a guest answer reaches the disk. Answers come many at once and each must be durable before it
 * is acknowledged, so the cost is the commit's flush, not the statements; each dialect shares that
 * flush its own way (docs/decisions/0015-answer-writes-per-dialect.md). The repository of guest
 * answers writes through this and nothing else.
 */
export interface AnswerWriter {
  /**
   * A group answering for the first time, with its post key. undefined: not decided here (the
   * group has rows already, or this writer leaves every group to `write`); `write` decides.
   */
  writeNew(group: NewGroup): Promise<NewGroupOutcome>
  /** One answer's statements, all or none; resolved only after the commit that makes them durable. */
  write<T>(work: (trx: Kysely<Database>) => Promise<T>): Promise<T>
}

/** The writer of the database's dialect, for repositories bound to the database itself. */
export function answerWriterOf(db: Db): AnswerWriter {
  return db.dialect === 'postgres' ? postgresAnswerWriter(db.kysely) : sqliteAnswerWriter(db.kysely)
}

/**
 * PostgreSQL: new groups arriving together go in one statement (postgres-batches.ts); other writes
 * in a transaction each, since PostgreSQL flushes concurrent commits together by itself.
 */
export function postgresAnswerWriter(db: Kysely<Database>): AnswerWriter {
  const batches = newRsvpBatches(db)
  return { writeNew: (group) => batches.save(group), write: (work) => atomically(db, work) }
}

/** SQLite: every answer of one turn of the event loop in one shared transaction (sqlite-group-commit.ts). */
export function sqliteAnswerWriter(db: Kysely<Database>): AnswerWriter {
  const commit = sqliteGroupCommit(db)
  return { writeNew: async () => undefined, write: (work) => commit.write(work) }
}

/** Inside a unit of work: the answer is part of its transaction, committed with it. */
export function answerWriterIn(trx: Kysely<Database>): AnswerWriter {
  return { writeNew: async () => undefined, write: (work) => atomically(trx, work) }
}
