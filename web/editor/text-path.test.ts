import { describe, expect, it } from 'vitest'
import { setTextAt, textAt } from './text-path.ts'

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

  it('reads the exact language without fallback', () => {
    expect(textAt(people, ['list', 'p1', 'name'], 'sv')).toBe('Anna')
    expect(textAt(people, ['list', 'p1', 'name'], 'en')).toBe('')
    expect(textAt(people, ['nothing'], 'sv')).toBe('')
  })
})
