// @vitest-environment jsdom
import { renderToString } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { SITE_GRAPHICS, type SiteGraphicName } from '#domain/design/graphics.ts'
import { PART } from '../parts.ts'
import { SiteGraphic } from './SiteGraphic.tsx'

const render = (name: string) => renderToString(<SiteGraphic name={name as SiteGraphicName} />)

describe('SiteGraphic', () => {
  test.each(SITE_GRAPHICS)('%s renders a decorative layer under 6 KB', (name) => {
    const html = render(name)
    expect(html).toContain(`data-part="${PART.graphic}"`)
    expect(html).toContain('aria-hidden="true"')
    expect(new TextEncoder().encode(html).length).toBeLessThan(6 * 1024)
  })

  test('an unknown name is an error', () => {
    expect(() => render('corners10')).toThrow('Unknown site graphic: corners10')
    expect(() => render('')).toThrow('Unknown site graphic: ')
  })

  test('each graphic is its own drawing', () => {
    // Ids differ per render; compare the drawings without them.
    const drawings = SITE_GRAPHICS.map((name) => render(name).replace(/ (id|href|fill)="[^"]*"/g, ''))
    expect(new Set(drawings).size).toBe(SITE_GRAPHICS.length)
  })

  test('corner sets show one drawing in all four corners; botanicals in the top corners and on the bottom edge', () => {
    const places = (name: string) => [...render(name).matchAll(/data-place="(\w+)"/g)].map((m) => m[1])
    expect(places('corners3')).toEqual(['tl', 'tr', 'bl', 'br'])
    expect(places('eucalyptus')).toEqual(['tl', 'tr', 'edge'])
    expect(places('greenAndGoldFlowers')).toEqual(['tl', 'tr'])
  })

  test('every <use> points at an id drawn in the same graphic', () => {
    for (const name of SITE_GRAPHICS) {
      const html = render(name)
      const ids = new Set([...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]))
      for (const [, ref] of html.matchAll(/(?:href="#|url\(#)([^")]+)/g))
        expect(ids, `${name}: #${ref}`).toContain(ref)
    }
  })

  test('themeable graphics draw in the site colours; the eucalyptus and gold flowers keep their own', () => {
    expect(render('corners1')).toContain('currentColor')
    expect(render('background4')).toContain('currentColor')
    expect(render('eucalyptus')).toContain('#7f9d8d')
    expect(render('greenAndGoldFlowers')).toContain('#c39a45')
  })

  test('moving dots are the same on the server and in the browser', () => {
    expect(render('movingDots')).toBe(render('movingDots'))
    expect(render('movingDots').match(/<span/g)?.length).toBeGreaterThan(10)
  })

  test('ids stay unique when two graphics share a document', () => {
    const html = renderToString(
      <>
        <SiteGraphic name="corners1" />
        <SiteGraphic name="corners1" />
      </>,
    )
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1])
    expect(new Set(ids).size).toBe(ids.length)
  })
})
