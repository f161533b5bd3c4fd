import { describe, expect, test } from 'vitest'
import { makeGift } from '#domain/testing/fixtures.ts'
import { giftItemState, listStartsHidden, reservedCount, safeLink } from './rules.ts'

const r = (giftRegistryId: string, quantityReserved: number) => ({ giftRegistryId, quantityReserved })

describe('reserved count', () => {
  test('sums the reservations of the item and ignores the others', () => {
    expect(reservedCount([r('a', 1), r('b', 4), r('a', 2)], 'a')).toBe(3)
    expect(reservedCount([r('b', 4)], 'a')).toBe(0)
    expect(reservedCount(undefined, 'a')).toBe(0)
  })
})

describe('buttons and status of an item', () => {
  test('one wanted, none reserved: reserve only, no status', () => {
    expect(giftItemState(makeGift({ id: 'a', quantity: 1 }), [])).toMatchObject({
      canReserve: true,
      canCancel: false,
      status: 'none',
    })
  })

  test('one wanted, reserved: cancel only, status reserved', () => {
    expect(giftItemState(makeGift({ id: 'a', quantity: 1 }), [r('a', 1)])).toMatchObject({
      canReserve: false,
      canCancel: true,
      status: 'single-reserved',
    })
  })

  test('several wanted, some reserved: both buttons and the counts', () => {
    expect(giftItemState(makeGift({ id: 'a', quantity: 4 }), [r('a', 1), r('a', 1)])).toMatchObject({
      quantity: 4,
      reserved: 2,
      canReserve: true,
      canCancel: true,
      status: 'counts',
    })
  })

  test('several wanted, none reserved: reserve and the counts', () => {
    expect(giftItemState(makeGift({ id: 'a', quantity: 3 }), [])).toMatchObject({
      canReserve: true,
      canCancel: false,
      status: 'counts',
    })
  })

  test('several wanted, all reserved: cancel only', () => {
    expect(giftItemState(makeGift({ id: 'a', quantity: 2 }), [r('a', 2)])).toMatchObject({
      canReserve: false,
      canCancel: true,
    })
  })

  test('not reservable: no buttons and no status, whatever is reserved', () => {
    expect(giftItemState(makeGift({ id: 'a', reservable: false, quantity: 2 }), [r('a', 1)])).toMatchObject({
      canReserve: false,
      canCancel: false,
      status: 'none',
    })
  })

  test('an empty quantity counts as one', () => {
    expect(giftItemState(makeGift({ id: 'a', quantity: null }), [])).toMatchObject({
      quantity: 1,
      status: 'none',
      canReserve: true,
    })
  })
})

describe('list visibility', () => {
  test('more than one item starts behind the show button; one or none shows at once', () => {
    expect(listStartsHidden([1, 2])).toBe(true)
    expect(listStartsHidden([1])).toBe(false)
    expect(listStartsHidden([])).toBe(false)
  })
})

describe('gift links', () => {
  test('web links only, a missing scheme means https', () => {
    expect(safeLink('https://example.se/a?b=1')).toBe('https://example.se/a?b=1')
    expect(safeLink('www.ikea.se/kvarn')).toBe('https://www.ikea.se/kvarn')
    expect(safeLink('javascript:alert(1)')).toBeNull()
    expect(safeLink('data:text/html,x')).toBeNull()
    expect(safeLink('  ')).toBeNull()
    expect(safeLink(null)).toBeNull()
  })
})
