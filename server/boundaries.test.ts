import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, normalize } from 'node:path'
import { describe, expect, it } from 'vitest'

// The import rules of ARCHITECTURE.md ("Rules of the house"), checked on every source file so that a
// wrong import fails the suite instead of waiting for a review.

const ROOT = join(import.meta.dirname, '..')
const SOURCE = /\.(ts|tsx|mts|mjs)$/
const TEST = /\.test\.(ts|tsx)$|(^|\/)test\/|(^|\/)testing\//

function walk(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`
    if (entry.isDirectory()) return walk(path)
    return SOURCE.test(entry.name) ? [path] : []
  })
}

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm
const STATIC_IMPORT = /(?:\bfrom\s*|^\s*import\s+)['"]([^'"]+)['"]/gm
// What a bundle keeps: static imports and re-exports, except the type-only ones the build erases.
const VALUE_IMPORT =
  /^(?!(?:import|export)\s+type\b)(?:(?:import|export)\b[^'";]*?\bfrom\s*|import\s+)['"]([^'"]+)['"]/gm

/** Each import of a file, as a project path ('domain/site/schema.ts') or a package name ('zod'). */
function importsOf(file: string, source: string, pattern = IMPORT): string[] {
  return [...source.matchAll(pattern)].map(([, specifier = '']) => {
    const alias = /^#(domain|server|web)\/(.*)$/.exec(specifier)
    if (alias) return `${alias[1]}/${alias[2]}`
    if (specifier.startsWith('.')) return normalize(join(dirname(file), specifier))
    return specifier
  })
}

interface Rule {
  name: string
  applies(file: string): boolean
  allows(target: string, file: string): boolean
  /** A rule about the import graph a bundle is built from leaves `import()`, a split point, alone. */
  staticOnly?: boolean
}

const isTest = (file: string) => TEST.test(file)
const inside = (folder: string) => (path: string) => path.startsWith(`${folder}/`)

// web/ is the shell (app/), shared layers (api/, ui/, i18n/) and feature folders; every other folder
// is a feature. A feature's public face is its index.ts, plus owner.ts for a feature on the public
// guest page: what only the owner app uses, kept apart so the guest page's imports never reach it
// (docs/decisions/0023-web-features-with-edges.md).
const WEB_SHARED = ['app', 'api', 'ui', 'i18n']
const webFeatureOf = (path: string) => {
  const [top, folder, rest] = path.split('/', 3)
  return top === 'web' && folder && rest !== undefined && !WEB_SHARED.includes(folder) ? folder : undefined
}
const FEATURE_ENTRY = /^web\/[^/]+\/(index|owner)\.ts$/
const isTestHelper = (file: string) => isTest(file) || /\/test-[^/]*$/.test(file)
const packageName = (target: string) =>
  target
    .split('/')
    .slice(0, target.startsWith('@') ? 2 : 1)
    .join('/')

const RULES: Rule[] = [
  {
    name: 'domain/ imports only zod and domain/',
    applies: (file) => inside('domain')(file) && !isTest(file),
    allows: (target) => inside('domain')(target) || packageName(target) === 'zod',
  },
  {
    name: 'only server/repositories/ and server/db/ import Kysely',
    applies: (file) => !inside('server/repositories')(file) && !inside('server/db')(file) && !isTest(file),
    allows: (target) => packageName(target) !== 'kysely',
  },
  {
    name: 'web/ never imports server/',
    applies: inside('web'),
    allows: (target) => !inside('server')(target),
  },
  {
    name: 'server/ imports web/ only from server/ssr/',
    applies: (file) => inside('server')(file) && !inside('server/ssr')(file),
    allows: (target) => !inside('web')(target),
  },
  {
    name: 'a web feature imports another feature only through its index.ts (or owner.ts)',
    applies: (file) => inside('web')(file) && !isTestHelper(file),
    allows: (target, file) => {
      const feature = webFeatureOf(target)
      return !feature || feature === webFeatureOf(file) || FEATURE_ENTRY.test(target)
    },
    staticOnly: true,
  },
  {
    name: 'web/api/, web/ui/ and web/i18n/ import no feature and not web/app/',
    applies: (file) => ['web/api', 'web/ui', 'web/i18n'].some((folder) => inside(folder)(file)),
    allows: (target) => !webFeatureOf(target) && !inside('web/app')(target),
  },
]

function violations(files: Record<string, string>): string[] {
  return Object.entries(files).flatMap(([file, source]) =>
    RULES.filter((rule) => rule.applies(file)).flatMap((rule) =>
      importsOf(file, source, rule.staticOnly ? STATIC_IMPORT : IMPORT)
        .filter((target) => !rule.allows(target, file))
        .map((target) => `${file} imports ${target}: ${rule.name}`),
    ),
  )
}

describe('import boundaries', () => {
  it('every source file keeps to the rules', () => {
    // This file's own examples break the rules on purpose.
    const files = ['domain', 'server', 'web', 'e2e', 'scripts']
      .flatMap(walk)
      .filter((f) => f !== 'server/boundaries.test.ts')
    expect(files.length).toBeGreaterThan(300)
    const sources = Object.fromEntries(files.map((file) => [file, readFileSync(join(ROOT, file), 'utf8')]))
    expect(violations(sources)).toEqual([])
  })

  it('catches each kind of wrong import', () => {
    expect(
      violations({
        'domain/site/a.ts':
          "import { x } from 'react'\nimport y from '#server/app.ts'\nimport { z } from 'zod'",
        'server/services/b.ts': "import { sql } from 'kysely'\nimport { v } from '../../web/site/View.tsx'",
        'server/ssr/c.ts': "import { View } from '#web/site/View.tsx'",
        'web/app/d.tsx': "const m = await import('../../server/config.ts')",
        'server/repositories/e.ts': "import type { Kysely } from 'kysely'",
        'web/editor/f.tsx': [
          "import type { SitePage } from '#web/site/SitePage.tsx'",
          "import { x } from '#web/site/index.ts'",
          "import { y } from '../modules/owner.ts'",
          "import { z } from './store.ts'",
          "const { Lightbox } = await import('#web/site/Lightbox.tsx')",
        ].join('\n'),
        'web/app/g.tsx': "import { GuestsIcon } from '#web/guests/GuestsIcon.tsx'",
        'web/ui/h.tsx':
          "import { useBoot } from '../app/BootContext.tsx'\nimport { x } from '#web/editor/index.ts'",
        'web/site/i.test.tsx': "import { View } from '#web/modules/Rsvp/View.tsx'",
      }),
    ).toEqual([
      'domain/site/a.ts imports react: domain/ imports only zod and domain/',
      'domain/site/a.ts imports server/app.ts: domain/ imports only zod and domain/',
      'server/services/b.ts imports kysely: only server/repositories/ and server/db/ import Kysely',
      'server/services/b.ts imports web/site/View.tsx: server/ imports web/ only from server/ssr/',
      'web/app/d.tsx imports server/config.ts: web/ never imports server/',
      'web/editor/f.tsx imports web/site/SitePage.tsx: a web feature imports another feature only through its index.ts (or owner.ts)',
      'web/app/g.tsx imports web/guests/GuestsIcon.tsx: a web feature imports another feature only through its index.ts (or owner.ts)',
      'web/ui/h.tsx imports web/app/BootContext.tsx: web/api/, web/ui/ and web/i18n/ import no feature and not web/app/',
      'web/ui/h.tsx imports web/editor/index.ts: web/api/, web/ui/ and web/i18n/ import no feature and not web/app/',
    ])
  })

  it("lets a web feature's index.ts and owner.ts only name what they re-export from the feature", () => {
    const entries = walk('web').filter((file) => FEATURE_ENTRY.test(file))
    expect(entries.length).toBeGreaterThan(10)
    const loose = entries.flatMap((file) =>
      readFileSync(join(ROOT, file), 'utf8')
        .trim()
        .split(/\n(?=export)/)
        .filter((statement) => !/^export (type )?\{[^}]*\} from '\.\/[^']+'$/.test(statement))
        .map((statement) => `${file}: ${statement}`),
    )
    expect(loose).toEqual([])
  })

  it("keeps the owner app's code and every module's definitions out of the public guest page's imports", () => {
    // What the guest page's browser code loads up front or may load: its entry, the page, the legacy page.
    const seen = new Set<string>()
    const queue = ['web/site/entry-client.tsx', 'web/site/PublicApp.tsx', 'web/legacy/LegacySitePage.tsx']
    for (let file = queue.pop(); file; file = queue.pop()) {
      if (seen.has(file) || !/\.tsx?$/.test(file)) continue
      seen.add(file)
      const source = readFileSync(join(ROOT, file), 'utf8')
      queue.push(
        ...importsOf(file, source, STATIC_IMPORT).filter(inside('web')),
        // domain/ is followed by value imports only: a type import costs the bundle nothing.
        ...importsOf(file, source, VALUE_IMPORT).filter(inside('domain')),
      )
    }
    expect(seen.size).toBeGreaterThan(100)
    expect([...seen].filter(inside('domain')).length).toBeGreaterThan(10)
    expect(
      [...seen].filter(
        (file) =>
          /^web\/[^/]+\/owner\.ts$/.test(file) ||
          inside('web/editor')(file) ||
          // Every module type's definitions and schemas: 36 KB gzip the guest page once carried (7cea81b).
          file === 'domain/modules/registry.ts',
      ),
    ).toEqual([])
  })

  it('follows value imports and leaves type-only imports out', () => {
    const source = [
      "import type { A } from './a.ts'",
      "export type { B } from './b.ts'",
      "import { c, type C } from './c.ts'",
      "export { d } from './d.ts'",
      "import './e.css'",
      'import {\n  f,\n} from "./f.ts"',
    ].join('\n')
    expect(importsOf('domain/x.ts', source, VALUE_IMPORT)).toEqual([
      'domain/c.ts',
      'domain/d.ts',
      'domain/e.css',
      'domain/f.ts',
    ])
  })

  it('resolves relative and aliased paths from the project root', () => {
    expect(importsOf('web/app/x.ts', "import a from '../site/y.ts'\nimport b from '#domain/z.ts'")).toEqual([
      'web/site/y.ts',
      'domain/z.ts',
    ])
  })
})
