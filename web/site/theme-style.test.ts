import { describe, expect, test } from 'vitest'
import { DEFAULT_COLOR_SCHEME, hslaCss } from '#domain/design/hsla-css.ts'
import { fontStack, themeStyle } from './theme-style.ts'

describe('themeStyle', () => {
  test('sets every colour role and both fonts as custom properties', () => {
    const style = themeStyle({ fonts: { heading: 'Playfair Display', text: 'Open Sans' } }) as Record<
      string,
      string
    >
    expect(style['--color-primary']).toBe(hslaCss(DEFAULT_COLOR_SCHEME.primary))
    for (const name of ['background', 'surface', 'on-primary', 'on-background', 'on-surface']) {
      expect(style[`--color-${name}`]).toMatch(/^hsla\(/)
    }
    expect(style['--font-heading']).toBe('"Playfair Display", Georgia, serif')
    expect(style['--font-text']).toMatch(/^"Open Sans", .*sans-serif$/)
  })

  test('a font name cannot carry CSS into the style attribute', () => {
    expect(fontStack('x"; background: url(evil)', 'text')).toBe(
      '"x background urlevil", system-ui, -apple-system, "Segoe UI", Arial, sans-serif',
    )
    expect(fontStack(';;;', 'heading')).toBe('Georgia, serif')
  })
})
