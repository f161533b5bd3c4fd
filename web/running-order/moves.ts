import type { RunningOrder } from '#domain/running-order/running-order.ts'

/** Where a sign-up goes: a block and a place in it, or back among the unplaced (block null). */
export interface Target {
  blockId: string | null
  index?: number
}

/** The order with `signUpId` taken from wherever it is and put at `target` (its note kept). */
export function moveSignUp(order: RunningOrder, signUpId: string, target: Target): RunningOrder {
  let note = ''
  let from: { blockId: string; index: number } | undefined
  const without = order.blocks.map((block) => {
    const index = block.items.findIndex((i) => i.signUpId === signUpId)
    if (index < 0) return block
    note = block.items[index]?.note ?? ''
    from = { blockId: block.id, index }
    return { ...block, items: block.items.filter((i) => i.signUpId !== signUpId) }
  })
  if (target.blockId === null) return { ...order, blocks: without }
  return {
    ...order,
    blocks: without.map((block) => {
      if (block.id !== target.blockId) return block
      const items = [...block.items]
      // A move further down the same block counts its place before the card left it.
      let at = target.index ?? items.length
      if (from?.blockId === block.id && target.index !== undefined && target.index > from.index) at -= 1
      items.splice(Math.max(0, Math.min(at, items.length)), 0, { signUpId, note })
      return { ...block, items }
    }),
  }
}

/** One step up or down: within the block, then over into the block before or after. */
export function stepSignUp(order: RunningOrder, signUpId: string, by: -1 | 1): RunningOrder {
  const b = order.blocks.findIndex((block) => block.items.some((i) => i.signUpId === signUpId))
  const block = order.blocks[b]
  if (!block) return order
  const index = block.items.findIndex((i) => i.signUpId === signUpId)
  const to = index + by
  if (to >= 0 && to < block.items.length)
    return moveSignUp(order, signUpId, { blockId: block.id, index: to + (by > 0 ? 1 : 0) })
  const next = order.blocks[b + by]
  if (!next) return order
  return moveSignUp(order, signUpId, { blockId: next.id, index: by > 0 ? 0 : next.items.length })
}
