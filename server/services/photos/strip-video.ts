import { Transform, type TransformCallback } from 'node:stream'

/** The largest `moov` box held in memory to be cleaned; a phone's 500 MB video has one of about 1 MB. */
export const MOOV_MAX_BYTES = 64 * 1024 * 1024

/** Why a video's boxes could not be read; the upload is refused, never stored half-cleaned. */
export class VideoBoxError extends Error {}

/**
 * Boxes that hold who, where and with what a video was made: `udta` (©xyz, ©mak, ©mod, ©swr...),
 * `meta` (com.apple.quicktime.location.ISO6709, make, model, software) and `uuid` (XMP, makers'
 * GPS). Nothing a player needs lives in them.
 */
const PRIVATE = new Set(['udta', 'meta', 'uuid'])
const FREE = Buffer.from('free', 'latin1')

export interface VideoFacts {
  /** The picture's size as shown (a portrait phone video's track is turned by its matrix). */
  width: number
  height: number
}

interface BoxHeader {
  type: string
  /** Header bytes: 8, or 16 with a 64-bit size. */
  header: number
  /** The whole box's size; undefined for size 0 (the box runs to the end of the file). */
  size: number | undefined
}

function readHeader(buf: Buffer, at: number, end: number): BoxHeader | 'short' {
  if (end - at < 8) return 'short'
  const small = buf.readUInt32BE(at)
  const type = buf.toString('latin1', at + 4, at + 8)
  if (small === 1) {
    if (end - at < 16) return 'short'
    const large = buf.readBigUInt64BE(at + 8)
    if (large < 16n || large > BigInt(Number.MAX_SAFE_INTEGER)) throw new VideoBoxError(`bad size of ${type}`)
    return { type, header: 16, size: Number(large) }
  }
  if (small === 0) return { type, header: 8, size: undefined }
  if (small < 8) throw new VideoBoxError(`bad size of ${type}`)
  return { type, header: 8, size: small }
}

/**
 * Makes a box of metadata a `free` box of the same size whose bytes are all zero: no byte moves,
 * so the chunk offsets in `stco`/`co64` still point at the right samples, and the text that was in
 * it (a location, a phone's name) is gone, not merely hidden from players.
 */
function blank(buf: Buffer, at: number, header: number, size: number): void {
  FREE.copy(buf, at + 4)
  buf.fill(0, at + header, at + size)
}

/** Cleans the boxes inside `moov` (and each `trak`) in place; answers the picture's size. */
export function cleanMoov(moov: Buffer): VideoFacts {
  const facts: VideoFacts = { width: 0, height: 0 }
  const walk = (from: number, end: number, depth: number) => {
    let at = from
    while (at < end) {
      const head = readHeader(moov, at, end)
      if (head === 'short') {
        // A few stray bytes at the end of a box: zeroed, they can hold nothing.
        moov.fill(0, at, end)
        return
      }
      const size = head.size ?? end - at
      if (at + size > end) throw new VideoBoxError(`${head.type} runs past its parent`)
      if (PRIVATE.has(head.type)) blank(moov, at, head.header, size)
      else if (head.type === 'trak' && depth === 1) walk(at + head.header, at + size, 2)
      else if (head.type === 'tkhd' && depth === 2 && size >= head.header + 44 && facts.width === 0) {
        trackSize(moov, at + size, facts)
      }
      at += size
    }
  }
  const head = readHeader(moov, 0, moov.length)
  if (head === 'short' || head.type !== 'moov') throw new VideoBoxError('not a moov box')
  walk(head.header, moov.length, 1)
  return facts
}

/** A track header's last 44 bytes: the matrix (9 x 4) and width and height in 16.16. */
function trackSize(buf: Buffer, end: number, facts: VideoFacts): void {
  const width = buf.readUInt32BE(end - 8) >>> 16
  const height = buf.readUInt32BE(end - 4) >>> 16
  if (width === 0 || height === 0) return
  const a = buf.readInt32BE(end - 44)
  const b = buf.readInt32BE(end - 40)
  const turned = a === 0 && b !== 0
  facts.width = turned ? height : width
  facts.height = turned ? width : height
}

type State =
  | { kind: 'header' }
  | { kind: 'pass'; left: number }
  | { kind: 'zero'; left: number }
  | { kind: 'moov'; left: number | undefined; parts: Buffer[]; bytes: number }

/**
 * Streams an ISO BMFF / QuickTime video (MP4, MOV) through unchanged except for its metadata boxes,
 * blanked in place: top-level `udta`/`meta`/`uuid` are zeroed as they stream by; `moov` (before or
 * after `mdat`, as an iPhone writes it) is held alone, up to MOOV_MAX_BYTES, cleaned and let go.
 * A 500 MB video passes with the memory of one `moov` and the stream's buffers. Sizes of 64 bits
 * and size 0 (to the end of the file) are followed.
 */
export class VideoStripper extends Transform {
  facts: VideoFacts = { width: 0, height: 0 }
  private state: State = { kind: 'header' }
  private pending: Buffer = Buffer.alloc(0)

  constructor(private readonly moovMax = MOOV_MAX_BYTES) {
    super()
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    try {
      this.feed(chunk)
      done()
    } catch (err) {
      done(err as Error)
    }
  }

  override _flush(done: TransformCallback): void {
    try {
      this.finishLastBox()
      done()
    } catch (err) {
      done(err as Error)
    }
  }

  private finishLastBox(): void {
    const state = this.state
    if (state.kind === 'moov' && state.left === undefined) {
      this.emitMoov(Buffer.concat(state.parts))
      this.state = { kind: 'header' }
    } else if (state.kind !== 'header' && state.left === Number.POSITIVE_INFINITY) {
      this.state = { kind: 'header' }
    }
    if (this.state.kind !== 'header' || this.pending.some((b) => b !== 0)) {
      throw new VideoBoxError('the video ends inside a box')
    }
    // Zero padding after the last box, as some cameras write: nothing to hide in it.
    if (this.pending.length > 0) this.push(this.pending)
  }

  private feed(input: Buffer): void {
    let chunk = input
    while (chunk.length > 0) {
      const state = this.state
      if (state.kind === 'header') {
        const data = this.pending.length > 0 ? Buffer.concat([this.pending, chunk]) : chunk
        const head = readHeader(data, 0, data.length)
        if (head === 'short') {
          this.pending = Buffer.from(data)
          return
        }
        this.pending = Buffer.alloc(0)
        this.begin(head, Buffer.from(data.subarray(0, head.header)))
        chunk = data.subarray(head.header)
        continue
      }
      if (state.kind === 'pass' || state.kind === 'zero') {
        const n = Math.min(state.left, chunk.length)
        this.push(state.kind === 'pass' ? chunk.subarray(0, n) : Buffer.alloc(n))
        state.left -= n
        chunk = chunk.subarray(n)
        if (state.left === 0) this.state = { kind: 'header' }
        continue
      }
      const n = state.left === undefined ? chunk.length : Math.min(state.left, chunk.length)
      // Copied: the source may reuse its buffers, and the moov is changed in place.
      state.parts.push(Buffer.from(chunk.subarray(0, n)))
      state.bytes += n
      if (state.bytes > this.moovMax) throw new VideoBoxError('the moov box is too large')
      chunk = chunk.subarray(n)
      if (state.left !== undefined) {
        state.left -= n
        if (state.left === 0) {
          this.emitMoov(Buffer.concat(state.parts))
          this.state = { kind: 'header' }
        }
      }
    }
  }

  /** Starts a top-level box from its header's bytes (`raw`, a copy). */
  private begin(head: BoxHeader, raw: Buffer): void {
    const left = head.size === undefined ? Number.POSITIVE_INFINITY : head.size - head.header
    if (head.type === 'moov') {
      if ((head.size ?? 0) > this.moovMax) throw new VideoBoxError('the moov box is too large')
      this.state = {
        kind: 'moov',
        left: head.size === undefined ? undefined : left,
        parts: [raw],
        bytes: raw.length,
      }
    } else if (PRIVATE.has(head.type)) {
      FREE.copy(raw, 4)
      this.push(raw)
      this.state = { kind: 'zero', left }
    } else {
      this.push(raw)
      this.state = { kind: 'pass', left }
    }
    if (left === 0) {
      if (this.state.kind === 'moov') this.emitMoov(raw)
      this.state = { kind: 'header' }
    }
  }

  private emitMoov(moov: Buffer): void {
    this.facts = cleanMoov(moov)
    this.push(moov)
  }
}
