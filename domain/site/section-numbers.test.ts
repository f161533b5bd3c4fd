import { describe, expect, it } from 'vitest'
import type { SiteModule } from '../modules/registry.ts'
import { sectionNumbers } from './section-numbers.ts'

const module = (id: string, extra: Record<string, unknown> = {}) =>
  ({
    id,
    siteModuleType: 'Text',
    hide: false,
    hideInMenu: false,
    title: { sv: `Titel ${id}` },
    ...extra,
  }) as SiteModule

describe('sectionNumbers', () => {
  it('numbers the titled modules guests see 01, 02, 03 in page order', () => {
    const numbers = sectionNumbers(
      [
        module('header', { siteModuleType: 'Header' }),
        module('a'),
        module('hidden', { hide: true }),
        module('untitled', { title: { sv: '  ' } }),
        module('b'),
        module('c'),
      ],
      'sv',
      (m) => m.id === 'header',
    )
    expect([...numbers]).toEqual([
      ['a', '01'],
      ['b', '02'],
      ['c', '03'],
    ])
  })
})
