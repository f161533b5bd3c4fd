import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

const SOURCES = [
  'domain',
  'server',
  'web',
  'index.html',
  'vite.config.ts',
  'vite.guest.config.ts',
  'package.json',
]
export const STAMP = 'dist/server/main.js'

function newest(path) {
  const st = statSync(path)
  if (!st.isDirectory()) return st.mtimeMs
  let max = 0
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules') continue
    max = Math.max(max, newest(join(path, entry)))
  }
  return max
}

/** True when there is no build, or a source file changed after the last one. */
export function buildIsStale(root = process.cwd()) {
  const stamp = join(root, STAMP)
  const manifests = ['manifest.json', 'guest-manifest.json'].map((m) => join(root, 'dist/client/.vite', m))
  if (!existsSync(stamp) || !manifests.every((m) => existsSync(m))) return true
  const built = statSync(stamp).mtimeMs
  return SOURCES.some((s) => existsSync(join(root, s)) && newest(join(root, s)) > built)
}
