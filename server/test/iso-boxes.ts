/** An ISO BMFF box (MP4, QuickTime) of `type` around `payload`, with a 32-bit size: tests build videos box by box. */
export const box = (type: string, ...payload: Buffer[]): Buffer => {
  const body = Buffer.concat(payload)
  const head = Buffer.alloc(8)
  head.writeUInt32BE(8 + body.length, 0)
  head.write(type, 4, 'latin1')
  return Buffer.concat([head, body])
}
