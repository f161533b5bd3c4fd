import { Readable } from 'node:stream'
import { buffer } from 'node:stream/consumers'
import { describe, expect, it } from 'vitest'
import { box } from '../../test/iso-boxes.ts'
import { VideoBoxError, VideoStripper } from './strip-video.ts'

/** A box with a 64-bit size (size 1 and the largesize after the type). */
const largeBox = (type: string, body: Buffer) => {
  const head = Buffer.alloc(16)
  head.writeUInt32BE(1, 0)
  head.write(type, 4, 'latin1')
  head.writeBigUInt64BE(BigInt(16 + body.length), 8)
  return Buffer.concat([head, body])
}
/** A box with size 0: it runs to the end of the file. */
const openBox = (type: string, body: Buffer) => {
  const head = Buffer.alloc(8)
  head.write(type, 4, 'latin1')
  return Buffer.concat([head, body])
}
const text = (s: string) => Buffer.from(s, 'latin1')
const GPS = '+59.3293+018.0686/'
const samples = (n: number) => Buffer.from(Array.from({ length: n }, (_, i) => (i * 31 + 7) % 251))

/** A track header (version 0) with a matrix turning it 90 degrees when `turned`, and a size in 16.16. */
function tkhd(width: number, height: number, turned: boolean): Buffer {
  const body = Buffer.alloc(84 - 8)
  const matrixAt = body.length - 44
  const one = 0x10000
  const m = turned ? [0, one, 0, -one, 0, 0, 0, 0, 0x40000000] : [one, 0, 0, 0, one, 0, 0, 0, 0x40000000]
  m.forEach((v, i) => {
    body.writeInt32BE(v, matrixAt + i * 4)
  })
  body.writeUInt32BE(width * one, body.length - 8)
  body.writeUInt32BE(height * one, body.length - 4)
  return box('tkhd', body)
}

/** A phone's moov: the place, the phone and its software at every level where phones put them. */
const moov = () =>
  box(
    'moov',
    box('mvhd', Buffer.alloc(100, 1)),
    box('trak', tkhd(1920, 1080, true), metadataBoxes()[0] as Buffer, box('mdia', samples(40))),
    ...metadataBoxes().slice(1),
  )

async function strip(file: Buffer, chunk = 64 * 1024, moovMax?: number) {
  const pieces: Buffer[] = []
  for (let at = 0; at < file.length; at += chunk) pieces.push(file.subarray(at, at + chunk))
  const stripper = new VideoStripper(moovMax)
  const out = await buffer(Readable.from(pieces).pipe(stripper))
  return { out, facts: stripper.facts }
}

const metadataBoxes = () => [
  box('udta', box('©mak', text('Apple'))),
  box('udta', box('©xyz', text(GPS)), box('©mod', text('iPhone 15 Pro')), box('©swr', text('17.1'))),
  box(
    'meta',
    Buffer.alloc(4),
    box('keys', text('com.apple.quicktime.location.ISO6709'), text('com.apple.quicktime.make')),
    box('ilst', text(GPS), text('Apple')),
  ),
]

/** `file` as the stripper should leave it: each of `boxes` found in it, made `free` and zeroed. */
function blanked(file: Buffer, boxes: Buffer[]): Buffer {
  const out = Buffer.from(file)
  for (const b of boxes) {
    const at = file.indexOf(b)
    if (at < 0) throw new Error('box not in file')
    out.write('free', at + 4, 'latin1')
    out.fill(0, at + 8, at + b.length)
  }
  return out
}

describe('the video metadata stripper (issue 34)', () => {
  it('blanks udta and meta in moov and in a track, in place: same size, the samples untouched', async () => {
    const mdat = box('mdat', samples(5000))
    // An iPhone writes the moov after the media data.
    const file = Buffer.concat([box('ftyp', text('qt  \0\0\0\0qt  ')), box('wide'), mdat, moov()])
    for (const chunk of [1, 7, 4096]) {
      const { out, facts } = await strip(file, chunk)
      expect(out.length).toBe(file.length)
      expect(out.includes(text(GPS))).toBe(false)
      for (const s of ['Apple', 'iPhone', 'com.apple.quicktime.location', '17.1', '©xyz', '©mak']) {
        expect(out.includes(text(s)), s).toBe(false)
      }
      // Everything up to the moov is as sent, and the moov's other boxes too.
      expect(
        out.subarray(0, file.length - moov().length).equals(file.subarray(0, file.length - moov().length)),
      ).toBe(true)
      expect(out.includes(box('mvhd', Buffer.alloc(100, 1)))).toBe(true)
      expect(out.includes(box('mdia', samples(40)))).toBe(true)
      expect(facts).toEqual({ width: 1080, height: 1920 })
      // Byte for byte what was sent, except each metadata box: now `free`, its payload zeros.
      expect(out.equals(blanked(file, metadataBoxes()))).toBe(true)
    }
  })

  it('follows 64-bit sizes and a last box of size 0, and blanks top-level udta and uuid as they stream', async () => {
    const file = Buffer.concat([
      box('ftyp', text('isom\0\0\0\0isomavc1')),
      box('uuid', Buffer.alloc(16, 0xbe), text(`<xmp>${GPS}</xmp>`)),
      box('udta', box('©xyz', text(GPS))),
      moov(),
      largeBox('mdat', samples(3000)),
      openBox('mdat', samples(2000)),
    ])
    const { out, facts } = await strip(file, 1000)
    expect(out.length).toBe(file.length)
    expect(out.includes(text(GPS))).toBe(false)
    expect(out.includes(largeBox('mdat', samples(3000)))).toBe(true)
    expect(out.subarray(out.length - 2008).equals(openBox('mdat', samples(2000)))).toBe(true)
    expect(facts.width).toBe(1080)
  })

  it('cleans a moov of size 0 at the end of the file', async () => {
    const inner = moov().subarray(8)
    const file = Buffer.concat([box('ftyp', text('isom')), box('mdat', samples(100)), openBox('moov', inner)])
    const { out } = await strip(file, 50)
    expect(out.length).toBe(file.length)
    expect(out.includes(text(GPS))).toBe(false)
    expect(out.readUInt32BE(out.length - inner.length - 8)).toBe(0)
  })

  it('refuses a moov over its cap, a box past the end and a nonsense size', async () => {
    const file = Buffer.concat([box('ftyp', text('isom')), moov()])
    await expect(strip(file, 64, 200)).rejects.toBeInstanceOf(VideoBoxError)
    await expect(strip(file.subarray(0, file.length - 10))).rejects.toThrow(/ends inside a box/)
    const bad = Buffer.concat([box('ftyp', text('isom')), Buffer.from([0, 0, 0, 4, 0x6d, 0x64, 0x61, 0x74])])
    await expect(strip(bad)).rejects.toThrow(/bad size/)
  })
})
