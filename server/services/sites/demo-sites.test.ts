import { existsSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { allBrandInfos } from '#domain/brands.ts'
import { SITE_MODULE_TYPES } from '#domain/modules/registry.ts'
import type { Image } from '#domain/site/image.ts'
import { moduleMenuTitle, moduleSlugs, slugify } from '#domain/site/slugs.ts'
import { demoSiteContent } from './demo-sites.ts'

const MEDIA_DIR = join(import.meta.dirname, '..', '..', 'demo', 'media')
const DOMAINS = allBrandInfos().map((b) => ({ domain: b.mainDomain, brand: b.brand }))

/** Every image object anywhere in a value (images have a path and sizes). */
function imagesIn(value: unknown, out: Image[] = []): Image[] {
  if (Array.isArray(value)) for (const v of value) imagesIn(v, out)
  else if (value && typeof value === 'object') {
    if ('path' in value && 'sizes' in value) out.push(value as Image)
    else for (const v of Object.values(value)) imagesIn(v, out)
  }
  return out
}

/** Every translatable text (an object whose keys are all language codes) anywhere in a value. */
function textsIn(value: unknown, out: Record<string, string>[] = []): Record<string, string>[] {
  if (Array.isArray(value)) for (const v of value) textsIn(v, out)
  else if (value && typeof value === 'object') {
    const entries = Object.entries(value)
    if (entries.length && entries.every(([k, v]) => /^[a-z]{2}$/.test(k) && typeof v === 'string'))
      out.push(value as Record<string, string>)
    else for (const [, v] of entries) textsIn(v, out)
  }
  return out
}

describe('demo sites', () => {
  test.each(DOMAINS)(
    '$domain validates and shows every module type its brand offers',
    ({ domain, brand }) => {
      const content = demoSiteContent(domain)
      if (!content) throw new Error(`no demo for ${domain}`)
      const types = new Set(content.siteModules.map((m) => m.siteModuleType))
      const offered = SITE_MODULE_TYPES.filter((t) => brand !== 'event' || t !== 'GiftRegistry')
      expect([...types].sort()).toEqual([...offered].sort())
      if (brand === 'event') expect(types.has('GiftRegistry')).toBe(false)
    },
  )

  test.each(DOMAINS)('$domain has every text in each of its languages', ({ domain }) => {
    const content = demoSiteContent(domain)
    const languages = content?.availableLanguages.map((l) => l.languageCode).sort()
    for (const text of textsIn(content?.siteModules)) {
      expect(Object.keys(text).sort(), JSON.stringify(text)).toEqual(languages)
      for (const value of Object.values(text)) expect(value.trim()).not.toBe('')
    }
  })

  test.each(DOMAINS)('$domain uses generated images that exist, with srcset sizes', ({ domain }) => {
    const images = imagesIn(demoSiteContent(domain)?.siteModules)
    expect(images.length).toBeGreaterThan(15)
    for (const image of images) {
      expect(image).toMatchObject({ path: '/media/demo', isDemoImage: true })
      expect(image.sizes.length).toBeGreaterThan(0)
      for (const size of image.sizes) {
        const file = join(MEDIA_DIR, size.fileName)
        expect(existsSync(file), file).toBe(true)
        expect(statSync(file).size).toBeGreaterThan(1000)
      }
    }
  })

  test.each(DOMAINS)('$domain has a short menu with distinct anchors in each language', ({ domain }) => {
    const content = demoSiteContent(domain)
    for (const { languageCode } of content?.availableLanguages ?? []) {
      const modules = content?.siteModules ?? []
      const slugs = [...moduleSlugs(modules, languageCode).values()]
      expect(new Set(slugs).size).toBe(slugs.length)
      // Each anchor is its title's own slug: none needed a -2, none fell back to a default.
      expect(slugs).toEqual(modules.map((m) => slugify(moduleMenuTitle(m, languageCode))))
      const menu = modules.filter((m) => !m.hideInMenu).map((m) => moduleMenuTitle(m, languageCode))
      // Short enough for one row at 1440 px wide.
      expect(menu.join('').length, menu.join(' · ')).toBeLessThanOrEqual(90)
    }
  })

  test('the RSVP asks about allergies only of those who come', () => {
    const rsvp = demoSiteContent('brollopssida.se')?.siteModules.find((m) => m.siteModuleType === 'Rsvp')
    if (rsvp?.siteModuleType !== 'Rsvp') throw new Error('no rsvp')
    const [, coming, allergies] = rsvp.form.formElements
    expect(coming).toMatchObject({ formElementType: 'SingleSelect', label: { sv: 'Kommer du?' } })
    expect(allergies?.showConditions).toEqual([
      { type: 'SHOW', formElementId: 'rsvp-coming', formElementOptionIds: ['rsvp-coming-yes'] },
    ])
    expect(rsvp.maxNumberOfGuests).toBe(5)
  })

  test('the gift registries mix quantities and one gift that cannot be reserved', () => {
    for (const domain of ['brollopssida.se', 'voresbryllupsside.dk', 'festhemsida.se']) {
      const gifts = demoSiteContent(domain)?.siteModules.find((m) => m.siteModuleType === 'GiftRegistry')
      if (gifts?.siteModuleType !== 'GiftRegistry') throw new Error(`no gift registry on ${domain}`)
      expect(gifts.giftRegistry).toHaveLength(5)
      expect(new Set(gifts.giftRegistry.map((g) => g.quantity))).toEqual(new Set([1, 3]))
      expect(gifts.giftRegistry.filter((g) => !g.reservable)).toHaveLength(1)
    }
  })
})
