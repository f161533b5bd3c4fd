// `npm run bench`: the figures the issues ask for, each measured side by side in one run.
import { spawn, spawnSync } from 'node:child_process'
import { availableParallelism } from 'node:os'
import { benchEditor } from './bench/editor.mjs'
import { benchGiftCancel } from './bench/gift-cancel.mjs'
import { benchGiftReservations, hashCpuMs } from './bench/gift-reservations.mjs'
import { benchImages } from './bench/images.mjs'
import { benchInstances } from './bench/instances.mjs'
import { lighthouseScores } from './bench/lighthouse.mjs'
import { benchPhotos, printPhotos } from './bench/photos.mjs'
import { benchPhotosVideo, printPhotosVideo } from './bench/photos-video.mjs'
import { benchPhotosZip, printPhotosZip } from './bench/photos-zip.mjs'
import { benchPublicPage } from './bench/public-page.mjs'
import { benchRsvps } from './bench/rsvps.mjs'
import { benchRunningOrder } from './bench/running-order.mjs'
import { benchSlowPhone, SLOW_PHONE } from './bench/slow-phone.mjs'
import { benchUploadMemory, printUploadMemory } from './bench/upload-memory.mjs'
import { buildIsStale } from './build-state.mjs'

if (buildIsStale()) {
  const b = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (b.status !== 0) process.exit(1)
}

// BENCH_BUSY_CORES=n: n processes spin for the whole run, so a figure can be read as it is on a
// machine that other work shares (a reviewer's, a CI neighbour's), not only on a quiet one.
const spinners = Array.from({ length: Number(process.env.BENCH_BUSY_CORES ?? 0) }, () =>
  spawn(process.execPath, ['-e', 'for (;;);'], { stdio: 'ignore' }),
)
if (spinners.length) console.log(`${spinners.length} busy core(s) spinning throughout`)
process.on('exit', () => {
  for (const s of spinners) s.kill()
})

const kb = (n) => `${(n / 1024).toFixed(1)} KB`
const only = process.argv[2]

if (!only || only === 'public') {
  const p = await benchPublicPage(3091, 3092)
  console.log('\nPublic page (wedding demo showcase)')
  console.log(`  JS gzip:   ${kb(p.jsGzip)} (budget 90 KB) ${p.jsGzip <= 90 * 1024 ? 'OK' : 'OVER'}`)
  console.log(
    `  CSS gzip:  ${kb(p.cssGzip)} incl. inline font rules (budget 20 KB) ${p.cssGzip <= 20 * 1024 ? 'OK' : 'OVER'}`,
  )
  console.log(`  HTML:      ${kb(p.htmlBytes)}, gzip ${kb(p.htmlGzip)}`)
  console.log(`  server:    ${p.ours.requests.average.toFixed(0)} req/s, p99 ${p.ours.latency.p99} ms`)
  console.log(
    `  bare http: ${p.baseline.requests.average.toFixed(0)} req/s, p99 ${p.baseline.latency.p99} ms (same bytes)`,
  )
  console.log(
    `  ratio:     ${(p.ours.requests.average / p.baseline.requests.average).toFixed(2)} (goal >= 0.5)`,
  )
}

if (!only || only === 'public' || only === 'slow-phone') {
  // BENCH_BASE=<another checkout, built>: its build is visited too, alternating with this one's.
  const builds = await benchSlowPhone(3090, undefined, process.env.BENCH_BASE)
  const ms = (n) => (n === null ? 'lost' : Number.isFinite(n) ? `${(n / 1000).toFixed(2)} s` : 'lost')
  console.log(
    `\nSlow phone (${SLOW_PHONE.kbps} kbps, ${SLOW_PHONE.rttMs} ms RTT, ${SLOW_PHONE.cpu}x CPU), tap on an RSVP guest count at first paint`,
  )
  for (const s of builds) {
    for (const v of s.visits) {
      console.log(
        `  ${s.name}: first paint ${ms(v.paintMs)}, tap ${ms(v.tapMs)}, RSVP form open ${ms(v.openMs)} (${v.via})`,
      )
    }
    console.log(
      `  ${s.name}: first paint: median ${ms(s.medianPaintMs)} of ${s.visits.length} (goal <= 1.0 s)`,
    )
    console.log(
      `  ${s.name}: RSVP form open after navigation: median ${ms(s.medianOpenMs)} of ${s.visits.length} (goal <= 2.5 s) ${s.medianOpenMs <= 2500 ? 'OK' : 'OVER'}; taps lost ${s.lost}`,
    )
  }
}

if (!only || only === 'public' || only === 'lighthouse') {
  const { startServer } = await import('./bench/server-process.mjs')
  const server = await startServer({ port: 3095 })
  try {
    const lh = await lighthouseScores('http://demo.brollopssida.localhost:3095/sv')
    console.log('\nLighthouse, mobile, wedding demo showcase')
    console.log(
      `  performance:   ${lh.performance} (budget >= 95) ${lh.performance >= 95 ? 'OK' : 'UNDER'}  ${lh.metrics}`,
    )
    console.log(
      `  accessibility: ${lh.accessibility} (budget 100) ${lh.accessibility === 100 ? 'OK' : `UNDER: ${lh.failedA11y.join(', ')}`}`,
    )
  } finally {
    await server.stop()
  }
}

if (!only || only === 'rsvps') {
  // BENCH_BASE=<another checkout, built> measures its build too, alternating with this one's, so
  // a change is judged against the same moment's load (the 2 cores are shared with the client).
  const base = process.env.BENCH_BASE
  const rounds = base ? Number(process.env.BENCH_ROUNDS ?? 2) : 1
  console.log(`\nAccepted RSVP submissions, 50 concurrent clients${base ? `, this build and ${base}` : ''}`)
  for (const [database, port] of [
    ['sqlite', 3093],
    ['postgres', 3094],
  ]) {
    const runs = []
    for (let round = 0; round < rounds; round++) {
      const order = base ? (round % 2 ? [base, undefined] : [undefined, base]) : [undefined]
      for (const root of order) runs.push({ root, r: await benchRsvps(database, port, root) })
    }
    for (const { root, r } of runs) {
      console.log(
        `  ${database.padEnd(8)} ${root ? 'base' : 'this'} ${r.perSecond.toFixed(0)} accepted/s (${r.accepted} of ${r.sent}), p50 ${r.p50} ms, p99 ${r.p99} ms, non-2xx ${r.non2xx}${r.cpuMsPerAnswer === undefined ? '' : `, server CPU ${r.cpuMsPerAnswer.toFixed(2)} ms/answer`}`,
      )
      if (!root)
        console.log(
          `  ${''.padEnd(8)} owner with ${r.accepted} responses: list ${r.listMs.toFixed(0)} ms, osa.xlsx export ${r.exportMs.toFixed(0)} ms`,
        )
    }
    if (base) {
      const median = (xs) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]
      const of = (isBase, f) => median(runs.filter((x) => !!x.root === isBase).map((x) => f(x.r)))
      const cpu = runs.every((x) => x.r.cpuMsPerAnswer !== undefined)
        ? `, server CPU per answer ${(of(false, (r) => r.cpuMsPerAnswer) / of(true, (r) => r.cpuMsPerAnswer)).toFixed(2)}`
        : ''
      console.log(
        `  ${database.padEnd(8)} this/base: accepted/s ${(of(false, (r) => r.perSecond) / of(true, (r) => r.perSecond)).toFixed(2)}, p99 ${(of(false, (r) => r.p99) / of(true, (r) => r.p99)).toFixed(2)}${cpu} (medians of ${rounds})`,
      )
    }
  }
}
if (!only || only === 'instances') {
  const lb = await benchInstances([3101, 3102, 3103])
  console.log('\nPublic page (wedding demo), PostgreSQL and Redis, 20 clients')
  if (lb.skipped) console.log(`  SKIPPED: ${lb.skipped}`)
  else {
    const line = (label, r) =>
      console.log(
        `  ${label} ${r.requests.average.toFixed(0)} req/s, p99 ${r.latency.p99} ms, non-2xx ${r.non2xx}`,
      )
    const ratio = (a, b) => (a.requests.average / b.requests.average).toFixed(2)
    console.log('  no Accept-Encoding (autocannon as it is), uncompressed on both legs:')
    line('one instance, directly:    ', lb.direct)
    line('two instances behind Caddy:', lb.balanced)
    console.log(
      `  ratio:                      ${ratio(lb.balanced, lb.direct)} (two behind Caddy / one direct; on ${availableParallelism()} CPUs)`,
    )
    console.log(`  Accept-Encoding: ${lb.encodings} (as browsers ask), compressed on both legs:`)
    line('one instance, directly:    ', lb.directEncoded)
    line('two instances behind Caddy:', lb.balancedEncoded)
    console.log(`  ratio:                      ${ratio(lb.balancedEncoded, lb.directEncoded)}`)
  }
}

if (!only || only === 'editor') {
  const e = await benchEditor(3096)
  const ms = (n) => `${n.toFixed(1)} ms`
  console.log('\nEditor, 60-module site, Chromium at 1440 px')
  console.log(
    `  navigation to editable: median ${ms(e.loadMedian)} (${e.loads.map((n) => n.toFixed(0)).join(', ')} ms)`,
  )
  const typing = (label, r) =>
    console.log(
      `  typing, ${label}: ${r.typed} keystrokes, median ${ms(r.median)}, p95 ${ms(r.p95)}, max ${ms(r.max)}, events over one frame (Event Timing) ${r.longEvents}`,
    )
  typing('60 modules', e.large)
  typing(' 2 modules', e.small)
  console.log(
    `  median keystroke on 60 modules: ${ms(e.large.median)} (budget 16 ms) ${e.large.median < 16 ? 'OK' : 'OVER'}; ratio 60/2 modules ${(e.large.median / e.small.median).toFixed(2)}`,
  )
}

if (!only || only === 'images') {
  const im = await benchImages(3097)
  const s = (n) => `${n.toFixed(2)} s`
  console.log(`\nImages into ${im.sizes.join('/')} px, JPEG and WebP each, plus the kept original`)
  console.log(
    `  one 12 MP JPEG (4000x3000, ${im.singleMb.toFixed(1)} MB, EXIF orientation 6), median of ${im.pipelineRuns.length}:`,
  )
  console.log(
    `    our pipeline:        ${s(im.pipelineSeconds)} (${im.pipelineRuns.map((n) => n.toFixed(2)).join(', ')} s)`,
  )
  console.log(`    HTTP upload, built:  ${s(im.httpSeconds)} (multipart in, local storage, answer out)`)
  console.log(`  batch of ${im.batch} phone JPEGs (4032x3024), one after another:`)
  console.log(`    our pipeline:        ${im.oursPerSecond.toFixed(2)} images/s`)
  console.log(
    `    bare sharp resize:   ${im.barePerSecond.toFixed(2)} images/s (rotate, resize, default jpeg/webp)`,
  )
  console.log(`    ratio:               ${(im.oursPerSecond / im.barePerSecond).toFixed(2)} (ours / bare)`)
}

if (!only || only === 'running-order') {
  const r = await benchRunningOrder(3104)
  console.log(`\nThe running order's A4 PDF for ${r.speeches} speeches (SQLite, built server, Chromium)`)
  console.log(
    `  first print (Chromium starts): ${r.firstMs.toFixed(0)} ms (goal < 5000 ms) ${r.firstMs < 5000 ? 'OK' : 'OVER'}`,
  )
  console.log(
    `  later prints, slowest:         ${r.laterMs.toFixed(0)} ms, ${(r.bytes / 1024).toFixed(0)} KB`,
  )
}

if (!only || only === 'gifts') {
  const g = await benchGiftCancel(3098)
  console.log(`\nA wrong gift-cancel password over ${g.reservations} reservations (SQLite, built server)`)
  console.log(`  indexed lookup, scrypt outside the lock: ${g.wrongCancelMs.toFixed(0)} ms (goal < 1000 ms)`)
  console.log(`  another site's request meanwhile:       ${g.otherSiteMs.toFixed(0)} ms`)
  console.log(
    `  replaced strategy, scrypt over every hash inside the site lock: ${g.everyHashMs.toFixed(0)} ms, every request of the process waiting`,
  )
}

if (!only || only === 'gifts' || only === 'gift-reservations') {
  // BENCH_BASE=<another checkout, built>: its build is measured too, alternating with this one's.
  const base = process.env.BENCH_BASE
  const rounds = base ? Number(process.env.BENCH_ROUNDS ?? 2) : 1
  const ms = (n) => `${n.toFixed(0)} ms`
  console.log(
    `\nGift reservations at once on one site, and another site's guest page meanwhile (SQLite, built server)`,
  )
  const hash = hashCpuMs()
  console.log(
    `  one password hash, CPU: ${hash.now.toFixed(1)} ms now (N 2^12), ${hash.before.toFixed(1)} ms before (N 2^14)`,
  )
  for (let round = 0; round < rounds; round++) {
    for (const root of base ? (round % 2 ? [base, undefined] : [undefined, base]) : [undefined]) {
      const g = await benchGiftReservations(3100, root)
      console.log(
        `  ${root ? 'base' : 'this'}: one reservation alone ${ms(g.aloneMs)} (goal < 50 ms); ${g.reservations} at once in ${ms(g.allMs)}, each answered p50 ${ms(g.p50)}, p99 ${ms(g.p99)}${g.cpuMsPerReservation === undefined ? '' : `, server CPU ${ms(g.cpuMsPerReservation)} per reservation`}; another site's visit (page and script) ${ms(g.quietPageMs)} quiet, meanwhile median ${ms(g.pageMedianMs)}, max ${ms(g.pageMaxMs)} (${g.pages} visits)`,
      )
    }
  }
}

if (!only || only === 'photos') {
  printPhotos(await benchPhotos(3196))
}

if (!only || only === 'photos' || only === 'photos-zip') {
  printPhotosZip(await benchPhotosZip(3197))
}

if (!only || only === 'photos' || only === 'photos-video') {
  printPhotosVideo(await benchPhotosVideo())
}

if (!only || only === 'upload-memory') {
  console.log('\nServer memory under large uploads at once (built server, local storage)')
  printUploadMemory(await benchUploadMemory(3099))
}

process.exit(0)
