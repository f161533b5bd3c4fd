// `npm run bench`: figures for the budgets in ARCHITECTURE.md, measured side by side in one run.
// Public page: JS and CSS bytes gzip of what the page loads, and server throughput as a ratio to
// a bare node:http server sending the same bytes.
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import autocannon from 'autocannon'
import { buildIsStale } from './build-state.mjs'

const PORT = 3091
const BARE_PORT = 3092
const HOST = 'demo.brollopssida.localhost'
const DURATION = Number(process.env.BENCH_SECONDS ?? 8)

if (buildIsStale()) {
  const b = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (b.status !== 0) process.exit(1)
}

const dataDir = mkdtempSync(join(tmpdir(), 'eventsite-bench-'))
const server = spawn(process.execPath, ['dist/server/main.js'], {
  env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'error', HOST: '127.0.0.1' },
  stdio: ['ignore', 'inherit', 'inherit'],
})
const stop = () => server.kill('SIGTERM')
process.on('exit', stop)

async function waitUp() {
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(`http://127.0.0.1:${PORT}/api/accounts/me/`)
      return
    } catch {
      await new Promise((r) => setTimeout(r, 100))
    }
  }
  throw new Error('server did not start')
}

function run(url, headers) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections: 20, duration: DURATION }, (err, result) =>
      err ? reject(err) : resolve(result),
    )
  })
}

await waitUp()
const pageUrl = `http://127.0.0.1:${PORT}/sv`
const res = await fetch(pageUrl, { headers: { host: HOST } })
const html = await res.text()
if (res.status !== 200) throw new Error(`demo page answered ${res.status}`)

const assetUrls = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1])
const moduleImports = new Set(assetUrls)
// Follow static imports of the entry so shared chunks count too.
for (const url of [...moduleImports]) {
  if (!url.endsWith('.js')) continue
  const js = readFileSync(join('dist/client', url), 'utf8')
  for (const m of js.matchAll(/from\s*"\.\/([^"]+\.js)"|import\s*"\.\/([^"]+\.js)"/g)) {
    moduleImports.add(`/assets/${m[1] ?? m[2]}`)
  }
}
let jsGzip = 0
let cssGzip = 0
for (const url of moduleImports) {
  const bytes = gzipSync(readFileSync(join('dist/client', url))).length
  if (url.endsWith('.js')) jsGzip += bytes
  else cssGzip += bytes
}

const bare = createServer((_req, r) => {
  r.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
  r.end(html)
}).listen(BARE_PORT, '127.0.0.1')

// Warm both, then measure alternately so machine noise hits both alike.
await run(pageUrl, { host: HOST })
const ours = await run(pageUrl, { host: HOST })
const baseline = await run(`http://127.0.0.1:${BARE_PORT}/`, {})
bare.close()
stop()

const kb = (n) => `${(n / 1024).toFixed(1)} KB`
const rps = (r) => r.requests.average
console.log('\nPublic page (demo site)')
console.log(`  JS gzip:  ${kb(jsGzip)} (budget 90 KB) ${jsGzip <= 90 * 1024 ? 'OK' : 'OVER'}`)
console.log(`  CSS gzip: ${kb(cssGzip)} (budget 20 KB) ${cssGzip <= 20 * 1024 ? 'OK' : 'OVER'}`)
console.log(`  HTML:     ${kb(Buffer.byteLength(html))}, gzip ${kb(gzipSync(html).length)}`)
console.log(`  server:   ${rps(ours).toFixed(0)} req/s, p99 ${ours.latency.p99} ms`)
console.log(`  bare node:http same bytes: ${rps(baseline).toFixed(0)} req/s, p99 ${baseline.latency.p99} ms`)
console.log(`  ratio:    ${(rps(ours) / rps(baseline)).toFixed(2)} (goal >= 0.5)`)
process.exit(0)
