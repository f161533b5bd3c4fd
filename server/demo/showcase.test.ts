import { describe, expect, it } from 'vitest'
import { isAddableModuleType, SITE_MODULE_TYPES, siteModuleSchema } from '#domain/modules/registry.ts'
import { readShowcase, showcaseModules } from './showcase.ts'

describe('showcaseModules', () => {
  it('adds every type the brand offers that the showcase leaves out, with its create() defaults', () => {
    const modules = showcaseModules({
      brand: 'event',
      languages: ['sv'],
      modules: [{ siteModuleType: 'Text', id: 'demo-welcome', title: { sv: 'Hej' } }],
    })
    const types = modules.map((m) => m.siteModuleType)
    expect(types[0]).toBe('Text')
    expect([...types].sort()).toEqual(SITE_MODULE_TYPES.filter((t) => isAddableModuleType(t, 'event')).sort())
    for (const module of modules) siteModuleSchema.parse(module)
  })

  it('merges nested objects, replaces lists and removes a field set to null', () => {
    const [location, gallery] = showcaseModules({
      brand: 'wedding',
      languages: ['sv'],
      modules: [
        { siteModuleType: 'Location', id: 'l', map: { zoom: 15 } },
        { siteModuleType: 'ImageGallery', id: 'g', text: null, gallery: [] },
      ],
    })
    expect(location).toMatchObject({ id: 'l', map: { zoom: 15, mapTheme: 'NORMAL', location: '' } })
    expect(gallery).not.toHaveProperty('text')
    expect(gallery).toMatchObject({ id: 'g', gallery: [] })
  })

  it('gives the same modules on every start', () => {
    const showcase = { brand: 'party' as const, languages: ['sv'], modules: [] }
    expect(showcaseModules(showcase)).toEqual(showcaseModules(showcase))
  })

  it('reads images by name and refuses an unknown type or image', () => {
    const { modules } = readShowcase({
      brand: 'party',
      languages: ['sv'],
      modules: [{ siteModuleType: 'ImageAndText', id: 'i', image: { demoImage: 'cake' } }],
    })
    expect(modules[0]?.image).toMatchObject({ path: '/media/demo', isDemoImage: true })
    expect(() =>
      readShowcase({ brand: 'party', languages: ['sv'], modules: [{ siteModuleType: 'Speech', id: 's' }] }),
    ).toThrow('unknown type: Speech')
    expect(() =>
      readShowcase({
        brand: 'party',
        languages: ['sv'],
        modules: [{ siteModuleType: 'Text', id: 't', x: { demoImage: 'nope' } }],
      }),
    ).toThrow('Demo image nope is missing')
  })
})
