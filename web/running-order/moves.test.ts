import { describe, expect, it } from 'vitest'
import type { RunningOrder } from '#domain/running-order/running-order.ts'
import { moveSignUp, stepSignUp } from './moves.ts'

const order: RunningOrder = {
  formId: null,
  blocks: [
    {
      id: 'b1',
      title: 'Före',
      start: '17:30',
      items: [
        { signUpId: 'a', note: 'gitarr' },
        { signUpId: 'b', note: '' },
      ],
    },
    { id: 'b2', title: 'Efter', start: '21:00', items: [{ signUpId: 'c', note: '' }] },
  ],
}
const ids = (o: RunningOrder) => o.blocks.map((b) => b.items.map((i) => i.signUpId))

describe('moving sign-ups', () => {
  it('places an unplaced card at the end of a block or before a card, and back among the unplaced', () => {
    expect(ids(moveSignUp(order, 'x', { blockId: 'b2' }))).toEqual([
      ['a', 'b'],
      ['c', 'x'],
    ])
    expect(ids(moveSignUp(order, 'x', { blockId: 'b1', index: 1 }))).toEqual([['a', 'x', 'b'], ['c']])
    expect(ids(moveSignUp(order, 'a', { blockId: null }))).toEqual([['b'], ['c']])
  })

  it('keeps the note of a card moved to another block', () => {
    const moved = moveSignUp(order, 'a', { blockId: 'b2', index: 0 })
    expect(moved.blocks[1]?.items[0]).toEqual({ signUpId: 'a', note: 'gitarr' })
  })

  it('steps up and down within a block, then over into the next or previous block', () => {
    expect(ids(stepSignUp(order, 'a', 1))).toEqual([['b', 'a'], ['c']])
    expect(ids(stepSignUp(order, 'b', -1))).toEqual([['b', 'a'], ['c']])
    expect(ids(stepSignUp(order, 'b', 1))).toEqual([['a'], ['b', 'c']])
    expect(ids(stepSignUp(order, 'c', -1))).toEqual([['a', 'b', 'c'], []])
    expect(ids(stepSignUp(order, 'a', -1))).toEqual(ids(order))
  })
})
