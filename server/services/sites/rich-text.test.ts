import { describe, expect, it } from 'vitest'
import type { FieldPath } from '#domain/modules/definition.ts'
import {
  createModule,
  MODULE_DEFINITIONS,
  SITE_MODULE_TYPES,
  type SiteModule,
} from '#domain/modules/registry.ts'
import { sanitizeModules } from './rich-text.ts'

const UNSAFE = '<p onclick="x()">Hej<script>alert(1)</script><a href="javascript:alert(1)">l</a></p>'

function counter() {
  let n = 0
  return (prefix: string) => `${prefix}-${++n}`
}

/** Every value on a path, '*' standing for every item of a list. */
function valuesAt(value: unknown, path: FieldPath): unknown[] {
  const [key, ...rest] = path
  if (key === undefined) return [value]
  if (key === '*') return Array.isArray(value) ? value.flatMap((item) => valuesAt(item, rest)) : []
  if (typeof value !== 'object' || value === null) return []
  return valuesAt((value as Record<string, unknown>)[key], rest)
}

/** The module with UNSAFE in every text on the given paths. */
function poisoned(module: SiteModule, paths: readonly FieldPath[]): SiteModule {
  const copy = structuredClone(module)
  for (const path of paths)
    for (const text of valuesAt(copy, path))
      for (const language of Object.keys(text as object)) (text as Record<string, string>)[language] = UNSAFE
  return copy
}

describe('sanitizeModules', () => {
  const modules = SITE_MODULE_TYPES.map((type) =>
    createModule(type, { languages: ['sv', 'en'], brand: 'wedding', newId: counter() }),
  )

  it('sanitises every field each type declares as rich text', () => {
    for (const module of modules) {
      const { richText } = MODULE_DEFINITIONS[module.siteModuleType]
      const [clean] = sanitizeModules([poisoned(module, richText)])
      const texts = richText.flatMap((path) => valuesAt(clean, path))
      expect(texts.length, module.siteModuleType).toBeGreaterThanOrEqual(richText.length)
      for (const text of texts)
        expect(Object.values(text as object), module.siteModuleType).toEqual([
          '<p>Hej<a rel="noopener noreferrer nofollow" target="_blank">l</a></p>',
          '<p>Hej<a rel="noopener noreferrer nofollow" target="_blank">l</a></p>',
        ])
    }
  })

  it('declares the rich text of the views: the module text and the list items’ text', () => {
    const declared = Object.fromEntries(
      SITE_MODULE_TYPES.map((type) => [type, MODULE_DEFINITIONS[type].richText]),
    )
    expect(declared).toMatchObject({
      Text: [['text']],
      PeopleList: [['list', '*', 'text']],
      TextAndImageList: [['list', '*', 'text']],
      Header: [],
      Video: [],
      Countdown: [],
    })
  })

  it('leaves undeclared fields as they are, even one named text inside another field', () => {
    const header = modules.find((m) => m.siteModuleType === 'Header') as SiteModule
    const withTitle = { ...header, title: { sv: UNSAFE } }
    expect(sanitizeModules([withTitle])).toEqual([withTitle])
  })
})
