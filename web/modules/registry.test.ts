import { readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SITE_MODULE_TYPES } from '#domain/modules/registry.ts'
import { editorDefinitionOf, MODULE_CHOICE_ORDER } from './editor-registry.ts'
import { MODULE_WEB_DEFINITIONS } from './registry.ts'

const ROOT = join(import.meta.dirname, '..', '..')

/** The files a file imports statically; `import()` loads later and is left out. */
function staticImports(file: string): string[] {
  const source = readFileSync(file, 'utf8')
  const specifiers = [...source.matchAll(/^(?:import|export)\s[^;]*?from\s+'([^']+)'/gms)].map(
    (m) => m[1] ?? '',
  )
  return specifiers.flatMap((specifier) => {
    if (specifier.startsWith('#')) return [join(ROOT, specifier.replace(/^#(\w+)\//, '$1/'))]
    if (specifier.startsWith('.')) return [join(dirname(file), specifier)]
    return []
  })
}

function reachable(entry: string): Set<string> {
  const seen = new Set<string>()
  const queue = [join(ROOT, entry)]
  while (queue.length > 0) {
    const file = queue.pop() as string
    if (seen.has(file) || !/\.tsx?$/.test(file)) continue
    seen.add(file)
    queue.push(...staticImports(file))
  }
  return new Set([...seen].map((file) => relative(ROOT, file)))
}

describe('module registries', () => {
  it('give every module type a web and an editor definition', () => {
    expect(MODULE_WEB_DEFINITIONS.map((d) => d.type).sort()).toEqual([...SITE_MODULE_TYPES].sort())
    for (const type of SITE_MODULE_TYPES) expect(editorDefinitionOf(type)?.type).toBe(type)
  })

  it('place every type once in the Välj modul order', () => {
    expect([...MODULE_CHOICE_ORDER].sort()).toEqual([...SITE_MODULE_TYPES].sort())
    const orders = SITE_MODULE_TYPES.map((type) => editorDefinitionOf(type)?.order)
    expect(new Set(orders).size).toBe(SITE_MODULE_TYPES.length)
  })

  it('keep the editor parts out of the public page', () => {
    const files = [...reachable('web/site/entry-client.tsx')]
    expect(files).toContain('web/modules/registry.ts')
    expect(files.filter((f) => f.startsWith('web/editor/') || /editor(-registry)?\.tsx?$/.test(f))).toEqual(
      [],
    )
  })
})
