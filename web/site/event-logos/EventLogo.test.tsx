// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, test } from 'vitest'
import { EVENT_LOGOS, type EventLogoName } from '#domain/design/event-logos.ts'
import { PART } from '../parts.ts'
import { EventLogo, type EventLogoData, safeColor } from './EventLogo.tsx'

const couple = { name1: 'Anna', name2: 'Björn' }
const html = (logo: Partial<Omit<EventLogoData, 'name'>> & { name: string }) =>
  renderToString(<EventLogo logo={{ ...couple, ...logo, name: logo.name as EventLogoName }} />)

/** The font sizes of the badge's two initials. */
function initialSizes(markup: string): string[] {
  const group = markup.match(/<g[^>]*font-size="([\d.]+)"[^>]*text-anchor="middle"[^>]*style="fill/)
  return group ? [group[1] as string] : []
}

afterEach(cleanup)

describe('EventLogo', () => {
  test.each(EVENT_LOGOS)('%s renders the names as text, with a title, under 4 KB', (name) => {
    const markup = html({ name, additionalText: '12 juli 2026' })
    expect(markup).toContain(`data-part="${PART.eventLogo}"`)
    expect(markup).toMatch(/<svg[^>]*role="img"[^>]*aria-labelledby="([^"]+)"/)
    expect(markup).toContain('<title')
    expect(markup).toContain('Anna &amp; Björn</title>')
    expect(markup).toContain('12 juli 2026')
    expect(new TextEncoder().encode(markup).length).toBeLessThan(4 * 1024)
  })

  test.each(EVENT_LOGOS)('%s is read by its names and shows them', (name) => {
    render(<EventLogo logo={{ name, ...couple }} />)
    expect(screen.getByRole('img', { name: 'Anna & Björn' })).toBeTruthy()
    const text = document.body.textContent ?? ''
    // Monograms show the initials large and the names spelled out; the others the names themselves.
    expect(text).toMatch(/Anna|ANNA/)
    expect(text).toMatch(/Björn|BJÖRN/)
  })

  test('an unknown name is an error', () => {
    expect(() => html({ name: 'Wreath' })).toThrow('Unknown event logo: Wreath')
  })

  test('the badge renders its initials at 35 by default and at the setting plus 25 otherwise', () => {
    expect(initialSizes(html({ name: 'ModernMonogramBadge' }))).toEqual(['35'])
    expect(initialSizes(html({ name: 'ModernMonogramBadge', fontSizeInitials: 9 }))).toEqual(['34'])
    expect(initialSizes(html({ name: 'ModernMonogramBadge', fontSizeInitials: 15 }))).toEqual(['40'])
    expect(initialSizes(html({ name: 'ModernMonogramBadge', fontSizeInitials: 1 }))).toEqual(['26'])
  })

  test('the badge offsets the initials by the distance settings (0 and 7 when unset)', () => {
    const positions = (markup: string) =>
      [...markup.matchAll(/<text x="([-\d.]+)" y="([-\d.]+)">[AB]<\/text>/g)].map((m) => [
        Number(m[1]),
        Number(m[2]),
      ])
    const [a0, b0] = positions(html({ name: 'ModernMonogramBadge' })) as [number[], number[]]
    expect((b0[1] as number) - (a0[1] as number)).toBeCloseTo(14)
    const [a1, b1] = positions(
      html({ name: 'ModernMonogramBadge', distanceInitialsX: 12, distanceInitialsY: -6 }),
    ) as [number[], number[]]
    expect((b1[0] as number) - (a1[0] as number) - ((b0[0] as number) - (a0[0] as number))).toBeCloseTo(24)
    expect((b1[1] as number) - (a1[1] as number)).toBeCloseTo(-12)
  })

  test('text and badge use the theme colours unless overridden', () => {
    const plain = html({ name: 'ModernMonogramBadge' })
    expect(plain).toContain('fill:var(--color-primary')
    expect(plain).not.toContain('#7a1f3d')
    const overridden = html({
      name: 'ModernMonogramBadge',
      colorText: { override: true, color: '#7a1f3d' },
      colorBackground: { override: true, color: 'rgb(243, 217, 225)' },
    })
    expect(overridden).toContain('color:#7a1f3d')
    expect(overridden).toContain('fill:rgb(243, 217, 225)')
    const notOverridden = html({
      name: 'RelaxedByHand',
      colorText: { override: false, color: '#7a1f3d' },
    })
    expect(notOverridden).not.toContain('#7a1f3d')
  })

  test('owner colours that are not plainly colours are ignored', () => {
    expect(safeColor('#abc')).toBe('#abc')
    expect(safeColor('hsla(10, 20%, 30%, .5)')).toBe('hsla(10, 20%, 30%, .5)')
    expect(safeColor('teal')).toBe('teal')
    expect(safeColor('url(https://tracker.example/x)')).toBeUndefined()
    expect(safeColor('red;background:url(x)')).toBeUndefined()
    const markup = html({ name: 'LeafsBox', colorText: { override: true, color: 'url(x)' } })
    expect(markup).not.toContain('url(x)')
  })

  test('the additional text is left out when empty', () => {
    expect(html({ name: 'LeafsBox', additionalText: '  ' })).not.toMatch(/<p[ >]/)
  })

  test('in the header the logo can be the page heading, named by the couple', () => {
    render(
      <EventLogo logo={{ name: 'LeafsBox', ...couple, additionalText: '12 juli 2026' }} headingLevel={1} />,
    )
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Anna')
    expect(screen.getByRole('heading', { level: 1 }).textContent).not.toContain('12 juli 2026')
  })

  test('one name alone still makes a logo', () => {
    render(<EventLogo logo={{ name: 'ModernMonogramBorderBetween', name1: 'Anna' }} />)
    expect(screen.getByRole('img', { name: 'Anna' })).toBeTruthy()
  })

  test('long names are set smaller so they stay inside the drawing', () => {
    const size = (markup: string) => Number(markup.match(/<text x="210" y="112" font-size="(\d+)"/)?.[1])
    const short = size(html({ name: 'BorderUpAndDown' }))
    const long = size(html({ name: 'BorderUpAndDown', name1: 'Maximiliana', name2: 'Christoffer-Johan' }))
    expect(long).toBeLessThan(short)
  })
})
