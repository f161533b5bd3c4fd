import { describe, expect, it } from 'vitest'
import { checkQrColors, normaliseHexColor, QR_MIN_CONTRAST } from './qr-colors.ts'

describe('QR colours', () => {
  it('reads hex colours with or without #, in 3 or 6 digits, and nothing else', () => {
    expect(normaliseHexColor('#1A2B3C')).toBe('#1a2b3c')
    expect(normaliseHexColor('1a2b3c')).toBe('#1a2b3c')
    expect(normaliseHexColor('#fff')).toBe('#ffffff')
    for (const bad of ['', 'red', '#12345', '#1234567', 'rgb(0,0,0)', '#ggg']) {
      expect(normaliseHexColor(bad)).toBeUndefined()
    }
  })

  it('accepts black on white and a dark brand colour on a pale one', () => {
    expect(checkQrColors('#000000', '#ffffff')).toEqual({ ok: true, ratio: 21 })
    expect(checkQrColors('#4a3b2c', '#f5efe6').ok).toBe(true)
  })

  it(`refuses colours under ${QR_MIN_CONTRAST}:1 and a light code on a dark background`, () => {
    expect(checkQrColors('#999999', '#ffffff')).toMatchObject({ ok: false, reason: 'contrast' })
    expect(checkQrColors('#777777', '#888888')).toMatchObject({ ok: false, reason: 'contrast' })
    expect(checkQrColors('#ffffff', '#000000')).toMatchObject({ ok: false, reason: 'inverted' })
  })
})
