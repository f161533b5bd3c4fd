// The public page: JS and CSS bytes gzip of what it loads, and throughput as a ratio to a bare
// node:http server sending the same bytes, measured one after the other in the same run.
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import autocannon from 'autocannon'
import { startServer } from './server-process.mjs'

// Node's fetch cannot set Host, so the demo site is chosen with the spec's domainHost override.
const DEMO = 'domainHost=demo.brollopssida.se'
const DURATION = Number(process.env.BENCH_SECONDS ?? 8)

function load(url, headers) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections: 20, duration: DURATION }, (err, r) =>
      err ? reject(err) : resolve(r),
    )
  })
}

/** Every JS and CSS file the page loads, following the static imports from the entry down. */
function pageAssets(html) {
  const urls = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]))
  // A Set's iteration reaches what is added meanwhile: the imports of imports are counted too.
  for (const url of urls) {
    if (!url.endsWith('.js')) continue
    const js = readFileSync(join('dist/client', url), 'utf8')
    for (const m of js.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) urls.add(`/assets/${m[1]}`)
  }
  return [...urls]
}

export async function benchPublicPage(port, barePort) {
  const server = await startServer({ port })
  try {
    const pageUrl = `${server.base}/sv?${DEMO}`
    const res = await fetch(pageUrl)
    const html = await res.text()
    if (res.status !== 200) throw new Error(`demo page answered ${res.status}`)
    let js = 0
    let css = 0
    for (const url of pageAssets(html)) {
      const bytes = gzipSync(readFileSync(join('dist/client', url))).length
      if (url.endsWith('.js')) js += bytes
      else css += bytes
    }
    const inlineCss = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('')
    const bare = createServer((_q, r) => {
      r.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      r.end(html)
    }).listen(barePort, '127.0.0.1')
    await load(pageUrl, {})
    const ours = await load(pageUrl, {})
    const baseline = await load(`http://127.0.0.1:${barePort}/`, {})
    bare.close()
    return {
      jsGzip: js,
      cssGzip: css + gzipSync(inlineCss).length,
      htmlBytes: Buffer.byteLength(html),
      htmlGzip: gzipSync(html).length,
      ours,
      baseline,
    }
  } finally {
    await server.stop()
  }
}
