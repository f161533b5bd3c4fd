import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { missingPdfTools, qrText } from '../../test/pdf-tools.ts'
import { fundQrLink, qrSvg } from './fund-qr.ts'
import type { FundOf } from './gift-pledges.service.ts'

const dir = mkdtempSync(join(tmpdir(), 'fund-qr-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const fund = (number: string, provider: 'swish' | 'mobilepay' = 'swish') =>
  ({
    module: { id: 'gifts' },
    item: { id: 'trip', title: { sv: 'Bidrag till bröllopsresan', en: 'Towards our honeymoon' } },
    fund: { provider, number, message: null },
  }) as unknown as FundOf

describe('a fund’s Swish QR code', () => {
  it('holds the prefilled link without an amount, the fund’s title as its message', () => {
    expect(fundQrLink(fund('070-174 06 05'), 'sv')).toBe(
      'https://app.swish.nu/1/p/sw/?sw=0701740605&msg=Bidrag%20till%20br%C3%B6llopsresan&edit=amt,msg&src=qr',
    )
    expect(fundQrLink(fund(''), 'sv')).toBeUndefined()
    expect(fundQrLink(fund('20123456', 'mobilepay'), 'sv')).toBeUndefined()
  })

  it.skipIf(missingPdfTools('Reading QR codes', ['zbarimg']).includes('zbarimg'))(
    'decodes, as a scanner reads it, to exactly that link',
    async () => {
      const link = fundQrLink(fund('0701740605'), 'en') ?? ''
      const png = join(dir, 'qr.png')
      writeFileSync(
        png,
        await sharp(Buffer.from(await qrSvg(link)), { density: 300 })
          .png()
          .toBuffer(),
      )
      expect(qrText(png)).toBe(link)
    },
  )
})
