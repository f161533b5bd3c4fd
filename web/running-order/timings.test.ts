import { describe, expect, it } from 'vitest'
import {
  blockTimings,
  defaultBlockStarts,
  type RunningOrder,
  slotStart,
} from '#domain/running-order/running-order.ts'
import { moveSignUp } from './moves.ts'

const minutes: Record<string, number> = { a: 40, b: 45, c: 10, d: 20 }
const minutesOf = (id: string) => minutes[id] ?? 0
const titles = ['Före middagen', 'Mellan rätterna', 'Efter middagen']

/** The default blocks (issue 33): timed from the site's event, so an overrun warns from the start. */
describe('the default blocks’ times', () => {
  it('start at the event’s time, an hour and a half and four hours after; 17:30 without one', () => {
    expect(defaultBlockStarts('2027-06-12T16:00')).toEqual(['16:00', '17:30', '20:00'])
    expect(defaultBlockStarts(null)).toEqual(['17:30', '19:00', '21:30'])
    expect(defaultBlockStarts('2027-06-12')).toEqual(['17:30', '19:00', '21:30'])
  })

  it('warn as soon as the sign-ups dragged into the first block run past the second’s start', () => {
    const starts = defaultBlockStarts('2027-06-12T16:00')
    let order: RunningOrder = {
      formId: null,
      blocks: titles.map((title, i) => ({ id: `b${i}`, title, start: starts[i] ?? '', items: [] })),
    }
    order = moveSignUp(order, 'a', { blockId: 'b0' })
    expect(blockTimings(order.blocks, minutesOf)[0]).toMatchObject({ end: '16:40', overrun: 0 })
    order = moveSignUp(order, 'b', { blockId: 'b0' })
    expect(blockTimings(order.blocks, minutesOf)[0]).toMatchObject({ minutes: 85, end: '17:25', overrun: 0 })
    order = moveSignUp(order, 'c', { blockId: 'b0' })
    expect(blockTimings(order.blocks, minutesOf)[0]).toMatchObject({ end: '17:35', overrun: 5 })
  })
})

describe('a block without a time', () => {
  const order: RunningOrder = {
    formId: null,
    blocks: [
      { id: 'b0', title: 'Före', start: '18:00', items: [{ signUpId: 'a', note: '' }] },
      {
        id: 'b1',
        title: 'Nytt block',
        start: '',
        items: [
          { signUpId: 'c', note: '' },
          { signUpId: 'd', note: '' },
        ],
      },
      { id: 'b2', title: 'Efter', start: '19:05', items: [] },
    ],
  }

  it('follows the block before it, and runs into the next block with a time of its own', () => {
    const timings = blockTimings(order.blocks, minutesOf)
    expect(timings.map((x) => [x.start, x.end, x.overrun])).toEqual([
      ['18:00', '18:40', 0],
      ['18:40', '19:10', 5],
      ['19:05', '19:05', 0],
    ])
    const follower = order.blocks[1]
    if (!follower) throw new Error('no block')
    expect(slotStart(follower, 1, minutesOf, timings[1]?.start)).toBe('18:50')
  })

  it('is never overrun by the block before it, which it follows', () => {
    const longer = moveSignUp(order, 'b', { blockId: 'b0' })
    expect(blockTimings(longer.blocks, minutesOf)[0]?.overrun).toBe(0)
  })
})
