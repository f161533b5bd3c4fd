import { describe, expect, it } from 'vitest'
import { createModule } from '#domain/modules/registry.ts'
import da from '#web/i18n/da.json' with { type: 'json' }
import { guestTexts } from '#web/modules/guest-forms/texts.ts'
import { MODULE_DEFAULTS } from '#web/modules/module-texts.ts'

/** Every string in a nested catalog, with its dotted key. */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]]
  if (value === null || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, child]) => strings(child, path ? `${path}.${key}` : key))
}

const SWEDISH_OR_ENGLISH = /\bOSA\b|\bRSVP\b/

describe('Danish calls the RSVP "S.U."', () => {
  it('in the interface catalog, the module type included', () => {
    expect(strings(da).filter(([, text]) => SWEDISH_OR_ENGLISH.test(text))).toEqual([])
    expect(da.moduleTypes.Rsvp).toBe('S.U.')
  })

  it('in the guest texts and the module defaults', () => {
    expect(strings(guestTexts.da).filter(([, text]) => SWEDISH_OR_ENGLISH.test(text))).toEqual([])
    expect(MODULE_DEFAULTS.da.oneGuestRsvpButton).toBe('S.U.')
  })

  it('in a new RSVP module on a Danish wedding site', () => {
    const module = createModule('Rsvp', { languages: ['da'], brand: 'wedding', newId: () => 'x' })
    expect(strings(module).filter(([, text]) => SWEDISH_OR_ENGLISH.test(text))).toEqual([])
    expect(module).toMatchObject({ title: { da: 'S.U.' } })
  })
})
