import { describe, expect, it } from 'vitest'
import { THEMES } from '../design/themes.ts'
import { imageAspectOf, LAYOUT_ORDER, LAYOUTS, layoutForTheme, switchLayoutContent } from './layouts.ts'
import { PRINT_LAYOUTS, type PrintContentItem } from './print.ts'

describe('layoutForTheme', () => {
  it.each([
    ['theme7', 'PHOTO_CLEAN'],
    ['theme11', 'PHOTO_CLEAN'],
    ['theme9', 'TEXT_ON_PHOTO_GRADIENT'],
    ['theme12', 'TEXT_ON_PHOTO_GRADIENT'],
    ['theme4', 'GENESIS'],
    ['theme5', 'GENESIS'],
    ['theme8', 'GENESIS'],
    ['theme10', 'GENESIS'],
    ['theme6', 'GENESIS'],
    [null, 'GENESIS'],
    ['nonsense', 'GENESIS'],
  ])('%s gives %s', (theme, layout) => {
    expect(layoutForTheme(theme)).toBe(layout)
  })

  it('maps every offered theme to a known layout', () => {
    for (const theme of THEMES) expect(PRINT_LAYOUTS).toContain(layoutForTheme(theme))
  })
})

describe('LAYOUTS', () => {
  const positions = (layout: keyof typeof LAYOUTS, page: 1 | 2) =>
    LAYOUTS[layout].slots.filter((s) => s.page === page).map((s) => s.position)

  it('places the positions of spec 002 section 3 on each page', () => {
    expect(positions('GENESIS', 1)).toEqual(['welcomeText', 'names', 'dateAndLocationLong', 'websiteInfo'])
    expect(positions('PHOTO_CLEAN', 1)).toEqual(['primaryImage', 'title', 'names', 'dateAndLocation'])
    expect(positions('TEXT_ON_PHOTO', 1)).toEqual(['primaryImage', 'title', 'dateAndLocation'])
    expect(positions('TEXT_ON_PHOTO_GRADIENT', 1)).toEqual(['primaryImage', 'title', 'dateAndLocation'])
    for (const layout of PRINT_LAYOUTS) expect(positions(layout, 2)).toEqual(['textAtQR', 'qr'])
  })

  it('gives the photo layouts their image aspects and GENESIS none', () => {
    expect(imageAspectOf('GENESIS')).toBeNull()
    expect(imageAspectOf('PHOTO_CLEAN')).toBe(1.1)
    expect(imageAspectOf('TEXT_ON_PHOTO')).toBeCloseTo(460 / 635)
    expect(imageAspectOf('TEXT_ON_PHOTO_GRADIENT')).toBeCloseTo(460 / 635)
  })

  it('offers all four layouts', () => {
    expect([...LAYOUT_ORDER].sort()).toEqual([...PRINT_LAYOUTS].sort())
  })
})

describe('switchLayoutContent', () => {
  const text = (
    id: string,
    position: PrintContentItem['position'],
    value: string,
    page: 1 | 2 = 1,
  ): PrintContentItem => ({
    id,
    page,
    position,
    contentType: 'text',
    properties: { text: value },
  })

  it('keeps items at matching positions and takes the rest from the new defaults', () => {
    const current = [text('a', 'title', 'Vi gifter oss\näntligen'), text('b', 'welcomeText', 'Hej')]
    const defaults = [text('n1', 'title', 'Default'), text('n2', 'names', 'Anna & Erik')]
    const next = switchLayoutContent(current, defaults)
    expect(next).toEqual([text('a', 'title', 'Vi gifter oss\näntligen'), text('n2', 'names', 'Anna & Erik')])
  })

  it('does not keep an item on another page or of another kind', () => {
    const current = [text('a', 'dateAndLocation', 'On the back', 2)]
    const defaults = [text('n1', 'dateAndLocation', 'Front')]
    expect(switchLayoutContent(current, defaults)).toEqual(defaults)
  })

  it('copies kept items, so the old content cannot change the new', () => {
    const current = [text('a', 'title', 'Mine')]
    const next = switchLayoutContent(current, [text('n', 'title', 'x')])
    ;(current[0] as Extract<PrintContentItem, { contentType: 'text' }>).properties.text = 'changed'
    expect(next[0]).toEqual(text('a', 'title', 'Mine'))
  })
})
