import { describe, expect, it } from 'vitest'
import type { SiteModule } from '#domain/modules/registry.ts'
import { addListItem, moveListItem, newListItem, removeListItem } from './list-items.ts'

const people = {
  id: 'm',
  siteModuleType: 'PeopleList',
  hide: false,
  hideInMenu: false,
  list: [{ id: 'a' }, { id: 'b' }, { id: 'c' }],
} as unknown as SiteModule
const ids = (m: SiteModule) => (m as unknown as { list: { id: string }[] }).list.map((i) => i.id)

describe('list items', () => {
  it('makes empty items for people and text lists, none for a gallery (an image comes first)', () => {
    expect(newListItem(people, 'list', 'n')).toEqual({ id: 'n', image: null, name: {}, title: {}, text: {} })
    const gallery = { ...people, siteModuleType: 'ImageGallery', gallery: [] } as unknown as SiteModule
    expect(newListItem(gallery, 'gallery', 'n')).toBeNull()
  })

  it('adds at the end, removes by id and moves clamped', () => {
    expect(ids(addListItem(people, 'list', { id: 'n' }))).toEqual(['a', 'b', 'c', 'n'])
    expect(ids(removeListItem(people, 'list', 'b'))).toEqual(['a', 'c'])
    expect(ids(moveListItem(people, 'list', 'a', 1))).toEqual(['b', 'a', 'c'])
    expect(ids(moveListItem(people, 'list', 'c', 3))).toEqual(['a', 'b', 'c'])
    expect(moveListItem(people, 'list', 'a', -1)).toBe(people)
  })

  it('throws for a list the module does not have', () => {
    expect(() => addListItem(people, 'gallery', { id: 'n' })).toThrow('PeopleList has no list gallery')
  })
})
