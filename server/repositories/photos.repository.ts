import { type Kysely, sql } from 'kysely'
import type { Database } from '../db/schema.ts'

export type PhotoState = 'pending' | 'approved' | 'hidden'

/** One stored part of an upload under way: its file in the storage seam and where it starts. */
export interface UploadPart {
  name: string
  from: number
  size: number
}

export interface PhotoUploadRow {
  id: string
  site_id: string
  guest: string
  length: number
  offset: number
  /** UploadPart[] as JSON. */
  parts: string
  file_name: string
  content_type: string
  photo_id: string | null
  created_at: string
  updated_at: string
}

export interface PhotoRow {
  id: string
  site_id: string
  state: PhotoState
  base: string
  width: number
  height: number
  bytes: number
  original_name: string
  created_at: string
  approved_at: string | null
  /** 'image/jpeg' for a photo (three sizes), 'video/mp4' or 'video/quicktime' for a video (migration 0029). */
  media_type: string
}

export interface PhotoZipRow {
  id: string
  site_id: string
  state: 'queued' | 'building' | 'ready' | 'failed'
  done: number
  total: number
  bytes: number
  mail: string
  created_at: string
}

type PhotoTables = {
  photo_uploads: PhotoUploadRow
  photos: PhotoRow
  photo_settings: { site_id: string; auto_approve: number }
  photo_zips: PhotoZipRow
}

// PostgreSQL answers bigint columns as strings; both dialects are read back as numbers here.
const upload = (row: PhotoUploadRow): PhotoUploadRow => ({
  ...row,
  length: Number(row.length),
  offset: Number(row.offset),
})
const photo = (row: PhotoRow): PhotoRow => ({ ...row, bytes: Number(row.bytes) })
const zip = (row: PhotoZipRow): PhotoZipRow => ({ ...row, bytes: Number(row.bytes) })

/** Guests' photos, their uploads under way, a site's photo settings and zips (migration 0021). */
export class PhotosRepository {
  private readonly db: Kysely<Database & PhotoTables>

  constructor(db: Kysely<Database>) {
    this.db = db.withTables<PhotoTables>()
  }

  async insertUpload(row: PhotoUploadRow): Promise<void> {
    await this.db.insertInto('photo_uploads').values(row).execute()
  }

  async findUpload(siteId: string, id: string): Promise<PhotoUploadRow | undefined> {
    const row = await this.db
      .selectFrom('photo_uploads')
      .selectAll()
      .where('site_id', '=', siteId)
      .where('id', '=', id)
      .executeTakeFirst()
    return row && upload(row)
  }

  /**
   * Records a stored part, only if the upload is still at `from`: of two requests that sent the
   * same bytes (a retry that crossed the first), one counts and the other is told the new offset.
   */
  async appendPart(
    id: string,
    from: number,
    part: UploadPart,
    parts: UploadPart[],
    now: string,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('photo_uploads')
      .set({ offset: from + part.size, parts: JSON.stringify([...parts, part]), updated_at: now })
      .where('id', '=', id)
      .where('offset', '=', from)
      .executeTakeFirst()
    return Number(result.numUpdatedRows) === 1
  }

  async finishUpload(id: string, photoId: string): Promise<void> {
    await this.db.updateTable('photo_uploads').set({ photo_id: photoId }).where('id', '=', id).execute()
  }

  async deleteUpload(id: string): Promise<void> {
    await this.db.deleteFrom('photo_uploads').where('id', '=', id).execute()
  }

  /** Uploads last touched before `beforeIso` and never finished: abandoned, their parts to remove. */
  staleUploads(beforeIso: string, limit: number): Promise<PhotoUploadRow[]> {
    return this.db
      .selectFrom('photo_uploads')
      .selectAll()
      .where('updated_at', '<', beforeIso)
      .where('photo_id', 'is', null)
      .limit(limit)
      .execute()
      .then((rows) => rows.map(upload))
  }

  /** Uploads a guest started on a site since `sinceIso` (the per-guest limit counts them). */
  async countUploadsSince(siteId: string, guest: string, sinceIso: string): Promise<number> {
    const row = await this.db
      .selectFrom('photo_uploads')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('site_id', '=', siteId)
      .where('guest', '=', guest)
      .where('created_at', '>=', sinceIso)
      .executeTakeFirst()
    return Number(row?.n ?? 0)
  }

  /** Bytes the site's photos take, and those its unfinished uploads have reserved. */
  async usedBytes(siteId: string): Promise<number> {
    const stored = await this.db
      .selectFrom('photos')
      .select(sql<string>`coalesce(sum(bytes), 0)`.as('n'))
      .where('site_id', '=', siteId)
      .executeTakeFirst()
    const reserved = await this.db
      .selectFrom('photo_uploads')
      .select(sql<string>`coalesce(sum(length), 0)`.as('n'))
      .where('site_id', '=', siteId)
      .where('photo_id', 'is', null)
      .executeTakeFirst()
    return Number(stored?.n ?? 0) + Number(reserved?.n ?? 0)
  }

  async insertPhoto(row: PhotoRow): Promise<void> {
    await this.db.insertInto('photos').values(row).execute()
  }

  async findPhoto(siteId: string, id: string): Promise<PhotoRow | undefined> {
    const row = await this.db
      .selectFrom('photos')
      .selectAll()
      .where('site_id', '=', siteId)
      .where('id', '=', id)
      .executeTakeFirst()
    return row && photo(row)
  }

  /** The site's photos, newest first; only those in `states` when given. */
  async listPhotos(siteId: string, states?: PhotoState[]): Promise<PhotoRow[]> {
    let query = this.db.selectFrom('photos').selectAll().where('site_id', '=', siteId)
    if (states) query = query.where('state', 'in', states)
    const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute()
    return rows.map(photo)
  }

  /**
   * One page of the site's photos, newest first, after `after` (the last of the page before):
   * keyset paging on (created_at, id), so a photo arriving or going meanwhile moves nothing.
   */
  async listPhotosPage(
    siteId: string,
    limit: number,
    after?: { createdAt: string; id: string },
  ): Promise<PhotoRow[]> {
    let query = this.db.selectFrom('photos').selectAll().where('site_id', '=', siteId)
    if (after)
      query = query.where((eb) =>
        eb.or([
          eb('created_at', '<', after.createdAt),
          eb.and([eb('created_at', '=', after.createdAt), eb('id', '<', after.id)]),
        ]),
      )
    const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute()
    return rows.map(photo)
  }

  /** How many of the site's photos are in each state. */
  async countByState(siteId: string): Promise<Record<PhotoState, number>> {
    const rows = await this.db
      .selectFrom('photos')
      .select(['state', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('site_id', '=', siteId)
      .groupBy('state')
      .execute()
    const counts: Record<PhotoState, number> = { pending: 0, approved: 0, hidden: 0 }
    for (const row of rows) counts[row.state] = Number(row.n)
    return counts
  }

  async setState(siteId: string, ids: string[], state: PhotoState, now: string): Promise<number> {
    if (ids.length === 0) return 0
    const result = await this.db
      .updateTable('photos')
      .set(state === 'approved' ? { state, approved_at: now } : { state })
      .where('site_id', '=', siteId)
      .where('id', 'in', ids)
      .executeTakeFirst()
    return Number(result.numUpdatedRows)
  }

  /** Deletes the rows and answers those deleted, for their files to go too. */
  async deletePhotos(siteId: string, ids: string[]): Promise<PhotoRow[]> {
    if (ids.length === 0) return []
    const rows = await this.db
      .deleteFrom('photos')
      .where('site_id', '=', siteId)
      .where('id', 'in', ids)
      .returningAll()
      .execute()
    return rows.map(photo)
  }

  async autoApprove(siteId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('photo_settings')
      .select('auto_approve')
      .where('site_id', '=', siteId)
      .executeTakeFirst()
    return row?.auto_approve === 1
  }

  async setAutoApprove(siteId: string, on: boolean): Promise<void> {
    await this.db
      .insertInto('photo_settings')
      .values({ site_id: siteId, auto_approve: on ? 1 : 0 })
      .onConflict((oc) => oc.column('site_id').doUpdateSet({ auto_approve: on ? 1 : 0 }))
      .execute()
  }

  async insertZip(row: PhotoZipRow): Promise<void> {
    await this.db.insertInto('photo_zips').values(row).execute()
  }

  async findZip(siteId: string, id: string): Promise<PhotoZipRow | undefined> {
    const row = await this.db
      .selectFrom('photo_zips')
      .selectAll()
      .where('site_id', '=', siteId)
      .where('id', '=', id)
      .executeTakeFirst()
    return row && zip(row)
  }

  async latestZip(siteId: string): Promise<PhotoZipRow | undefined> {
    const row = await this.db
      .selectFrom('photo_zips')
      .selectAll()
      .where('site_id', '=', siteId)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst()
    return row && zip(row)
  }

  async updateZip(
    id: string,
    fields: Partial<Pick<PhotoZipRow, 'state' | 'done' | 'total' | 'bytes'>>,
  ): Promise<void> {
    await this.db.updateTable('photo_zips').set(fields).where('id', '=', id).execute()
  }
}
