import { describe, expect, it, vi } from 'vitest'
import { brandInfo } from '#domain/brands.ts'
import { generateSite } from '#domain/wizard/generate-site.ts'
import type { SavedMap } from '#web/api/maps-save.ts'
import { withWizardMap } from './wizard-map.ts'

let n = 0
const newId = (prefix: string) => `${prefix}-${++n}`

const drawn: SavedMap = {
  path: '/media/u/qs/',
  fileName: 'abc-640.jpg',
  temporary: true,
  width: 640,
  height: 640,
  sizes: [{ fileName: 'abc-640.jpg', size: 640 }],
  isDemoImage: true,
} as SavedMap

describe('withWizardMap', () => {
  it('draws the wizard’s place as the map of the Location module, where the wizard put it', async () => {
    const site = generateSite(
      { name1: 'Lisa', name2: 'Omar', location: 'Göteborg' },
      { brandInfo: brandInfo('wedding', 'se'), now: new Date(2027, 0, 1), newId },
    )
    const save = vi.fn(async () => ({ map: drawn }))
    const withMap = await withWizardMap(site, save)
    expect(save).toHaveBeenCalledWith({
      location: 'Göteborg',
      zoom: 12,
      theme: 'NORMAL',
      markerColor: '#ea4335',
    })
    const types = withMap.siteModules.map((m) => m.siteModuleType)
    expect(types).toEqual(site.siteModules.map((m) => m.siteModuleType))
    const place = withMap.siteModules.find((m) => m.siteModuleType === 'Location')
    expect(place?.siteModuleType === 'Location' && place.map).toMatchObject({
      location: 'Göteborg',
      map: drawn,
    })
  })

  it('keeps the site as it was when the map cannot be drawn', async () => {
    const site = generateSite({}, { brandInfo: brandInfo('wedding', 'se'), now: new Date(2027, 0, 1), newId })
    const withMap = await withWizardMap(site, () => Promise.reject(new Error('offline')))
    expect(withMap).toBe(site)
  })
})
