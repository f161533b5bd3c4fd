import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SITE_MODULE_TYPES } from './registry.ts'

const ROOT = join(import.meta.dirname, '..', '..')
/** The application code; scripts (benchmarks) and e2e tests build sites of their own. */
const SCANNED = ['domain', 'web', 'server']

function kebab(type: string): string {
  return type.replace(/[A-Z]/g, (c, i: number) => (i ? '-' : '') + c.toLowerCase())
}

/** Where a type's name belongs: its own definitions, tests, fixtures and site templates. */
function mayName(path: string, type: string): boolean {
  const file = path.split('/').at(-1) ?? ''
  return (
    (path.startsWith('domain/modules/') &&
      (file === `${kebab(type)}.ts` || file.startsWith(`${kebab(type)}-`))) ||
    path.startsWith(`web/modules/${type}/`) ||
    path === 'domain/modules/registry.ts' ||
    path === 'web/modules/registry.ts' ||
    /\.test\.tsx?$/.test(file) ||
    // Test fixtures.
    file.startsWith('test-') ||
    /(^|\/)(test|testing)\//.test(path) ||
    // Site templates choose their module types by name: the demo sites and the wizard's starting sites.
    path.startsWith('server/demo/') ||
    path.startsWith('domain/wizard/') ||
    // The legacy shape (issue 19) has module names of its own, some shared with V2 types (Text,
    // Video); its converter and upgrade preview map them to V2 types by name.
    path.startsWith('domain/legacy/') ||
    path.startsWith('web/legacy/')
  )
}

/** The same word used as something else than a module type. */
const NOT_A_TYPE: Record<string, string[]> = {
  // The English heading of the form column in the answers workbook.
  'server/services/guests/responses-xlsx.ts': ['Form'],
  // The English default title of an event's list of texts and images.
  'domain/modules/text-and-image-list.ts': ['Programme'],
  // The English default title of the image gallery.
  'domain/modules/image-gallery.ts': ['Photos'],
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

/** The code without its comments; a `//` right after a character (as in a URL) is not one. */
function code(path: string): string {
  return readFileSync(join(ROOT, path), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|\s)\/\/.*$/gm, '$1')
}

describe('module type names', () => {
  it('appear only in the type’s own files, the registries, tests, fixtures and site templates', () => {
    const found: string[] = []
    for (const path of SCANNED.flatMap(sourceFiles)) {
      const text = code(path)
      for (const type of SITE_MODULE_TYPES) {
        if (mayName(path, type) || NOT_A_TYPE[path]?.includes(type)) continue
        if (new RegExp(`['"\`]${type}['"\`]`).test(text)) found.push(`${path}: ${type}`)
      }
    }
    expect(found).toEqual([])
  })

  it('would find a name where it does not belong', () => {
    expect(mayName('web/editor/AddModuleDialog.tsx', 'GiftRegistry')).toBe(false)
    expect(mayName('server/services/guests/gifts.service.ts', 'GiftRegistry')).toBe(false)
    expect(mayName('domain/modules/gift-registry.ts', 'GiftRegistry')).toBe(true)
    expect(mayName('domain/modules/gift-registry.ts', 'Rsvp')).toBe(false)
    expect(mayName('web/modules/Rsvp/View.tsx', 'Rsvp')).toBe(true)
    expect(mayName('web/modules/Rsvp/View.tsx', 'Form')).toBe(false)
    expect(relative(ROOT, join(ROOT, SCANNED[0] ?? ''))).toBe('domain')
  })
})
