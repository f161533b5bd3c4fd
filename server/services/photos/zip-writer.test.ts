import { execFileSync } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { unzipSync } from 'fflate'
import { afterAll, describe, expect, it } from 'vitest'
import { type ZipEntry, type ZipOptions, zipStream } from './zip-writer.ts'

const dir = mkdtempSync(join(tmpdir(), 'zip-writer-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

async function* from<T>(items: T[]): AsyncGenerator<T> {
  yield* items
}

/** Writes the zip of `entries` to a file and answers its path and bytes. */
async function writeZip(name: string, entries: ZipEntry[], options?: ZipOptions) {
  const chunks: Buffer[] = []
  for await (const chunk of zipStream(from(entries), options)) chunks.push(chunk)
  const bytes = Buffer.concat(chunks)
  const file = join(dir, name)
  writeFileSync(file, bytes)
  return { file, bytes }
}

/** `unzip -t`: tests every entry's CRC and the archive's structure; throws on any complaint. */
const unzipTest = (file: string) =>
  execFileSync('unzip', ['-tq', file], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
const zipinfo = (file: string, ...args: string[]) =>
  execFileSync('zipinfo', [...args, file], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })

const modified = new Date('2026-06-13T15:42:10Z')
const noise = randomBytes(80_000)
/** A photo's bytes, the same each time for the same `n`. */
const photo = (n: number) => {
  const b = Buffer.from(noise.subarray(0, 50_000 + n * 1000))
  b.writeUInt32BE(n, 0)
  return b
}
const video = randomBytes(300_000)
const chunksOf = (b: Buffer, size: number) =>
  from(Array.from({ length: Math.ceil(b.length / size) }, (_, i) => b.subarray(i * size, (i + 1) * size)))

function entries(): ZipEntry[] {
  return [
    { name: 'IMG_0001.jpg', modified, data: photo(1) },
    { name: 'Bröllop på ängen.jpg', modified, data: photo(2) },
    { name: 'empty.jpg', modified, data: Buffer.alloc(0) },
    { name: 'dansen.mp4', modified, stream: chunksOf(video, 64 * 1024), bytes: video.length },
    { name: 'IMG_0002.jpg', modified, data: photo(3) },
  ]
}

const expected = () => ({
  'IMG_0001.jpg': photo(1),
  'Bröllop på ängen.jpg': photo(2),
  'empty.jpg': Buffer.alloc(0),
  'dansen.mp4': video,
  'IMG_0002.jpg': photo(3),
})

/** Each entry's SHA-256, so a mismatch is a short diff rather than megabytes of bytes. */
const digests = (files: Record<string, Uint8Array>) =>
  Object.fromEntries(Object.entries(files).map(([k, v]) => [k, createHash('sha256').update(v).digest('hex')]))
const readBack = (bytes: Buffer) => digests(unzipSync(new Uint8Array(bytes)))

const count = (bytes: Buffer, signature: number) => {
  const sig = Buffer.alloc(4)
  sig.writeUInt32LE(signature)
  let n = 0
  for (let at = bytes.indexOf(sig); at >= 0; at = bytes.indexOf(sig, at + 1)) n += 1
  return n
}
const ZIP64_END = 0x06064b50
const ZIP64_LOCATOR = 0x07064b50

describe('the zip writer (stored entries, Zip64 when needed)', () => {
  it('writes a classic zip that unzip, zipinfo and a JS reader read back byte for byte', async () => {
    const { file, bytes } = await writeZip('classic.zip', entries())
    expect(unzipTest(file)).toMatch(/No errors detected in compressed data/)
    const listing = zipinfo(file, '-l')
    expect(listing).toMatch(/5 files/)
    expect(listing).toMatch(/Bröllop på ängen\.jpg/)
    expect(listing).toMatch(/stor/)
    expect(listing).not.toMatch(/defN/)
    expect(readBack(bytes)).toEqual(digests(expected()))
    expect(zipinfo(file, '-T', '-l')).toMatch(/20260613\.1542(10|08)/)
    expect(count(bytes, ZIP64_END)).toBe(0)
    expect(count(bytes, ZIP64_LOCATOR)).toBe(0)
  })

  it('writes a photo with its CRC and size in the local header, a stream with a data descriptor', async () => {
    const data = photo(7)
    const { bytes } = await writeZip('headers.zip', [
      { name: 'a.jpg', modified, data },
      { name: 'b.mp4', modified, stream: chunksOf(video, 1000), bytes: video.length },
    ])
    // 4.3.7: flags at 6 (bit 3 clear), CRC at 14, sizes at 18 and 22.
    expect(bytes.readUInt32LE(0)).toBe(0x04034b50)
    expect(bytes.readUInt16LE(6) & 8).toBe(0)
    expect(bytes.readUInt32LE(18)).toBe(data.length)
    expect(bytes.readUInt32LE(22)).toBe(data.length)
    const second = 30 + 'a.jpg'.length + data.length
    expect(bytes.readUInt32LE(second)).toBe(0x04034b50)
    expect(bytes.readUInt16LE(second + 6) & 8).toBe(8)
    expect(count(bytes, 0x08074b50)).toBeGreaterThanOrEqual(1)
  })

  it('writes Zip64 records when forced, which unzip, zipinfo and a JS reader accept', async () => {
    const { file, bytes } = await writeZip('forced.zip', entries(), { forceZip64: true })
    expect(unzipTest(file)).toMatch(/No errors detected in compressed data/)
    expect(readBack(bytes)).toEqual(digests(expected()))
    // The Zip64 end record and its locator (4.3.14, 4.3.15) sit before the classic end record,
    // which says "look there" with all ones (4.4.1.4).
    expect(count(bytes, ZIP64_END)).toBe(1)
    expect(count(bytes, ZIP64_LOCATOR)).toBe(1)
    const eocd = bytes.length - 22
    expect(bytes.readUInt32LE(eocd)).toBe(0x06054b50)
    expect(bytes.readUInt16LE(eocd + 10)).toBe(0xffff)
    expect(bytes.readUInt32LE(eocd + 16)).toBe(0xffffffff)
    const zip64End = eocd - 20 - 56
    expect(bytes.readUInt32LE(zip64End)).toBe(ZIP64_END)
    expect(bytes.readBigUInt64LE(zip64End + 32)).toBe(5n)
    // Every central header's sizes and offset are in the Zip64 field (4.5.3), version 4.5.
    const verbose = zipinfo(file, '-v')
    expect(verbose.match(/minimum software version required to extract:\s+4\.5/g)).toHaveLength(5)
    expect(verbose.match(/subfield with ID 0x0001 \(PKWARE 64-bit sizes\) and 24 data bytes/g)).toHaveLength(
      5,
    )
  })

  it('turns to Zip64 by itself for more than 65,535 entries', async () => {
    const many: ZipEntry[] = Array.from({ length: 65_540 }, (_, i) => ({
      name: `${i}.jpg`,
      modified,
      data: Buffer.from([i & 255]),
    }))
    const { file, bytes } = await writeZip('many.zip', many)
    expect(count(bytes, ZIP64_END)).toBe(1)
    expect(unzipTest(file)).toMatch(/No errors detected in compressed data of .*many\.zip/)
    expect(zipinfo(file, '-h')).toMatch(/number of entries: 65540/)
    const back = unzipSync(new Uint8Array(bytes))
    expect(Object.keys(back)).toHaveLength(65_540)
    expect(back['65539.jpg']).toEqual(new Uint8Array([65539 & 255]))
  })

  it('refuses a stream that is not the size it was said to be', async () => {
    const short = zipStream(
      from<ZipEntry>([{ name: 'v.mp4', modified, stream: chunksOf(video, 1000), bytes: video.length + 1 }]),
    )
    await expect(async () => {
      for await (const _ of short) {
        // the chunks go nowhere: only the end matters
      }
    }).rejects.toThrow(/expected/)
  })
})
