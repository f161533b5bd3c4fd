export type ImageKind = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif'

const ascii = (buf: Buffer, start: number, end: number) => buf.subarray(start, end).toString('latin1')

/** The image format told by the file's first bytes, whatever its name or declared type says. */
export function sniffImage(buf: Buffer): ImageKind | undefined {
  if (buf.length < 12) return undefined
  if (buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg'
  if (buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png'
  if (ascii(buf, 0, 4) === 'RIFF' && ascii(buf, 8, 12) === 'WEBP') return 'webp'
  const gif = ascii(buf, 0, 6)
  if (gif === 'GIF87a' || gif === 'GIF89a') return 'gif'
  if (ascii(buf, 4, 8) === 'ftyp') {
    // ISO base media: the major brand or one of the compatible brands must say AVIF.
    const boxSize = buf.readUInt32BE(0)
    const end = Math.min(boxSize, buf.length, 256)
    for (let at = 8; at + 4 <= end; at += 4) {
      if (at === 12) continue // minor version
      const brand = ascii(buf, at, at + 4)
      if (brand === 'avif' || brand === 'avis') return 'avif'
    }
  }
  return undefined
}
