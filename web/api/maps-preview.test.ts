import { describe, expect, test } from 'vitest'
import { isUsableLocation, mapContextId, mapPreviewUrl, mapSettingsPath } from './maps-preview.ts'

const settings = {
  location: 'Storkyrkan, Stockholm',
  zoom: 12,
  theme: 'NORMAL' as const,
  markerColor: '#EA4335',
}

describe('map call URLs', () => {
  test('the preview URL carries the encoded location, zoom, theme and the colour without #', () => {
    expect(mapPreviewUrl('s1', settings)).toBe(
      '/api/sites/s1/maps/preview/Storkyrkan%2C%20Stockholm/12/NORMAL/ea4335/',
    )
  })

  test('a location with slashes, question marks and hashes stays one path segment', () => {
    const path = mapSettingsPath({ ...settings, location: '  Café 50% / 2 tr? #3 & co ' })
    expect(path).toBe('Caf%C3%A9%2050%25%20%2F%202%20tr%3F%20%233%20%26%20co/12/NORMAL/ea4335/')
    expect(decodeURIComponent(path.split('/')[0] ?? '')).toBe('Café 50% / 2 tr? #3 & co')
  })

  test('a quick-start site is addressed as quick-start', () => {
    expect(mapContextId({ _id: 'abc', quickStart: false })).toBe('abc')
    expect(mapContextId({ _id: 'START-WIZARD', quickStart: true })).toBe('quick-start')
    expect(mapPreviewUrl('quick-start', settings)).toMatch(/^\/api\/sites\/quick-start\/maps\/preview\//)
  })
})

describe('isUsableLocation', () => {
  test('needs a letter or digit and at most 300 characters', () => {
    expect(isUsableLocation('Nyhavn 17')).toBe(true)
    expect(isUsableLocation('  Å  ')).toBe(true)
    expect(isUsableLocation('1')).toBe(true)
    expect(isUsableLocation('')).toBe(false)
    expect(isUsableLocation('   ')).toBe(false)
    // "." and ".." would be resolved away by the browser before the call left.
    expect(isUsableLocation('..')).toBe(false)
    expect(isUsableLocation('ö'.repeat(300))).toBe(true)
    expect(isUsableLocation('ö'.repeat(301))).toBe(false)
  })
})
