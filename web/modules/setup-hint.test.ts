import { describe, expect, it } from 'vitest'
import type { SiteModule } from '#domain/modules/registry.ts'
import { setupHint } from './editor-registry.ts'

const mod = (fields: Record<string, unknown>) =>
  ({ id: 'm', hide: false, hideInMenu: false, ...fields }) as unknown as SiteModule

describe('setupHint', () => {
  it('asks for a video address until it has a YouTube id', () => {
    expect(setupHint(mod({ siteModuleType: 'Video' }))).toBe('video')
    expect(setupHint(mod({ siteModuleType: 'Video', video: { videoUrl: 'https://example.se' } }))).toBe(
      'video',
    )
    expect(
      setupHint(mod({ siteModuleType: 'Video', video: { videoUrl: 'https://youtu.be/dQw4w9WgXcQ' } })),
    ).toBeNull()
  })

  it('asks for a map until one is saved, and for wishes until there is one', () => {
    expect(setupHint(mod({ siteModuleType: 'Location', map: { location: 'Kyrkan' } }))).toBe('map')
    expect(
      setupHint(mod({ siteModuleType: 'Location', map: { map: { path: '/m', fileName: 'a.jpg' } } })),
    ).toBeNull()
    expect(setupHint(mod({ siteModuleType: 'GiftRegistry', giftRegistry: [] }))).toBe('gifts')
    expect(setupHint(mod({ siteModuleType: 'GiftRegistry', giftRegistry: [{ id: 'g' }] }))).toBeNull()
  })

  it('has nothing to ask of other modules', () => {
    expect(setupHint(mod({ siteModuleType: 'Text' }))).toBeNull()
  })
})
