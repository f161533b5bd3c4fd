import { crc32 } from 'node:zlib'

/**
 * A streaming zip writer for stored (uncompressed) entries that switches to Zip64 where the
 * classic format runs out: an entry or an offset at 4 GiB, or more than 65,535 entries. Section
 * numbers below are those of PKWARE's APPNOTE.TXT 6.3.x. The photos are JPEG already, so nothing is
 * compressed (method 0, 4.4.5): what goes in is what comes out.
 *
 * The zip is an async generator of chunks, pulled by whoever stores it, so a slow store holds the
 * writer back and memory stays at about one entry's bytes (or one stream chunk's).
 */

/** An entry whose bytes are in memory: its CRC and size go in the local header (4.3.7). */
export interface ZipBufferEntry {
  name: string
  modified: Date
  data: Buffer
}

/**
 * An entry read from a stream of a known size (a video from the storage seam): the CRC is known
 * only at its end, so it follows the data in a data descriptor (4.3.9).
 */
export interface ZipStreamEntry {
  name: string
  modified: Date
  stream: AsyncIterable<Buffer>
  bytes: number
}

export type ZipEntry = ZipBufferEntry | ZipStreamEntry

export interface ZipOptions {
  /** Writes Zip64 records even where the classic ones would do, so tests prove them without 4 GiB. */
  forceZip64?: boolean
}

const MAX_32 = 0xffffffff
const MAX_16 = 0xffff
/** 4.4.3.2: 2.0 for stored entries and folders, 4.5 for Zip64. */
const VERSION_CLASSIC = 20
const VERSION_ZIP64 = 45
/** 4.4.2: made on UNIX (3), so the external attributes below are UNIX modes. */
const MADE_BY_UNIX = 3 << 8
/** 4.4.4: bit 3, CRC and sizes in a data descriptor; bit 11, the name is UTF-8. */
const FLAG_DESCRIPTOR = 1 << 3
const FLAG_UTF8 = 1 << 11
/** A regular file, rw-r--r--, in the high half of the external attributes (4.4.15). */
const FILE_MODE = (0o100644 << 16) >>> 0

interface Written {
  name: Buffer
  flags: number
  time: number
  date: number
  crc: number
  size: number
  offset: number
}

/** The zip of `entries`, in order, as chunks. */
export async function* zipStream(entries: AsyncIterable<ZipEntry>, options: ZipOptions = {}) {
  const force = options.forceZip64 === true
  const written: Written[] = []
  let offset = 0
  for await (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8')
    if (name.length > MAX_16) throw new Error(`zip entry name too long: ${entry.name.slice(0, 40)}…`)
    const { time, date } = dosDateTime(entry.modified)
    const start = offset
    if ('data' in entry) {
      const crc = crc32(entry.data)
      const size = entry.data.length
      const header = localHeader(name, FLAG_UTF8, time, date, crc, size, force || size >= MAX_32)
      yield header
      yield entry.data
      offset += header.length + size
      written.push({ name, flags: FLAG_UTF8, time, date, crc, size, offset: start })
    } else {
      const flags = FLAG_UTF8 | FLAG_DESCRIPTOR
      const zip64 = force || entry.bytes >= MAX_32
      const header = localHeader(name, flags, time, date, 0, 0, zip64)
      yield header
      let crc = 0
      let size = 0
      for await (const chunk of entry.stream) {
        crc = crc32(chunk, crc)
        size += chunk.length
        yield chunk
      }
      if (size !== entry.bytes)
        throw new Error(`zip entry ${entry.name}: ${size} bytes, expected ${entry.bytes}`)
      const descriptor = dataDescriptor(crc, size, zip64)
      yield descriptor
      offset += header.length + size + descriptor.length
      written.push({ name, flags, time, date, crc, size, offset: start })
    }
  }
  const directoryOffset = offset
  let directorySize = 0
  for (const entry of written) {
    const header = centralHeader(entry, force)
    directorySize += header.length
    yield header
  }
  yield end(written.length, directorySize, directoryOffset, force)
}

/** 4.3.7 local file header; with 4.5.3 Zip64 extended information when `zip64`. */
function localHeader(
  name: Buffer,
  flags: number,
  time: number,
  date: number,
  crc: number,
  size: number,
  zip64: boolean,
): Buffer {
  // 4.5.3: in a local header the Zip64 field holds both sizes, and the header's sizes are all ones.
  const extra = zip64 ? zip64Extra([size, size]) : Buffer.alloc(0)
  const b = Buffer.alloc(30 + name.length + extra.length)
  b.writeUInt32LE(0x04034b50, 0)
  b.writeUInt16LE(zip64 ? VERSION_ZIP64 : VERSION_CLASSIC, 4)
  b.writeUInt16LE(flags, 6)
  b.writeUInt16LE(0, 8)
  b.writeUInt16LE(time, 10)
  b.writeUInt16LE(date, 12)
  b.writeUInt32LE(crc, 14)
  b.writeUInt32LE(zip64 ? MAX_32 : size, 18)
  b.writeUInt32LE(zip64 ? MAX_32 : size, 22)
  b.writeUInt16LE(name.length, 26)
  b.writeUInt16LE(extra.length, 28)
  name.copy(b, 30)
  extra.copy(b, 30 + name.length)
  return b
}

/** 4.3.9: signed, with 8-byte sizes when the entry's local header has the Zip64 field (4.3.9.2). */
function dataDescriptor(crc: number, size: number, zip64: boolean): Buffer {
  const b = Buffer.alloc(zip64 ? 24 : 16)
  b.writeUInt32LE(0x08074b50, 0)
  b.writeUInt32LE(crc, 4)
  if (zip64) {
    b.writeBigUInt64LE(BigInt(size), 8)
    b.writeBigUInt64LE(BigInt(size), 16)
  } else {
    b.writeUInt32LE(size, 8)
    b.writeUInt32LE(size, 12)
  }
  return b
}

/** 4.3.12 central directory header; the Zip64 field (4.5.3) holds only the values that overflow. */
function centralHeader(entry: Written, force: boolean): Buffer {
  const bigSize = force || entry.size >= MAX_32
  const bigOffset = force || entry.offset >= MAX_32
  // 4.5.3: the order is fixed (original size, compressed size, offset) and a value is present
  // exactly when its field in the header is all ones.
  const values = [...(bigSize ? [entry.size, entry.size] : []), ...(bigOffset ? [entry.offset] : [])]
  const extra = values.length ? zip64Extra(values) : Buffer.alloc(0)
  const version = values.length ? VERSION_ZIP64 : VERSION_CLASSIC
  const b = Buffer.alloc(46 + entry.name.length + extra.length)
  b.writeUInt32LE(0x02014b50, 0)
  b.writeUInt16LE(MADE_BY_UNIX | VERSION_ZIP64, 4)
  b.writeUInt16LE(version, 6)
  b.writeUInt16LE(entry.flags, 8)
  b.writeUInt16LE(0, 10)
  b.writeUInt16LE(entry.time, 12)
  b.writeUInt16LE(entry.date, 14)
  b.writeUInt32LE(entry.crc, 16)
  b.writeUInt32LE(bigSize ? MAX_32 : entry.size, 20)
  b.writeUInt32LE(bigSize ? MAX_32 : entry.size, 24)
  b.writeUInt16LE(entry.name.length, 28)
  b.writeUInt16LE(extra.length, 30)
  b.writeUInt16LE(0, 32) // comment length
  b.writeUInt16LE(0, 34) // disk number start
  b.writeUInt16LE(0, 36) // internal attributes
  b.writeUInt32LE(FILE_MODE, 38)
  b.writeUInt32LE(bigOffset ? MAX_32 : entry.offset, 42)
  entry.name.copy(b, 46)
  extra.copy(b, 46 + entry.name.length)
  return b
}

/** 4.5.3: header ID 0x0001, then 8-byte values. */
function zip64Extra(values: number[]): Buffer {
  const b = Buffer.alloc(4 + 8 * values.length)
  b.writeUInt16LE(0x0001, 0)
  b.writeUInt16LE(8 * values.length, 2)
  values.forEach((v, i) => {
    b.writeBigUInt64LE(BigInt(v), 4 + 8 * i)
  })
  return b
}

/**
 * 4.3.16 end of central directory record, preceded when anything overflows by the 4.3.14 Zip64 end
 * of central directory record and its 4.3.15 locator; the classic record then says "look there"
 * with all ones (4.4.1.4).
 */
function end(count: number, size: number, offset: number, force: boolean): Buffer {
  const zip64 = force || count > MAX_16 || size >= MAX_32 || offset >= MAX_32
  const record = Buffer.alloc(22)
  record.writeUInt32LE(0x06054b50, 0)
  record.writeUInt16LE(0, 4) // this disk
  record.writeUInt16LE(0, 6) // the disk where the central directory starts
  record.writeUInt16LE(zip64 ? MAX_16 : count, 8)
  record.writeUInt16LE(zip64 ? MAX_16 : count, 10)
  record.writeUInt32LE(zip64 ? MAX_32 : size, 12)
  record.writeUInt32LE(zip64 ? MAX_32 : offset, 16)
  record.writeUInt16LE(0, 20) // comment length
  if (!zip64) return record

  const zip64End = Buffer.alloc(56)
  zip64End.writeUInt32LE(0x06064b50, 0)
  // 4.3.14.1: the record's size counts what follows this field, 56 - 12.
  zip64End.writeBigUInt64LE(44n, 4)
  zip64End.writeUInt16LE(MADE_BY_UNIX | VERSION_ZIP64, 12)
  zip64End.writeUInt16LE(VERSION_ZIP64, 14)
  zip64End.writeUInt32LE(0, 16) // this disk
  zip64End.writeUInt32LE(0, 20) // the disk where the central directory starts
  zip64End.writeBigUInt64LE(BigInt(count), 24)
  zip64End.writeBigUInt64LE(BigInt(count), 32)
  zip64End.writeBigUInt64LE(BigInt(size), 40)
  zip64End.writeBigUInt64LE(BigInt(offset), 48)

  const locator = Buffer.alloc(20)
  locator.writeUInt32LE(0x07064b50, 0)
  locator.writeUInt32LE(0, 4) // the disk with the Zip64 end record
  locator.writeBigUInt64LE(BigInt(offset + size), 8)
  locator.writeUInt32LE(1, 16) // total disks
  return Buffer.concat([zip64End, locator, record])
}

/** 4.4.6 MS-DOS time and date (2-second steps, years 1980 to 2107), in UTC. */
function dosDateTime(modified: Date): { time: number; date: number } {
  const d = new Date(Math.min(Math.max(modified.getTime(), DOS_FIRST), DOS_LAST))
  const time = (d.getUTCHours() << 11) | (d.getUTCMinutes() << 5) | (d.getUTCSeconds() >> 1)
  const date = ((d.getUTCFullYear() - 1980) << 9) | ((d.getUTCMonth() + 1) << 5) | d.getUTCDate()
  return { time, date }
}

const DOS_FIRST = Date.UTC(1980, 0, 1)
const DOS_LAST = Date.UTC(2107, 11, 31, 23, 59, 58)
