import type { Readable } from 'node:stream'

export interface StoredStream {
  stream: Readable
  /** The whole file's size, also when the stream holds only a range of it. */
  bytes: number
}

/** Bytes `start` to `end` of a file, both included (as an HTTP Range says them). */
export interface ByteRange {
  start: number
  end: number
}

/**
 * Where uploaded media lives. Keys are `<folder>/<fileName>` made by the server only (a site id and
 * a random file name), never from what a user sent. Stored files are never overwritten: every new
 * image gets new names, so they can be served with immutable cache headers.
 */
export interface MediaStorage {
  readonly name: string
  /** The public URL of a folder, e.g. `/media/u/<siteId>`; a file is at `<url>/<fileName>`. */
  folderUrl(folder: string): string
  put(folder: string, fileName: string, data: Buffer, contentType: string): Promise<void>
  /** The bytes of a stored file, or undefined when there is none. */
  get(folder: string, fileName: string): Promise<Buffer | undefined>
  /**
   * Stores a file read from a stream, never held whole in memory (a zip of a wedding's photos is
   * gigabytes); like `put`, nobody sees it before it is complete.
   */
  putStream(folder: string, fileName: string, data: Readable, contentType: string): Promise<void>
  /**
   * A stored file as a stream, with its size; undefined when there is none. With `range`, the
   * stream holds only those bytes (a phone seeking in a video asks for them).
   */
  getStream(folder: string, fileName: string, range?: ByteRange): Promise<StoredStream | undefined>
  /** The file names in a folder (empty when the folder does not exist). */
  list(folder: string): Promise<string[]>
  /** Removes a file; removing one that is not there is not an error. */
  delete(folder: string, fileName: string): Promise<void>
  /**
   * Removes a folder that is left empty (an erased site's), on stores where a folder is a thing of
   * its own; a folder that is not there, or not empty, is left as it is.
   */
  removeFolder?(folder: string): Promise<void>
  /**
   * A short-lived URL that reads one file from a private store. Stores without it serve every
   * file at `folderUrl` and guard protected ones there (local storage: the media route).
   */
  signedUrl?(folder: string, fileName: string): Promise<string>
}

/** Sent with every stored file: names never change content, so caches may keep them for a year. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable'

const SAFE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/

/** Guards every key part so no adapter can be led outside its root. */
export function assertSafeSegment(segment: string): void {
  if (!SAFE_SEGMENT.test(segment) || segment.includes('..')) {
    throw new Error(`unsafe storage key segment: ${JSON.stringify(segment)}`)
  }
}
