import { describe, expect, it } from 'vitest'
import { validationText } from '../validation-texts.ts'
import { giftFundSchema } from './gift-registry.ts'
import {
  danishMobile,
  FUND_NUMBER_MESSAGES,
  fundNumberProblem,
  kronorShown,
  parseKronor,
  pledgedPercent,
  swedishMobile,
  swishLink,
} from './gift-registry-fund.ts'

describe('Swish prefilled payment link', () => {
  it('is the documented form: number, amount with two decimals, SEK, encoded message, editable, source', () => {
    expect(
      swishLink({ number: '070-174 06 05', amountKr: 500, message: 'Bröllopsresan', source: 'url' }),
    ).toBe(
      'https://app.swish.nu/1/p/sw/?sw=0701740605&amt=500.00&cur=SEK&msg=Br%C3%B6llopsresan&edit=amt,msg&src=url',
    )
  })

  it('leaves the amount out for the guest to type, and cuts the message at Swish’s 50 characters', () => {
    const link = swishLink({ number: '+46 70 174 06 05', message: 'x'.repeat(60), source: 'qr' })
    expect(link).toBe(`https://app.swish.nu/1/p/sw/?sw=0701740605&msg=${'x'.repeat(50)}&edit=amt,msg&src=qr`)
  })

  it('encodes what a URL cannot carry as it is', () => {
    const link = swishLink({ number: '0701740605', amountKr: 250, message: 'Resa & mat #1', source: 'url' })
    expect(new URL(link).searchParams.get('msg')).toBe('Resa & mat #1')
    expect(new URL(link).searchParams.get('amt')).toBe('250.00')
  })
})

describe('fund numbers', () => {
  it('takes Swedish mobile numbers as people write them', () => {
    for (const typed of ['0701740605', '070-174 06 05', '+46701740605', '0046 70 174 06 05', '46701740605']) {
      expect(swedishMobile(typed)).toBe('0701740605')
      expect(fundNumberProblem('swish', typed)).toBeUndefined()
    }
  })

  it('refuses Swish 123-numbers with an explanation in every language', () => {
    expect(fundNumberProblem('swish', '123 456 78 90')).toBe('swishBusiness')
    const parsed = giftFundSchema.safeParse({ provider: 'swish', number: '1234567890' })
    expect(parsed.success).toBe(false)
    const message = parsed.success ? '' : (parsed.error.issues[0]?.message ?? '')
    expect(message).toBe(FUND_NUMBER_MESSAGES.swishBusiness)
    expect(message).toMatch(/123/)
    expect(validationText(message, 'en')).toMatch(/^Swish numbers starting with 123 belong to businesses/)
    expect(validationText(message, 'da')).toMatch(/^Swish-numre, der begynder med 123, tilhører virksomheder/)
  })

  it('refuses what is no Swedish mobile number: landlines, machine numbers, too short', () => {
    for (const typed of ['08-123 456 78', '0711234567', '070123456', 'abc']) {
      expect(fundNumberProblem('swish', typed)).toBe('notSwedishMobile')
    }
  })

  it('takes Danish MobilePay numbers of eight digits on the Danish market', () => {
    for (const typed of ['20 12 34 56', '+45 20123456', '004520123456']) {
      expect(danishMobile(typed)).toBe('20123456')
      expect(fundNumberProblem('mobilepay', typed)).toBeUndefined()
    }
    expect(fundNumberProblem('mobilepay', '0701740605')).toBe('notDanishMobile')
    expect(fundNumberProblem('mobilepay', '1234567')).toBe('notDanishMobile')
  })

  it('lets an empty number be saved: the fund is not ready, not wrong', () => {
    expect(giftFundSchema.parse({ provider: 'swish', number: '' }).number).toBe('')
  })
})

describe('amounts', () => {
  it('reads kronor to the öre', () => {
    expect(parseKronor('500')).toBe(50_000)
    expect(parseKronor('1 250,50')).toBe(125_050)
    expect(parseKronor('99.5')).toBe(9_950)
    expect(parseKronor('300 kr')).toBe(30_000)
    expect(parseKronor('0')).toBeUndefined()
    expect(parseKronor('12,345')).toBeUndefined()
    expect(parseKronor('-5')).toBeUndefined()
  })

  it('shows kronor and the share of the goal', () => {
    expect(kronorShown(2_000_000, 'sv').replace(/\s/g, ' ')).toBe('20 000 kr')
    expect(kronorShown(49_950, 'sv')).toBe('499,50 kr')
    expect(pledgedPercent(50_000, 20_000)).toBe(2)
    expect(pledgedPercent(1_999_999, 20_000)).toBe(99)
  })
})
