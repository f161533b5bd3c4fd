import { describe, expect, it } from 'vitest'
import { setTextAt, setValueAt, valueAt } from './text-path.ts'

const people = {
  id: 'm1',
  siteModuleType: 'PeopleList',
  title: { sv: 'Personer', en: 'People' },
  list: [
    { id: 'p1', name: { sv: 'Anna' } },
    { id: 'p2', name: { sv: 'Erik' } },
  ],
}

describe('setTextAt', () => {
  it('sets one language of a module field and keeps the others', () => {
    const next = setTextAt(people, ['title'], 'sv', 'Våra vittnen')
    expect(next.title).toEqual({ sv: 'Våra vittnen', en: 'People' })
    expect(people.title.sv).toBe('Personer')
    expect(next.list).toBe(people.list)
  })

  it('creates a missing text and reaches list items by id', () => {
    const next = setTextAt(people, ['list', 'p2', 'title'], 'en', 'Best man')
    expect(next.list[1]).toEqual({ id: 'p2', name: { sv: 'Erik' }, title: { en: 'Best man' } })
    expect(next.list[0]).toBe(people.list[0])
  })

  it("keeps a cleared text as '' so it does not fall back to another language", () => {
    expect(setTextAt(people, ['title'], 'en', '').title).toEqual({ sv: 'Personer', en: '' })
  })

  it('throws for a list item that does not exist', () => {
    expect(() => setTextAt(people, ['list', 'p9', 'name'], 'sv', 'x')).toThrow('No list item p9')
  })
})

describe('setValueAt', () => {
  const image = {
    path: '/media/u/s1',
    fileName: 'a-1600.jpg',
    sizes: [{ fileName: 'a-1600.jpg', size: 1600 }],
  }
  const header = { id: 'h', siteModuleType: 'Header', image: { image: null, userSelectedImageSize: 'SMALL' } }

  it('sets a value at a field path and copies only the objects on the way', () => {
    const next = setValueAt(header, ['image', 'image'], image)
    expect(next.image).toEqual({ image, userSelectedImageSize: 'SMALL' })
    expect(header.image.image).toBeNull()
    expect(setValueAt(next, ['image', 'userSelectedImageSize'], 'LARGE').image.image).toBe(image)
  })

  it('creates a missing or null object on the way', () => {
    const bare = { id: 'h', siteModuleType: 'Header', image: null }
    expect(setValueAt(bare, ['image', 'image'], image)).toEqual({ ...bare, image: { image } })
    const { image: _none, ...without } = bare
    expect(setValueAt(without, ['image', 'image'], image)).toEqual({ ...without, image: { image } })
  })

  it('reaches list items by id and leaves the other items as they are', () => {
    const next = setValueAt(people, ['list', 'p2', 'image'], image)
    expect(next.list[1]).toEqual({ id: 'p2', name: { sv: 'Erik' }, image })
    expect(next.list[0]).toBe(people.list[0])
    expect(setValueAt(next, ['list', 'p2', 'image'], null).list[1]).toMatchObject({ image: null })
  })

  it('throws for a list item that does not exist and for a path through a text', () => {
    expect(() => setValueAt(people, ['list', 'p9', 'image'], image)).toThrow('No list item p9')
    expect(() => setValueAt({ a: 'text' }, ['a', 'b'], 1)).toThrow('No field b')
  })

  it('reads a value at a path', () => {
    expect(valueAt(header, ['image', 'userSelectedImageSize'])).toBe('SMALL')
    expect(valueAt(people, ['list', 'p1', 'name'])).toEqual({ sv: 'Anna' })
    expect(valueAt(people, ['list', 'p9', 'name'])).toBeUndefined()
  })
})
