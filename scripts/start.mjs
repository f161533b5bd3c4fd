// `npm start`: builds when the build is missing or older than the sources, then serves it.
import { spawnSync } from 'node:child_process'
import { buildIsStale } from './build-state.mjs'

if (buildIsStale()) {
  console.log('Building the product (first start or changed sources)...')
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
const server = spawnSync(process.execPath, ['dist/server/main.js'], { stdio: 'inherit' })
process.exit(server.status ?? 0)
