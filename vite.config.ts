import { createHash } from 'node:crypto'
import { relative } from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { THEMES } from './domain/design/themes.ts'

const root = import.meta.dirname

// One stylesheet per theme, each its own build input: a public page links only its site's theme
// (server/ssr/theme-assets.ts finds the built file in the manifest).
const themeInputs = Object.fromEntries(
  THEMES.map((theme) => [`theme-${theme}`, `web/site/themes/${theme}.css`]),
)

// Client and SSR builds must give a CSS module class the same name, so names hash the file path
// relative to the project, never anything that differs between the two builds.
export function scopedName(name: string, filename: string): string {
  const file = relative(root, filename.split('?')[0] ?? filename)
  const hash = createHash('sha256').update(`${file}:${name}`).digest('base64url').slice(0, 6)
  return `${name}_${hash}`
}

// Feature folders in web/ import each other through an index.ts that re-exports their public parts
// (server/boundaries.test.ts). The project's TypeScript files have no import-time effects that
// anything relies on (nothing is imported for its effects but stylesheets), so a module none of
// whose exports is used is left out: a re-export in an index never pulls code into a bundle.
const ownSource = [`${root}/web/`, `${root}/domain/`]
export const treeshake = {
  moduleSideEffects: (id: string) =>
    !(/\.tsx?$/.test(id) && ownSource.some((folder) => id.startsWith(folder))),
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  css: { modules: { generateScopedName: scopedName } },
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        target: 'node20',
        emptyOutDir: true,
        sourcemap: true,
        copyPublicDir: false,
        rollupOptions: { treeshake },
      }
    : {
        outDir: 'dist/client',
        manifest: true,
        emptyOutDir: true,
        sourcemap: true,
        rollupOptions: {
          input: {
            app: 'index.html',
            // The guest page's entry (web/site/entry-client.tsx) is built apart, on Preact:
            // vite.guest.config.ts.
            // The guests' photo pages (issue 34): each its own small script, apart from the site page's.
            'photo-upload': 'web/photos/upload-entry.ts',
            'photo-slideshow': 'web/photos/slideshow-entry.ts',
            ...themeInputs,
          },
          treeshake,
        },
      },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  test: {
    environment: 'node',
    // Limits for a machine shared with other runs (a test that took 3 s alone took 20 s at load 25):
    // a passing test ends when it is done, so they only decide when a stuck one is reported.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    setupFiles: ['web/test-setup.ts'],
    pool: 'forks',
    // Vitest's default on a 2-core machine is one worker; the server suites mostly wait on SQLite,
    // PostgreSQL, sockets and child processes, so a second worker uses that time (VITEST_MAX_WORKERS
    // overrides it).
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 2),
    // No retry: suites keep state in beforeAll (a retried "never oversells" finds the gift already
    // sold), so a retry can only hide a cause or fail for the wrong reason.
    retry: 0,
    // The server inlines the artwork's processed CSS (server/ssr/design-assets.ts); tests check it.
    css: { include: [/\.module\.css\?inline$/] },
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['domain/**/*.test.ts', 'server/**/*.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          // Server and domain test files share their worker's loaded modules instead of importing
          // the whole server again per file: importing was half their CPU time (12 route test files,
          // both databases, 54.5 s of CPU isolated, 28.7 s not). They can: none mocks a module or
          // stubs a global, each builds its app and database itself and closes them after, and the
          // server's module-level state is caches keyed by random ids and loggers each app sets.
          isolate: false,
        },
      },
      {
        extends: true,
        // Web tests stay one file per fresh module graph: some mock modules (vi.mock) and stub
        // globals, and each renders into its own jsdom.
        test: { name: 'web', include: ['web/**/*.test.{ts,tsx}'] },
      },
    ],
  },
}))
