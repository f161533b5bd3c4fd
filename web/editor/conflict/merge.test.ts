import { describe, expect, it } from 'vitest'
import type { SiteV2 } from '#domain/site/schema.ts'
import { mergeSites, sameJson } from './merge.ts'

const text = (id: string, title: string) => ({
  id,
  siteModuleType: 'Text',
  hide: false,
  hideInMenu: false,
  title: { sv: title },
})

const site = (modules: ReturnType<typeof text>[], extra: Partial<SiteV2> = {}): SiteV2 =>
  ({
    _id: 's1',
    revision: 3,
    theme: 'theme4',
    availableLanguages: [{ languageCode: 'sv' }],
    siteModules: modules,
    ...extra,
  }) as unknown as SiteV2

const base = site([text('a', 'A'), text('b', 'B'), text('c', 'C')])
const titles = (s: SiteV2) =>
  s.siteModules.map((m) => `${m.id}:${(m as unknown as { title: { sv: string } }).title.sv}`)

describe('mergeSites', () => {
  it('merges saves that changed different modules without a conflict, on the other save’s revision', () => {
    const mine = site([text('a', 'A mine'), text('b', 'B'), text('c', 'C')])
    const theirs = site([text('a', 'A'), text('b', 'B theirs'), text('c', 'C')], { revision: 5 })
    const merge = mergeSites(base, mine, theirs)
    expect(merge.conflicts).toEqual([])
    expect(merge.theirChanges.map((c) => [c.part.key, c.change])).toEqual([['module:b', 'changed']])
    const merged = merge.build({})
    expect(titles(merged)).toEqual(['a:A mine', 'b:B theirs', 'c:C'])
    expect(merged.revision).toBe(5)
  })

  it('keeps modules added on both sides and honours a removal by either', () => {
    const mine = site([text('a', 'A'), text('new1', 'Mine new'), text('b', 'B')])
    const theirs = site([text('x', 'Their new'), text('a', 'A'), text('b', 'B'), text('c', 'C')])
    const merge = mergeSites(base, mine, theirs)
    expect(merge.conflicts).toEqual([])
    expect(merge.theirChanges.map((c) => [c.part.key, c.change])).toEqual([['module:x', 'added']])
    expect(titles(merge.build({}))).toEqual(['x:Their new', 'a:A', 'new1:Mine new', 'b:B'])
  })

  it('asks per module when both changed the same one, and builds each choice', () => {
    const mine = site([text('a', 'A mine'), text('b', 'B mine'), text('c', 'C')])
    const theirs = site([text('a', 'A theirs'), text('b', 'B'), text('c', 'C theirs')])
    const merge = mergeSites(base, mine, theirs)
    expect(merge.conflicts.map((c) => c.part.key)).toEqual(['module:a'])
    expect(titles(merge.build({ 'module:a': 'mine' }))).toEqual(['a:A mine', 'b:B mine', 'c:C theirs'])
    expect(titles(merge.build({ 'module:a': 'theirs' }))).toEqual(['a:A theirs', 'b:B mine', 'c:C theirs'])
  })

  it('sees a module one side removed and the other changed as a conflict', () => {
    const mine = site([text('b', 'B'), text('c', 'C')])
    const theirs = site([text('a', 'A theirs'), text('b', 'B'), text('c', 'C')])
    const merge = mergeSites(base, mine, theirs)
    expect(merge.conflicts).toMatchObject([{ part: { key: 'module:a' }, change: 'changed', mine: 'removed' }])
    expect(titles(merge.build({ 'module:a': 'mine' }))).toEqual(['b:B', 'c:C'])
  })

  it('takes the order from the side that moved modules, and asks when both did', () => {
    const moved = site([text('c', 'C'), text('a', 'A'), text('b', 'B')])
    const edited = site([text('a', 'A'), text('b', 'B edited'), text('c', 'C')])
    expect(titles(mergeSites(base, moved, edited).build({}))).toEqual(['c:C', 'a:A', 'b:B edited'])
    expect(titles(mergeSites(base, edited, moved).build({}))).toEqual(['c:C', 'a:A', 'b:B edited'])
    const other = site([text('b', 'B'), text('a', 'A'), text('c', 'C')])
    const both = mergeSites(base, moved, other)
    expect(both.conflicts.map((c) => c.part.key)).toEqual(['order'])
    expect(titles(both.build({ order: 'mine' }))).toEqual(['c:C', 'a:A', 'b:B'])
  })

  it('merges the site’s own settings field by field', () => {
    const mine = site(base.siteModules as never, { theme: 'theme2' } as unknown as Partial<SiteV2>)
    const theirs = site(base.siteModules as never, {
      availableLanguages: [{ languageCode: 'sv' }, { languageCode: 'en' }],
    })
    const merge = mergeSites(base, mine, theirs)
    expect(merge.conflicts).toEqual([])
    expect(merge.theirChanges.map((c) => c.part.key)).toEqual(['setting:availableLanguages'])
    expect(merge.build({})).toMatchObject({
      theme: 'theme2',
      availableLanguages: [{}, { languageCode: 'en' }],
    })
  })

  it('compares JSON without regard to key order or undefined keys', () => {
    expect(sameJson({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1, d: undefined })).toBe(true)
    expect(sameJson({ a: 1 }, { a: 2 })).toBe(false)
    expect(sameJson([1], { 0: 1 })).toBe(false)
  })
})
