// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'
import type { GiftFund } from '#domain/modules/gift-registry-fund.ts'
import { makeGift } from '#domain/testing/fixtures.ts'
import { FundCard, type FundCardProps } from './FundCard.tsx'

afterEach(cleanup)

const card = (fund: GiftFund, total?: FundCardProps['total']) => {
  const full = { suggestedAmounts: [], display: 'amount' as const, ...fund }
  return render(
    <ul>
      <FundCard
        moduleId="gifts"
        item={{
          ...makeGift({ id: 'home', title: { da: 'Bidrag til hjemmet' }, reservable: false }),
          fund: full,
        }}
        siteId="site-1"
        language="da"
        total={total}
        open={undefined}
        anchor="gaver"
        preview={false}
      />
    </ul>,
  )
}

describe('a fund on the Danish market (MobilePay)', () => {
  test('shows number, amount and message as text with copy buttons, no Swish link or QR code', async () => {
    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    card(
      {
        provider: 'mobilepay',
        number: '+45 20123456',
        suggestedAmounts: [200, 500],
        goal: 10_000,
        display: 'percentage',
      },
      {
        giftRegistryId: 'home',
        percent: 12,
      },
    )
    const list = document.querySelector('dl') as HTMLElement
    expect(within(list).getByText('20 12 34 56')).toBeTruthy()
    expect(within(list).getByText('Bidrag til hjemmet')).toBeTruthy()
    expect(screen.getByText('12 % af målet')).toBeTruthy()
    expect(document.querySelector('img[src*="swish-qr"]')).toBeNull()
    expect(document.querySelector('a[href^="https://app.swish.nu"]')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Kopiér MobilePay-nummer' }))
    expect(writeText).toHaveBeenCalledWith('20123456')
    expect(screen.getByRole('button', { name: 'Kopieret MobilePay-nummer' })).toBeTruthy()
    expect(screen.getByText(/Ingen penge passerer denne side/)).toBeTruthy()
  })

  test('a hidden total shows only the goal', () => {
    card({ provider: 'mobilepay', number: '20123456', goal: 10_000, display: 'hidden' })
    expect(screen.getByText(/^Mål: 10\.000 kr$/)).toBeTruthy()
  })
})
