import { describe, expect, it } from 'vitest'
import type { SiteModule } from '#domain/modules/registry.ts'
import { missingTextCounts } from './missing-texts.ts'

const modules = [
  {
    id: 'a',
    siteModuleType: 'Text',
    hide: false,
    hideInMenu: false,
    title: { sv: 'Välkomna', en: 'Welcome' },
    text: { sv: '<p>Hej</p>', en: '<p></p>' },
  },
  {
    id: 'f',
    siteModuleType: 'Form',
    hide: false,
    hideInMenu: false,
    title: { sv: 'Tal' },
    form: {
      formElements: [
        { id: 'q', formElementType: 'ShortText', label: { sv: 'Namn', en: ' ', da: 'Navn' }, required: true },
      ],
    },
    menuTitle: {},
  },
] as unknown as SiteModule[]

describe('missingTextCounts', () => {
  it('counts, per further language, the texts written in the first language and empty in that one', () => {
    expect(missingTextCounts(modules, ['sv', 'en', 'da'])).toEqual(
      new Map([
        ['en', 3],
        ['da', 3],
      ]),
    )
  })

  it('counts nothing for a site with one language or texts empty in the first language too', () => {
    expect(missingTextCounts(modules, ['sv'])).toEqual(new Map())
    expect(missingTextCounts(modules, ['da', 'sv']).get('sv')).toBe(0)
  })
})
