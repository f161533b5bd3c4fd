import { describe, expect, it } from 'vitest'
import {
  GIFT_QUANTITY_MAX,
  giftItemById,
  linkToStore,
  newGiftItem,
  parseQuantity,
  quantityProblem,
  quantityToStore,
} from './gift-item-rules.ts'
import { giftRegistryItemSchema } from './gift-registry.ts'

describe('parseQuantity', () => {
  it('reads a whole number, with or without surrounding space', () => {
    expect(parseQuantity('3')).toBe(3)
    expect(parseQuantity(' 12 ')).toBe(12)
    expect(parseQuantity('007')).toBe(7)
    expect(parseQuantity('0')).toBe(0)
  })

  it('keeps an empty field empty', () => {
    expect(parseQuantity('')).toBeNull()
    expect(parseQuantity('   ')).toBeNull()
  })

  it('gives null for anything that is not a whole number', () => {
    for (const input of ['1.5', '-1', '+2', '2e3', 'två', '1 2']) expect(parseQuantity(input)).toBeNull()
  })
})

describe('quantityProblem', () => {
  it('requires a quantity only when the item is reservable (spec 001 section 5)', () => {
    expect(quantityProblem('', true)).toBe('required')
    expect(quantityProblem(' ', true)).toBe('required')
    expect(quantityProblem('', false)).toBeNull()
  })

  it('accepts 1 up to the schema ceiling', () => {
    expect(quantityProblem('1', true)).toBeNull()
    expect(quantityProblem(String(GIFT_QUANTITY_MAX), true)).toBeNull()
    expect(quantityProblem(String(GIFT_QUANTITY_MAX + 1), true)).toBe('tooLarge')
  })

  it('refuses 0, negatives and fractions', () => {
    for (const input of ['0', '-3', '2.5']) expect(quantityProblem(input, false)).toBe('invalid')
  })
})

describe('quantityToStore', () => {
  it('stores an empty field as null, also while it is required', () => {
    expect(quantityToStore('')).toBeNull()
    expect(quantityToStore('  ')).toBeNull()
  })

  it('stores a valid number and keeps an invalid one out of the site', () => {
    expect(quantityToStore('4')).toBe(4)
    expect(quantityToStore('0')).toBeUndefined()
    expect(quantityToStore('1.5')).toBeUndefined()
    expect(quantityToStore(String(GIFT_QUANTITY_MAX + 1))).toBeUndefined()
  })
})

describe('linkToStore', () => {
  it('stores a blank link as null and trims the rest', () => {
    expect(linkToStore('')).toBeNull()
    expect(linkToStore('  ')).toBeNull()
    expect(linkToStore(' https://example.se/kvarn ')).toBe('https://example.se/kvarn')
  })
})

describe('newGiftItem', () => {
  it('is reservable, wants one, and passes the schema unchanged', () => {
    const item = newGiftItem('giftRegistryItem-1')
    expect(item).toMatchObject({ id: 'giftRegistryItem-1', reservable: true, quantity: 1, link: null })
    expect(giftRegistryItemSchema.parse(item)).toEqual(item)
  })
})

describe('giftItemById', () => {
  const items = [newGiftItem('a'), newGiftItem('b')]

  it('finds the item', () => {
    expect(giftItemById(items, 'b')).toBe(items[1])
  })

  it('throws for a missing item (spec 001 section 8)', () => {
    expect(() => giftItemById(items, 'c')).toThrow('Gift registry item c does not exist')
  })
})
