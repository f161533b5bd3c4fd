import { describe, expect, it } from 'vitest'
import { siteContentSchema } from '../site/schema.ts'
import { MODULE_DEFINITIONS } from './registry.ts'
import { rsvpModuleSchema } from './rsvp.ts'

const stored = { id: 'r', siteModuleType: 'Rsvp', hide: false, hideInMenu: false, maxNumberOfGuests: 1 }

describe('the RSVP option to show the form at once for one guest', () => {
  it('is off in a new RSVP', () => {
    let n = 0
    const created = MODULE_DEFINITIONS.Rsvp.create({
      languages: ['sv'],
      brand: 'wedding',
      newId: () => `id${++n}`,
    })
    expect(created.openFormForOneGuest).toBe(false)
    expect(rsvpModuleSchema.parse(created).openFormForOneGuest).toBe(false)
  })

  it('is kept when set, and a stored RSVP without it still parses (as off)', () => {
    expect(rsvpModuleSchema.parse({ ...stored, openFormForOneGuest: true }).openFormForOneGuest).toBe(true)
    const old = rsvpModuleSchema.parse(stored)
    expect(old.openFormForOneGuest).toBeUndefined()
    expect(old.maxNumberOfGuests).toBe(1)
    const site = siteContentSchema.parse({
      availableLanguages: [{ languageCode: 'sv' }],
      siteModules: [stored],
    })
    expect(site.siteModules[0]).not.toHaveProperty('openFormForOneGuest')
  })

  it('refuses anything but a boolean', () => {
    expect(rsvpModuleSchema.safeParse({ ...stored, openFormForOneGuest: 'yes' }).success).toBe(false)
  })
})
