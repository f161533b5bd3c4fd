import { describe, expect, it } from 'vitest'
import type { SiteModule } from '#domain/modules/registry.ts'
import {
  canMoveDown,
  canMoveUp,
  insertBefore,
  moveById,
  removeModule,
  toggleHidden,
} from './module-actions.ts'

const mod = (id: string): SiteModule =>
  ({ id, siteModuleType: 'Text', hide: false, hideInMenu: false, title: { sv: id } }) as SiteModule
const ids = (modules: SiteModule[]) => modules.map((m) => m.id)
const list = ['a', 'b', 'c'].map(mod)

describe('module actions', () => {
  it('offers move up on all but the first and move down on all but the last', () => {
    expect([0, 1, 2].map((i) => canMoveUp(i))).toEqual([false, true, true])
    expect([0, 1, 2].map((i) => canMoveDown(i, 3))).toEqual([true, true, false])
    expect(canMoveDown(0, 1)).toBe(false)
  })

  it('moves one step and clamps at both ends', () => {
    expect(ids(moveById(list, 'a', 1))).toEqual(['b', 'a', 'c'])
    expect(ids(moveById(list, 'c', -1))).toEqual(['a', 'c', 'b'])
    expect(ids(moveById(list, 'b', -5))).toEqual(['b', 'a', 'c'])
    expect(ids(moveById(list, 'b', 5))).toEqual(['a', 'c', 'b'])
    expect(moveById(list, 'a', -1)).toBe(list)
    expect(moveById(list, 'c', 1)).toBe(list)
    expect(moveById(list, 'nope', 1)).toBe(list)
  })

  it('toggles hidden on one module only and removes by id', () => {
    const hidden = toggleHidden(list, 'b')
    expect(hidden.map((m) => m.hide)).toEqual([false, true, false])
    expect(toggleHidden(hidden, 'b')[1]?.hide).toBe(false)
    expect(ids(removeModule(list, 'b'))).toEqual(['a', 'c'])
  })

  it('adds a new module before another, or at the end', () => {
    expect(ids(insertBefore(list, 'a', mod('n')))).toEqual(['n', 'a', 'b', 'c'])
    expect(ids(insertBefore(list, 'c', mod('n')))).toEqual(['a', 'b', 'n', 'c'])
    expect(ids(insertBefore(list, null, mod('n')))).toEqual(['a', 'b', 'c', 'n'])
    expect(ids(insertBefore([], null, mod('n')))).toEqual(['n'])
  })
})
