// Generates the demo sites' images: original watercolour-style illustrations drawn as SVG here and
// rendered with sharp, so the demo needs no stock photos and no network.
//
//   node scripts/make-demo-images.mjs            all images into server/demo/media/ and its index.json
//   node scripts/make-demo-images.mjs --preview  all images at one size into /tmp/demo-preview/ only
//   node scripts/make-demo-images.mjs meadow map only these (with --preview: preview only)
//
// Each image is saved at the widths 1600, 1200, 800 and 600 that fit inside its drawn size (never
// upscaled) as `{name}-{width}.jpg`; index.json describes each as a site Image (path, fileName,
// sizes, width, height, isDemoImage), which server/services/sites/demo-sites.ts reads. Drawing is
// deterministic (seeded), so running it again gives the same pictures.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'

const OUT_DIR = join(import.meta.dirname, '..', 'server', 'demo', 'media')
const PREVIEW_DIR = '/tmp/demo-preview'
const WIDTHS = [1600, 1200, 800, 600]
const JPEG = { quality: 78, mozjpeg: true, chromaSubsampling: '4:2:0' }

// ---------------------------------------------------------------------------------------------
// Drawing helpers

/** A small seeded random generator (mulberry32): the same pictures on every run. */
function rng(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const f = (n) => Math.round(n * 10) / 10
const pick = (r, list) => list[Math.floor(r() * list.length)]
const between = (r, lo, hi) => lo + r() * (hi - lo)

/**
 * Watercolour filters: `wash` gives a shape organic edges and mottled pigment, `soft` only the
 * edges, `paper` is a faint grain laid over the whole picture.
 */
function filters(seed) {
  return `
  <filter id="wash" x="-10%" y="-10%" width="120%" height="120%" color-interpolation-filters="sRGB">
    <feTurbulence type="fractalNoise" baseFrequency="0.011" numOctaves="3" seed="${seed}" result="n"/>
    <feDisplacementMap in="SourceGraphic" in2="n" scale="22" xChannelSelector="R" yChannelSelector="G" result="d"/>
    <feTurbulence type="fractalNoise" baseFrequency="0.028" numOctaves="2" seed="${seed + 7}" result="m"/>
    <feColorMatrix in="m" type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0 0 0 -1.1 1.45" result="ma"/>
    <feComposite in="d" in2="ma" operator="in" result="mott"/>
    <feGaussianBlur in="mott" stdDeviation="0.9"/>
  </filter>
  <filter id="wash2" x="-10%" y="-10%" width="120%" height="120%" color-interpolation-filters="sRGB">
    <feTurbulence type="fractalNoise" baseFrequency="0.011" numOctaves="3" seed="${seed}" result="n"/>
    <feDisplacementMap in="SourceGraphic" in2="n" scale="14" xChannelSelector="R" yChannelSelector="G" result="d"/>
    <feTurbulence type="fractalNoise" baseFrequency="0.02" numOctaves="2" seed="${seed + 5}" result="m"/>
    <feColorMatrix in="m" type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0 0 0 -0.45 1.18" result="ma"/>
    <feComposite in="d" in2="ma" operator="in" result="mott"/>
    <feGaussianBlur in="mott" stdDeviation="0.7"/>
  </filter>
  <filter id="soft" x="-10%" y="-10%" width="120%" height="120%" color-interpolation-filters="sRGB">
    <feTurbulence type="fractalNoise" baseFrequency="0.02" numOctaves="2" seed="${seed + 3}" result="n"/>
    <feDisplacementMap in="SourceGraphic" in2="n" scale="9" xChannelSelector="R" yChannelSelector="G" result="d"/>
    <feGaussianBlur in="d" stdDeviation="0.6"/>
  </filter>
  <filter id="blur2"><feGaussianBlur stdDeviation="2"/></filter>
  <filter id="blur6" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="6"/></filter>
  <filter id="blur18" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="18"/></filter>
  <filter id="blur40" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="40"/></filter>
  <filter id="paper" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB">
    <feTurbulence type="fractalNoise" baseFrequency="0.9" numOctaves="1" seed="${seed + 11}" result="g"/>
    <feColorMatrix in="g" type="matrix" values="0 0 0 0 0.45  0 0 0 0 0.4  0 0 0 0 0.35  0.6 0 0 0 -0.25"/>
  </filter>`
}

function svgDoc(w, h, seed, defs, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>${filters(seed)}${defs}</defs>
  ${body}
  <rect width="${w}" height="${h}" filter="url(#paper)" opacity="0.35"/>
</svg>`
}

const linear = (id, stops, x2 = 0, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops
    .map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`)
    .join('')}</linearGradient>`
const radial = (id, stops, cx = 0.5, cy = 0.5, r = 0.5) =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops
    .map(([o, c, a = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`)
    .join('')}</radialGradient>`

/** A wavy ridge from left to right at height y, closed down to `bottom`. */
function ridge(r, w, y, amp, bottom, steps = 7) {
  const pts = []
  for (let i = 0; i <= steps; i++) pts.push([(w * i) / steps, y + (r() - 0.5) * 2 * amp])
  let d = `M${-40},${bottom} L${-40},${f(pts[0][1])}`
  for (let i = 0; i < pts.length - 1; i++) {
    const [x0, y0] = pts[i]
    const [x1, y1] = pts[i + 1]
    const mx = (x0 + x1) / 2
    d += ` Q${f(x0 + (x1 - x0) * 0.25)},${f(y0)} ${f(mx)},${f((y0 + y1) / 2)} T${f(x1)},${f(y1)}`
  }
  return `${d} L${w + 40},${f(pts.at(-1)[1])} L${w + 40},${bottom} Z`
}

/** A leafy tree crown of overlapping blobs, with a trunk. */
function tree(r, x, y, size, colors, trunk = '#5d4a3c') {
  let s = `<path d="M${f(x - size * 0.05)},${f(y + size * 0.9)} L${f(x - size * 0.03)},${f(y + size * 0.1)} L${f(x + size * 0.03)},${f(y + size * 0.1)} L${f(x + size * 0.06)},${f(y + size * 0.9)} Z" fill="${trunk}"/>`
  for (let i = 0; i < 9; i++) {
    const a = r() * Math.PI * 2
    const d = r() * size * 0.32
    s += `<ellipse cx="${f(x + Math.cos(a) * d)}" cy="${f(y + Math.sin(a) * d * 0.8 - size * 0.1)}" rx="${f(size * between(r, 0.22, 0.34))}" ry="${f(size * between(r, 0.2, 0.3))}" fill="${pick(r, colors)}" opacity="0.85"/>`
  }
  return `<g filter="url(#wash)">${s}</g>`
}

/** A pointed conifer silhouette. */
function pine(x, base, h, color) {
  const w = h * 0.32
  let d = `M${f(x)},${f(base - h)}`
  const tiers = 5
  for (let i = 1; i <= tiers; i++) {
    const ty = base - h + (h * i) / tiers
    const tw = (w * i) / tiers
    d += ` L${f(x + tw)},${f(ty)} L${f(x + tw * 0.45)},${f(ty - h * 0.04)}`
  }
  d += ` L${f(x + w * 0.08)},${f(base)} L${f(x - w * 0.08)},${f(base)}`
  for (let i = tiers; i >= 1; i--) {
    const ty = base - h + (h * i) / tiers
    const tw = (w * i) / tiers
    d += ` L${f(x - tw * 0.45)},${f(ty - h * 0.04)} L${f(x - tw)},${f(ty)}`
  }
  return `<path d="${d} Z" fill="${color}"/>`
}

/** A flower head of layered petals (peony or rose), seen from above. */
function bloom(r, cx, cy, radius, palette, petals = 9, layers = 4) {
  let s = ''
  for (let l = 0; l < layers; l++) {
    const rr = radius * (1 - l / (layers + 0.6))
    const n = Math.max(5, petals - l)
    const off = r() * Math.PI
    const color = palette[Math.min(l, palette.length - 1)]
    for (let i = 0; i < n; i++) {
      const a = off + (i / n) * Math.PI * 2
      const px = cx + Math.cos(a) * rr * 0.45
      const py = cy + Math.sin(a) * rr * 0.45
      s += `<ellipse cx="${f(px)}" cy="${f(py)}" rx="${f(rr * 0.55)}" ry="${f(rr * 0.42)}" transform="rotate(${f((a * 180) / Math.PI)} ${f(px)} ${f(py)})" fill="${color}" opacity="0.78"/>`
    }
  }
  s += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(radius * 0.16)}" fill="${palette.at(-1)}"/>`
  return `<g filter="url(#wash)">${s}</g>`
}

/** A sprig of round eucalyptus leaves along a curved stem. */
function sprig(r, x, y, len, angle, color, leaf = 22) {
  const a = (angle * Math.PI) / 180
  const ex = x + Math.cos(a) * len
  const ey = y + Math.sin(a) * len
  const bend = (r() - 0.5) * len * 0.4
  const cxp = (x + ex) / 2 - Math.sin(a) * bend
  const cyp = (y + ey) / 2 + Math.cos(a) * bend
  let s = `<path d="M${f(x)},${f(y)} Q${f(cxp)},${f(cyp)} ${f(ex)},${f(ey)}" stroke="#6d7f6a" stroke-width="3" fill="none"/>`
  const n = Math.round(len / (leaf * 1.1))
  for (let i = 1; i <= n; i++) {
    const t = i / (n + 0.5)
    const px = (1 - t) ** 2 * x + 2 * (1 - t) * t * cxp + t ** 2 * ex
    const py = (1 - t) ** 2 * y + 2 * (1 - t) * t * cyp + t ** 2 * ey
    const side = i % 2 ? 1 : -1
    const lr = leaf * (1 - t * 0.35)
    s += `<ellipse cx="${f(px - Math.sin(a) * lr * 0.8 * side)}" cy="${f(py + Math.cos(a) * lr * 0.8 * side)}" rx="${f(lr)}" ry="${f(lr * 0.82)}" fill="${color}" opacity="0.8"/>`
  }
  return `<g filter="url(#soft)">${s}</g>`
}

/** Scattered small dots (wildflowers, confetti, baby's breath). */
function dots(r, n, box, colors, rmin, rmax, opacity = 0.9) {
  let s = ''
  for (let i = 0; i < n; i++) {
    const x = between(r, box[0], box[2])
    const y = between(r, box[1], box[3])
    s += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(between(r, rmin, rmax))}" fill="${pick(r, colors)}" opacity="${opacity}"/>`
  }
  return s
}

/** Warm glowing light bulbs hanging along a sagging wire. */
function stringLights(r, x0, y0, x1, y1, sag, n, glowId) {
  const mx = (x0 + x1) / 2
  const my = Math.max(y0, y1) + sag
  let s = `<path d="M${x0},${y0} Q${mx},${my + sag * 0.6} ${x1},${y1}" stroke="#3a3128" stroke-width="2" fill="none" opacity="0.7"/>`
  const cx = mx
  const cy = my + sag * 0.6
  for (let i = 1; i < n; i++) {
    const t = i / n
    const x = (1 - t) ** 2 * x0 + 2 * (1 - t) * t * cx + t ** 2 * x1
    const y = (1 - t) ** 2 * y0 + 2 * (1 - t) * t * cy + t ** 2 * y1
    s += `<circle cx="${f(x)}" cy="${f(y + 10)}" r="${f(between(r, 26, 38))}" fill="url(#${glowId})"/>`
    s += `<circle cx="${f(x)}" cy="${f(y + 10)}" r="5.5" fill="#fff3c9"/>`
  }
  return s
}

// ---------------------------------------------------------------------------------------------
// Scenes

/** Wedding header: summer meadow by a lake at golden hour, a white country church on the hill. */
function meadow() {
  const w = 1600
  const h = 1000
  const r = rng(11)
  const defs =
    linear('sky', [
      [0, '#e9c9b8'],
      [0.45, '#f3dcc3'],
      [1, '#fbf1de'],
    ]) +
    radial('sun', [
      [0, '#fffaf0', 0.95],
      [0.35, '#fde7bf', 0.6],
      [1, '#fde7bf', 0],
    ]) +
    linear('lake', [
      [0, '#d4dde0'],
      [1, '#efe1cb'],
    ]) +
    linear('field', [
      [0, '#b5c08f'],
      [1, '#8ea16f'],
    ])
  let grass = ''
  for (let i = 0; i < 220; i++) {
    const x = between(r, 0, w)
    const y = between(r, 760, h + 10)
    const len = between(r, 30, 90) * (y / h)
    grass += `<path d="M${f(x)},${f(y)} q${f((r() - 0.5) * 20)},${f(-len / 2)} ${f((r() - 0.5) * 30)},${f(-len)}" stroke="${pick(r, ['#7a915f', '#6d8456', '#93a874'])}" stroke-width="${f(between(r, 1.5, 3))}" fill="none" opacity="0.6"/>`
  }
  const flowers = dots(
    r,
    260,
    [0, 800, w, h],
    ['#fffaf2', '#f3c5c0', '#f6dc8f', '#cdb9e6', '#ffffff'],
    3,
    7.5,
  )
  const body = `
  <rect width="${w}" height="${h}" fill="url(#sky)"/>
  <circle cx="1120" cy="500" r="330" fill="url(#sun)"/>
  <g filter="url(#blur18)" opacity="0.5">
    <ellipse cx="380" cy="190" rx="230" ry="38" fill="#fff"/>
    <ellipse cx="560" cy="230" rx="170" ry="26" fill="#fff"/>
    <ellipse cx="1300" cy="150" rx="210" ry="30" fill="#fff"/>
  </g>
  <path d="${ridge(r, w, 560, 30, h)}" fill="#b9c3cd" filter="url(#wash)" opacity="0.9"/>
  <path d="${ridge(r, w, 615, 22, h)}" fill="#a9b7a3" filter="url(#wash)"/>
  ${tree(r, 300, 575, 120, ['#7f9774', '#8ea682', '#6f8868'])}
  ${tree(r, 560, 585, 90, ['#7f9774', '#8ea682', '#6f8868'])}
  <g transform="translate(410 548)" filter="url(#soft)">
    <rect x="0" y="22" width="96" height="42" fill="#f8f4ec"/>
    <path d="M-6,24 L48,-4 L102,24 Z" fill="#9a5a47"/>
    <rect x="-30" y="-8" width="30" height="72" fill="#f3ede2"/>
    <path d="M-34,-6 L-15,-62 L4,-6 Z" fill="#5e5a5f"/>
    <rect x="-20" y="10" width="9" height="14" rx="4" fill="#7b6a5a"/>
    <rect x="20" y="36" width="8" height="13" rx="4" fill="#7b6a5a"/>
    <rect x="46" y="36" width="8" height="13" rx="4" fill="#7b6a5a"/>
    <rect x="72" y="36" width="8" height="13" rx="4" fill="#7b6a5a"/>
  </g>
  <path d="${ridge(r, w, 650, 8, 740, 5)}" fill="url(#lake)" filter="url(#soft)"/>
  <g opacity="0.55" stroke="#fff8ea" stroke-width="3" stroke-linecap="round">
    <path d="M980,672 h190"/><path d="M1040,688 h120"/><path d="M1010,704 h70"/><path d="M1180,690 h60"/>
  </g>
  <path d="${ridge(r, w, 730, 26, h + 20)}" fill="url(#field)" filter="url(#wash)"/>
  ${grass}
  <g filter="url(#soft)">${flowers}</g>
  <g filter="url(#soft)">
    <path d="M70,1000 C78,700 60,380 92,0 L118,0 C96,380 110,700 104,1000 Z" fill="#f1ede4"/>
    <path d="M182,1000 C176,760 200,420 186,0 L204,0 C216,420 196,760 206,1000 Z" fill="#ece6da"/>
    ${[120, 260, 410, 560, 700, 840]
      .map(
        (y, i) =>
          `<path d="M${74 + (i % 2) * 6},${y} h${20 + (i % 3) * 6}" stroke="#3f3a36" stroke-width="5" stroke-linecap="round"/>`,
      )
      .join('')}
    ${[190, 330, 520, 650, 880]
      .map(
        (y, i) =>
          `<path d="M${186 + (i % 2) * 3},${y} h${12 + (i % 2) * 6}" stroke="#3f3a36" stroke-width="4" stroke-linecap="round"/>`,
      )
      .join('')}
  </g>
  ${tree(r, 110, 40, 260, ['#a8bf8c', '#b9cc9b', '#94ad7c'], 'none')}
  ${tree(r, 260, 0, 200, ['#a8bf8c', '#b9cc9b', '#94ad7c'], 'none')}
  `
  return { w, h, svg: svgDoc(w, h, 11, defs, body) }
}

/** A white Swedish country church at golden hour, stone wall and path in front. */
function church() {
  const w = 1600
  const h = 1200
  const r = rng(21)
  const defs =
    linear('sky', [
      [0, '#e8b796'],
      [0.55, '#f4d3ac'],
      [1, '#fbeedb'],
    ]) +
    radial('sun', [
      [0, '#fff6dc', 1],
      [0.4, '#fbdca6', 0.55],
      [1, '#fbdca6', 0],
    ]) +
    linear('grass', [
      [0, '#a9b47f'],
      [1, '#7f9062'],
    ]) +
    linear('wallLit', [
      [0, '#fbf3e5'],
      [1, '#f1e2cb'],
    ]) +
    linear('wallShade', [
      [0, '#e0d3c4'],
      [1, '#cdbfae'],
    ])
  const windows = (xs, y, hh = 58) =>
    xs
      .map(
        (x) =>
          `<path d="M${x},${y + hh} v-${hh - 14} a14,14 0 0 1 28,0 v${hh - 14} Z" fill="#6d5646"/><path d="M${x + 4},${y + hh - 4} v-${hh - 20} a10,10 0 0 1 20,0 v${hh - 20} Z" fill="#f1c27a" opacity="0.55"/>`,
      )
      .join('')
  let stones = ''
  for (let x = -20; x < w + 40; ) {
    const sw = between(r, 38, 70)
    for (let row = 0; row < 2; row++) {
      stones += `<ellipse cx="${f(x + sw / 2 + row * 18)}" cy="${f(1010 + row * 36 + (r() - 0.5) * 6)}" rx="${f(sw / 2)}" ry="${f(between(r, 16, 21))}" fill="${pick(r, ['#a49a90', '#b5aba0', '#91877e', '#c2b8ad'])}"/>`
    }
    x += sw + 2
  }
  const birds = [
    [1180, 230],
    [1230, 260],
    [1265, 215],
    [1330, 280],
  ]
    .map(
      ([x, y]) =>
        `<path d="M${x},${y} q10,-9 20,0 q10,-9 20,0" stroke="#6b5a50" stroke-width="3" fill="none"/>`,
    )
    .join('')
  const body = `
  <rect width="${w}" height="${h}" fill="url(#sky)"/>
  <circle cx="1250" cy="640" r="420" fill="url(#sun)"/>
  <g filter="url(#blur18)" opacity="0.45">
    <ellipse cx="320" cy="220" rx="260" ry="40" fill="#fff5e8"/>
    <ellipse cx="980" cy="160" rx="220" ry="30" fill="#fff5e8"/>
  </g>
  ${birds}
  <path d="${ridge(r, w, 760, 25, h)}" fill="#c4b8a6" filter="url(#wash)" opacity="0.7"/>
  ${tree(r, 160, 640, 330, ['#6f8261', '#7e9270', '#5f7455'])}
  ${tree(r, 1380, 700, 280, ['#7d8f67', '#8ea077', '#6b7f5c'])}
  ${tree(r, 1540, 640, 300, ['#6f8261', '#7e9270', '#5f7455'])}
  <g filter="url(#soft)">
    <rect x="560" y="620" width="520" height="250" fill="url(#wallLit)"/>
    <path d="M540,628 L820,470 L1100,628 Z" fill="#8d5141"/>
    <path d="M820,470 L1100,628 L1060,628 L820,492 Z" fill="#a2614e"/>
    <rect x="1080" y="700" width="170" height="170" fill="url(#wallLit)"/>
    <path d="M1066,706 L1165,630 L1264,706 Z" fill="#8d5141"/>
    <rect x="400" y="430" width="170" height="440" fill="url(#wallShade)"/>
    <rect x="560" y="430" width="18" height="440" fill="#efe4d3"/>
    <path d="M384,436 L485,150 L586,436 Z" fill="#4f4c52"/>
    <path d="M485,150 L586,436 L548,436 Z" fill="#67636a"/>
    <path d="M485,150 v-60 M470,112 h30" stroke="#b79a5b" stroke-width="6"/>
    <path d="M456,500 v-40 a29,29 0 0 1 58,0 v40 Z" fill="#5f4b3e"/>
    <path d="M448,870 v-90 a37,37 0 0 1 74,0 v90 Z" fill="#6a4e3b"/>
    ${windows([640, 740, 860, 960], 700)}
    ${windows([1150], 760, 50)}
  </g>
  <path d="M0,1200 L0,860 Q400,840 800,872 T1600,850 L1600,1200 Z" fill="url(#grass)" filter="url(#wash)"/>
  <path d="M485,870 C520,950 640,1030 700,1200 L920,1200 C820,1060 600,960 522,870 Z" fill="#e7d8bf" filter="url(#soft)"/>
  <g filter="url(#soft)">${stones}</g>
  <g filter="url(#soft)">${dots(r, 120, [0, 1080, w, h], ['#f7f1e3', '#f2c4b9', '#f4d98f'], 3, 7)}</g>
  `
  return { w, h, svg: svgDoc(w, h, 21, defs, body) }
}

/** A yellow Swedish manor house at dusk, lit windows, lawn and gravel forecourt. */
function manor() {
  const w = 1600
  const h = 1200
  const r = rng(31)
  const defs =
    linear('sky', [
      [0, '#aebcd6'],
      [0.55, '#dcc9cf'],
      [1, '#f4dcc5'],
    ]) +
    linear('facade', [
      [0, '#ecc878'],
      [1, '#d9b062'],
    ]) +
    linear('lawn', [
      [0, '#8fa07a'],
      [1, '#6f8360'],
    ]) +
    radial('glow', [
      [0, '#ffe7a8', 0.8],
      [1, '#ffe7a8', 0],
    ])
  const win = (x, y, ww = 46, hh = 74) =>
    `<rect x="${x - 6}" y="${y - 6}" width="${ww + 12}" height="${hh + 12}" fill="#f7f1e4"/><rect x="${x}" y="${y}" width="${ww}" height="${hh}" fill="#f6cf7d"/><path d="M${x + ww / 2},${y} v${hh} M${x},${y + hh / 2} h${ww}" stroke="#f7f1e4" stroke-width="4"/>`
  let windows = ''
  for (let i = 0; i < 9; i++) {
    if (i === 4) continue
    const x = 420 + i * 86
    windows += win(x, 600) + win(x, 730)
  }
  let glows = ''
  for (let i = 0; i < 9; i++) glows += `<circle cx="${443 + i * 86}" cy="680" r="70" fill="url(#glow)"/>`
  const body = `
  <rect width="${w}" height="${h}" fill="url(#sky)"/>
  <g filter="url(#blur18)" opacity="0.4">
    <ellipse cx="360" cy="200" rx="260" ry="36" fill="#f6e6e6"/>
    <ellipse cx="1240" cy="260" rx="300" ry="40" fill="#f6e6e6"/>
  </g>
  <path d="${ridge(r, w, 720, 30, h)}" fill="#8d9a8c" filter="url(#wash)" opacity="0.8"/>
  ${tree(r, 120, 600, 360, ['#5f7157', '#6d7f63', '#56674e'])}
  ${tree(r, 1470, 610, 380, ['#5f7157', '#6d7f63', '#56674e'])}
  <g filter="url(#soft)">
    <rect x="150" y="700" width="210" height="170" fill="url(#facade)"/>
    <path d="M138,706 L190,640 L320,640 L372,706 Z" fill="#5a5e66"/>
    <rect x="1240" y="700" width="210" height="170" fill="url(#facade)"/>
    <path d="M1228,706 L1280,640 L1410,640 L1462,706 Z" fill="#5a5e66"/>
    ${win(200, 750, 40, 60)}${win(290, 750, 40, 60)}${win(1270, 750, 40, 60)}${win(1360, 750, 40, 60)}
    <rect x="380" y="560" width="840" height="310" fill="url(#facade)"/>
    <path d="M356,566 L450,420 L1150,420 L1244,566 Z" fill="#555a63"/>
    <path d="M1150,420 L1244,566 L1200,566 L1130,430 Z" fill="#666b74"/>
    <rect x="380" y="560" width="16" height="310" fill="#f7f1e4"/><rect x="1204" y="560" width="16" height="310" fill="#f7f1e4"/>
    <rect x="380" y="556" width="840" height="12" fill="#f7f1e4"/>
    ${win(560, 470, 36, 46)}${win(790, 470, 36, 46)}${win(1020, 470, 36, 46)}
    <path d="M730,560 L800,500 L870,560 Z" fill="#f7f1e4"/>
    ${windows}
    <rect x="768" y="730" width="64" height="140" fill="#5c4536"/>
    <rect x="776" y="738" width="48" height="126" fill="#f1c47a" opacity="0.6"/>
    <rect x="740" y="866" width="120" height="14" fill="#d8d0c3"/><rect x="724" y="878" width="152" height="14" fill="#cfc6b8"/>
    ${glows}
  </g>
  <path d="M0,1200 L0,880 Q800,860 1600,884 L1600,1200 Z" fill="url(#lawn)" filter="url(#wash)"/>
  <ellipse cx="800" cy="1010" rx="560" ry="90" fill="#e6dac4" filter="url(#soft)"/>
  <path d="M760,892 L700,1200 L900,1200 L840,892 Z" fill="#e3d6be" filter="url(#soft)"/>
  <g filter="url(#soft)">
    <circle cx="520" cy="930" r="46" fill="#5f7457"/><circle cx="1080" cy="930" r="46" fill="#5f7457"/>
    <circle cx="640" cy="910" r="30" fill="#6b8062"/><circle cx="960" cy="910" r="30" fill="#6b8062"/>
  </g>
  `
  return { w, h, svg: svgDoc(w, h, 31, defs, body) }
}

/** A laid wedding table seen from above: plates, glasses, candles and a flower runner. */
function table() {
  const w = 1600
  const h = 1200
  const r = rng(41)
  const defs =
    linear('cloth', [
      [0, '#f1e9dc'],
      [1, '#e8ddcb'],
    ]) +
    radial('plate', [
      [0, '#ffffff'],
      [0.7, '#fbf8f3'],
      [1, '#e9e2d6'],
    ]) +
    radial('candle', [
      [0, '#fff1c4', 0.95],
      [0.3, '#ffd98a', 0.5],
      [1, '#ffd98a', 0],
    ]) +
    radial('glass', [
      [0, '#ffffff', 0.1],
      [0.85, '#ffffff', 0.25],
      [1, '#bfc7c8', 0.7],
    ])
  const setting = (x, y, flip) => {
    const dy = flip ? -1 : 1
    return `
    <circle cx="${x + 6}" cy="${y + 8}" r="128" fill="#cbbfae" opacity="0.45" filter="url(#blur6)"/>
    <circle cx="${x}" cy="${y}" r="128" fill="url(#plate)"/>
    <circle cx="${x}" cy="${y}" r="92" fill="none" stroke="#e6ddd0" stroke-width="3"/>
    <g transform="rotate(${flip ? 200 : 20} ${x} ${y})">
      <rect x="${x - 34}" y="${y - 78}" width="68" height="156" rx="6" fill="#e3b8ae"/>
      <rect x="${x - 34}" y="${y - 78}" width="22" height="156" rx="4" fill="#d6a297"/>
      <path d="M${x - 40},${y + 6} h80" stroke="#c9b07a" stroke-width="6"/>
      <path d="M${x + 6},${y + 4} q26,-40 60,-70" stroke="#6d7f6a" stroke-width="3" fill="none"/>
      ${[0.2, 0.45, 0.7, 0.9].map((t, i) => `<ellipse cx="${f(x + 6 + 60 * t + (i % 2 ? 8 : -8))}" cy="${f(y + 4 - 70 * t)}" rx="9" ry="7" fill="#9fb5a4"/>`).join('')}
    </g>
    <rect x="${x - 178}" y="${y - 110}" width="14" height="220" rx="7" fill="#cdb48a"/>
    <path d="M${x - 186},${y - 110 * dy} v${-40 * dy} M${x - 176},${y - 110 * dy} v${-44 * dy} M${x - 166},${y - 110 * dy} v${-40 * dy}" stroke="#cdb48a" stroke-width="5" stroke-linecap="round"/>
    <rect x="${x + 162}" y="${y - 120}" width="16" height="240" rx="8" fill="#cdb48a"/>
    <circle cx="${x + 150}" cy="${y - 170 * dy}" r="48" fill="url(#glass)"/>
    <circle cx="${x + 150}" cy="${y - 170 * dy}" r="48" fill="none" stroke="#b9c3c4" stroke-width="2"/>
    <circle cx="${x + 60}" cy="${y - 190 * dy}" r="38" fill="url(#glass)"/>
    <circle cx="${x + 60}" cy="${y - 190 * dy}" r="38" fill="none" stroke="#b9c3c4" stroke-width="2"/>
    <circle cx="${x + 60}" cy="${y - 190 * dy}" r="22" fill="#c87a78" opacity="0.55"/>`
  }
  let runner = ''
  for (let i = 0; i < 16; i++) {
    runner += sprig(
      r,
      between(r, -40, w),
      between(r, 560, 640),
      between(r, 160, 260),
      between(r, -30, 30) + (i % 2 ? 180 : 0),
      pick(r, ['#9fb5a4', '#8ba592', '#b0c2b1']),
      18,
    )
  }
  const blooms = [
    [150, 590, 64],
    [420, 610, 54],
    [700, 585, 70],
    [980, 615, 56],
    [1250, 590, 66],
    [1500, 612, 52],
  ]
    .map(([x, y, s], i) =>
      bloom(
        r,
        x,
        y,
        s,
        i % 2 ? ['#f3d4cc', '#eab7ad', '#dc958c', '#c77468'] : ['#fbf3ea', '#f5e2d3', '#efcfbd', '#e0b39d'],
      ),
    )
    .join('')
  let candles = ''
  for (const x of [290, 560, 840, 1110, 1380]) {
    candles += `<circle cx="${x}" cy="${600}" r="70" fill="url(#candle)"/><circle cx="${x}" cy="600" r="20" fill="#c6a15d"/><circle cx="${x}" cy="600" r="13" fill="#fbf4e4"/><circle cx="${x}" cy="600" r="3.5" fill="#4b3a2c"/>`
  }
  const body = `
  <rect width="${w}" height="${h}" fill="url(#cloth)"/>
  <g opacity="0.25" stroke="#d8ccb8" stroke-width="2">${Array.from({ length: 24 }, (_, i) => `<path d="M0,${i * 52 + 10} H${w}"/>`).join('')}</g>
  <rect x="0" y="500" width="${w}" height="200" fill="#ece2d2" opacity="0.8" filter="url(#soft)"/>
  ${setting(300, 250, false)}${setting(800, 250, false)}${setting(1300, 250, false)}
  ${setting(550, 950, true)}${setting(1050, 950, true)}
  ${runner}
  ${blooms}
  <g filter="url(#soft)">${dots(r, 90, [0, 520, w, 690], ['#ffffff', '#f7efe6'], 4, 7)}</g>
  ${candles}
  <g filter="url(#soft)">${dots(r, 18, [0, 100, w, 1150], ['#eab7ad', '#f3d4cc'], 6, 11, 0.8)}</g>
  `
  return { w, h, svg: svgDoc(w, h, 41, defs, body) }
}

/** A bouquet close-up: peonies and roses with eucalyptus on a blush background. */
function flowers() {
  const w = 1600
  const h = 1200
  const r = rng(51)
  const defs = linear(
    'bg',
    [
      [0, '#f4e3da'],
      [1, '#ead2c6'],
    ],
    1,
    1,
  )
  let leaves = ''
  for (let i = 0; i < 18; i++) {
    const a = between(r, 0, 360)
    const x = 800 + Math.cos((a * Math.PI) / 180) * between(r, 120, 300)
    const y = 600 + Math.sin((a * Math.PI) / 180) * between(r, 100, 240)
    leaves += sprig(
      r,
      x,
      y,
      between(r, 260, 420),
      a,
      pick(r, ['#9db3a3', '#87a08f', '#b3c4b3', '#7c9584']),
      30,
    )
  }
  const heads = [
    [800, 600, 190, ['#f7d9d2', '#f0bfb5', '#e49f93', '#cf7b70']],
    [560, 480, 150, ['#fbf4ec', '#f6e4d6', '#eccdb8', '#dbae94']],
    [1050, 470, 140, ['#f2c9c5', '#e6a8a4', '#d68985', '#bd6a68']],
    [600, 760, 140, ['#f9e6dc', '#f2cdbd', '#e6b19c', '#d29079']],
    [1040, 760, 160, ['#fbf1ea', '#f4ddd0', '#eac3b0', '#d9a38b']],
    [820, 330, 110, ['#e9c3cc', '#dba6b3', '#c98597', '#ad6479']],
    [830, 880, 110, ['#f5ddc6', '#ecc4a3', '#deaa84', '#c98f68']],
  ]
    .map(([x, y, s, p]) => bloom(r, x, y, s, p, 11, 5))
    .join('')
  const body = `
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  <circle cx="300" cy="220" r="260" fill="#f8ece6" filter="url(#blur40)" opacity="0.8"/>
  <circle cx="1350" cy="1000" r="300" fill="#e3c2b4" filter="url(#blur40)" opacity="0.6"/>
  ${leaves}
  ${heads}
  <g filter="url(#soft)">${dots(r, 150, [300, 150, 1300, 1050], ['#ffffff', '#fbf6ef'], 4, 8)}</g>
  `
  return { w, h, svg: svgDoc(w, h, 51, defs, body) }
}

/** Sunset over a lake: forest shore, a jetty and a rowing boat. */
function lake() {
  const w = 1600
  const h = 1067
  const r = rng(61)
  const defs =
    linear('sky', [
      [0, '#9d95b8'],
      [0.45, '#e6a99a'],
      [0.8, '#f6cf9c'],
      [1, '#fbe3b8'],
    ]) +
    linear('water', [
      [0, '#f3c99c'],
      [0.35, '#c9a3ab'],
      [1, '#7f7f9f'],
    ]) +
    radial('sun', [
      [0, '#fff5d9', 1],
      [0.3, '#ffdca0', 0.7],
      [1, '#ffdca0', 0],
    ])
  let shore = ''
  for (let x = -20; x < w + 30; x += between(r, 18, 34)) shore += pine(x, 590, between(r, 70, 150), '#4b4f63')
  let shimmer = ''
  for (let i = 0; i < 40; i++) {
    const y = between(r, 610, 1000)
    const spread = (y - 600) * 0.6
    const x = 1000 + (r() - 0.5) * spread
    shimmer += `<path d="M${f(x)},${f(y)} h${f(between(r, 20, 90))}" stroke="#ffe8bf" stroke-width="${f(between(r, 2, 4))}" stroke-linecap="round" opacity="${f(between(r, 0.35, 0.8))}"/>`
  }
  const body = `
  <rect width="${w}" height="${h}" fill="url(#sky)"/>
  <circle cx="1030" cy="585" r="360" fill="url(#sun)"/>
  <circle cx="1030" cy="590" r="62" fill="#fff1cf"/>
  <g filter="url(#blur18)" opacity="0.5">
    <ellipse cx="400" cy="300" rx="320" ry="26" fill="#f5c2b3"/>
    <ellipse cx="1250" cy="240" rx="260" ry="22" fill="#f1b8ad"/>
    <ellipse cx="800" cy="420" rx="380" ry="18" fill="#f8d3b5"/>
  </g>
  <rect x="0" y="590" width="${w}" height="${h - 590}" fill="url(#water)"/>
  <g filter="url(#soft)">${shore}</g>
  <g opacity="0.35" transform="translate(0 1180) scale(1 -1)" filter="url(#blur6)">${shore}</g>
  ${shimmer}
  <g filter="url(#soft)">
    <path d="M0,1067 L0,900 L520,760 L560,770 L140,1067 Z" fill="#6e5646"/>
    <path d="M0,900 L520,760 L560,770 L40,915 Z" fill="#8a6c56"/>
    ${[820, 870, 930, 990].map((y, i) => `<rect x="${480 - i * 110}" y="${y - 40}" width="12" height="${90 + i * 20}" fill="#4f3e33"/>`).join('')}
    <path d="M610,840 Q700,870 820,848 L800,872 Q700,890 630,866 Z" fill="#5b4537"/>
    <path d="M620,845 Q700,866 810,850" stroke="#8c6a52" stroke-width="5" fill="none"/>
    <path d="M560,790 Q600,820 640,850" stroke="#3a2f28" stroke-width="2" fill="none"/>
  </g>
  `
  return { w, h, svg: svgDoc(w, h, 61, defs, body) }
}

/** An evening party under string lights in a barn: bokeh, beams and a dancing couple. */
function dance() {
  const w = 1600
  const h = 1067
  const r = rng(71)
  const defs =
    linear('bg', [
      [0, '#2e2a3f'],
      [0.6, '#5a3f4a'],
      [1, '#8a5a4c'],
    ]) +
    radial('bulb', [
      [0, '#fff1c2', 0.95],
      [0.25, '#ffd27a', 0.55],
      [1, '#ffb454', 0],
    ]) +
    radial('floor', [
      [0, '#f3b26d', 0.55],
      [1, '#f3b26d', 0],
    ])
  let bokeh = ''
  for (let i = 0; i < 38; i++) {
    bokeh += `<circle cx="${f(between(r, 0, w))}" cy="${f(between(r, 0, 800))}" r="${f(between(r, 20, 70))}" fill="${pick(r, ['#ffcf8a', '#f59f7a', '#ffe3b0', '#d9a0c8'])}" opacity="${f(between(r, 0.12, 0.35))}"/>`
  }
  const lights =
    stringLights(r, -20, 120, 820, 90, 120, 11, 'bulb') +
    stringLights(r, 780, 90, 1620, 140, 110, 11, 'bulb') +
    stringLights(r, -20, 300, 1620, 260, 150, 20, 'bulb')
  const body = `
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  <g stroke="#241f2c" stroke-width="26" opacity="0.7">
    <path d="M800,-40 L-60,560"/><path d="M800,-40 L1660,560"/><path d="M400,240 V1067"/><path d="M1200,240 V1067"/>
  </g>
  <g filter="url(#blur18)">${bokeh}</g>
  ${lights}
  <ellipse cx="800" cy="1000" rx="720" ry="160" fill="url(#floor)"/>
  <g fill="#2a2230" filter="url(#soft)">
    <circle cx="748" cy="560" r="36"/>
    <path d="M722,596 C700,640 706,720 712,780 L690,1000 L720,1000 L748,820 L770,1000 L800,1000 L786,780 C796,700 790,630 772,596 Z"/>
    <circle cx="858" cy="585" r="32"/>
    <path d="M836,618 C820,660 826,720 832,760 C790,860 770,960 760,1004 L960,1004 C940,940 910,850 880,760 C888,710 886,650 876,618 Z"/>
    <path d="M776,640 C800,650 820,660 840,650" stroke="#2a2230" stroke-width="18" stroke-linecap="round" fill="none"/>
    <path d="M724,630 C690,600 680,560 690,520" stroke="#2a2230" stroke-width="16" stroke-linecap="round" fill="none"/>
    <path d="M870,640 C900,600 890,560 872,520" stroke="#2a2230" stroke-width="14" stroke-linecap="round" fill="none"/>
  </g>
  <g filter="url(#soft)">${dots(r, 80, [0, 0, w, 900], ['#ffe6b0', '#ffd38a'], 1.5, 3.5, 0.8)}</g>
  `
  return { w, h, svg: svgDoc(w, h, 71, defs, body) }
}

/** A three-tier wedding cake with cascading flowers. */
function cake() {
  const w = 1200
  const h = 1500
  const r = rng(81)
  const defs =
    linear('bg', [
      [0, '#dfe3d8'],
      [1, '#c9d0c2'],
    ]) +
    linear(
      'tier',
      [
        [0, '#e8e1d6'],
        [0.35, '#fbf8f2'],
        [0.7, '#f6f1e8'],
        [1, '#ddd4c6'],
      ],
      1,
      0,
    ) +
    linear('table', [
      [0, '#cfc2b0'],
      [1, '#b9aa95'],
    ])
  const tierAt = (cx, top, tw, th) =>
    `<rect x="${cx - tw / 2}" y="${top}" width="${tw}" height="${th}" fill="url(#tier)"/><ellipse cx="${cx}" cy="${top}" rx="${tw / 2}" ry="${tw * 0.08}" fill="#fdfbf7"/><ellipse cx="${cx}" cy="${top + th}" rx="${tw / 2}" ry="${tw * 0.08}" fill="#e3dbcf"/><rect x="${cx - tw / 2}" y="${top + th - 30}" width="${tw}" height="18" fill="#e9dccb" opacity="0.8"/>`
  const cascade = [
    [700, 500, 52],
    [660, 600, 44],
    [560, 720, 58],
    [460, 860, 50],
    [420, 960, 40],
    [560, 1000, 34],
  ]
    .map(([x, y, s], i) =>
      bloom(
        r,
        x,
        y,
        s,
        i % 2 ? ['#f3d0c8', '#e6aea5', '#d58c83', '#bf6d66'] : ['#fbf4ec', '#f5e3d5', '#ebcab5', '#d9a98f'],
        9,
        4,
      ),
    )
    .join('')
  let leaves = ''
  for (const [x, y, a] of [
    [720, 520, -20],
    [640, 610, 160],
    [580, 740, 20],
    [470, 880, 170],
    [540, 990, 10],
    [430, 970, 200],
  ]) {
    leaves += sprig(r, x, y, 130, a, pick(r, ['#9fb3a1', '#8aa18f']), 14)
  }
  const body = `
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  <circle cx="900" cy="260" r="320" fill="#eef0e8" filter="url(#blur40)" opacity="0.9"/>
  <rect x="0" y="1180" width="${w}" height="${h - 1180}" fill="url(#table)" filter="url(#soft)"/>
  <g filter="url(#soft)">
    <ellipse cx="600" cy="1190" rx="360" ry="34" fill="#a89a86" opacity="0.5"/>
    <path d="M560,1180 L570,1110 L630,1110 L640,1180 Z" fill="#d9cdb7"/>
    <ellipse cx="600" cy="1110" rx="330" ry="36" fill="#efe6d7"/>
    <ellipse cx="600" cy="1102" rx="330" ry="30" fill="#fbf7ef"/>
    ${tierAt(600, 860, 520, 230)}
    ${tierAt(600, 640, 400, 210)}
    ${tierAt(600, 440, 290, 190)}
  </g>
  ${leaves}
  ${cascade}
  ${bloom(r, 600, 430, 70, ['#fbf4ec', '#f3dccb', '#e9c2aa', '#d6a085'], 10, 5)}
  `
  return { w, h, svg: svgDoc(w, h, 81, defs, body) }
}

/** A stylised street map: water, parks, roads, a railway and a red marker. */
function map() {
  const w = 1200
  const h = 800
  const r = rng(91)
  const defs = radial('pinShadow', [
    [0, '#000', 0.35],
    [1, '#000', 0],
  ])
  let blocks = ''
  for (let i = 0; i < 70; i++) {
    const x = between(r, 0, w)
    const y = between(r, 0, h)
    if (x > 740 && y < 330) continue
    blocks += `<rect x="${f(x)}" y="${f(y)}" width="${f(between(r, 40, 110))}" height="${f(between(r, 30, 80))}" rx="4" fill="#ece6db" transform="rotate(${f((r() - 0.5) * 20)} ${f(x)} ${f(y)})"/>`
  }
  const body = `
  <rect width="${w}" height="${h}" fill="#f4f0e8"/>
  ${blocks}
  <path d="M760,0 C740,90 800,170 900,210 C1000,250 1060,320 1200,300 L1200,0 Z" fill="#b9d3e0"/>
  <path d="M0,640 C120,610 230,660 320,720 C380,760 420,800 420,800 L0,800 Z" fill="#b9d3e0"/>
  <path d="M120,80 C200,40 330,60 360,140 C390,220 300,280 210,260 C120,240 60,140 120,80 Z" fill="#cfe1c3"/>
  <path d="M820,520 C900,480 1040,500 1060,580 C1080,660 990,720 900,700 C820,680 760,580 820,520 Z" fill="#cfe1c3"/>
  <circle cx="230" cy="160" r="10" fill="#b7d0a8"/><circle cx="270" cy="190" r="8" fill="#b7d0a8"/><circle cx="930" cy="600" r="11" fill="#b7d0a8"/>
  <g fill="none" stroke-linecap="round" stroke-linejoin="round">
    <g stroke="#ddd5c8" stroke-width="26">
      <path d="M-20,420 C200,400 400,450 600,430 C800,410 1000,380 1220,400"/>
      <path d="M520,-20 C540,200 560,400 600,430 C640,480 660,640 700,820"/>
    </g>
    <g stroke="#ffffff" stroke-width="20">
      <path d="M-20,420 C200,400 400,450 600,430 C800,410 1000,380 1220,400"/>
      <path d="M520,-20 C540,200 560,400 600,430 C640,480 660,640 700,820"/>
    </g>
    <g stroke="#f6d58f" stroke-width="10">
      <path d="M-20,420 C200,400 400,450 600,430 C800,410 1000,380 1220,400"/>
    </g>
    <g stroke="#ffffff" stroke-width="10">
      <path d="M0,240 C150,250 300,300 420,320 C500,335 540,330 560,330"/>
      <path d="M620,560 C720,540 820,470 980,470 C1080,470 1150,500 1220,520"/>
      <path d="M300,820 C320,700 360,600 420,540 C470,490 540,470 600,430"/>
      <path d="M700,-20 C690,100 650,200 560,330"/>
      <path d="M120,560 C260,540 420,560 620,560"/>
      <path d="M860,400 C880,300 920,260 980,240"/>
    </g>
    <g stroke="#ffffff" stroke-width="5">
      <path d="M60,300 C100,380 120,480 100,620"/>
      <path d="M360,460 C380,520 380,600 360,700"/>
      <path d="M740,420 C760,480 780,520 800,620"/>
      <path d="M1000,420 C1010,480 1020,540 1060,580"/>
      <path d="M440,240 C470,180 520,160 540,120"/>
      <path d="M160,500 C200,470 260,470 300,480"/>
    </g>
    <path d="M-20,760 C300,690 700,660 1220,610" stroke="#a9a39a" stroke-width="4"/>
    <path d="M-20,760 C300,690 700,660 1220,610" stroke="#f4f0e8" stroke-width="2" stroke-dasharray="10 10"/>
  </g>
  <ellipse cx="612" cy="430" rx="26" ry="9" fill="url(#pinShadow)"/>
  <path d="M612,428 C598,400 572,382 572,352 A40,40 0 1 1 652,352 C652,382 626,400 612,428 Z" fill="#ea4335" stroke="#b3261e" stroke-width="2"/>
  <circle cx="612" cy="352" r="15" fill="#7d1a14"/>
  `
  // A map is a clean drawing: no paper grain on it.
  return {
    w,
    h,
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`,
  }
}

/** An abstract portrait: shoulders, head and hair in flat watercolour shapes on a pastel ground. */
function portrait({ seed, bg, skin, hair, style, top, accent }) {
  const w = 800
  const h = 800
  const defs = radial('bgp', [
    [0, bg[0]],
    [1, bg[1]],
  ])
  const hairBack = {
    long: `<path d="M270,330 C250,200 330,150 400,150 C470,150 550,200 530,330 C540,440 560,520 580,600 L220,600 C240,520 260,440 270,330 Z" fill="${hair}"/>`,
    bun: `<circle cx="400" cy="168" r="62" fill="${hair}"/>`,
    curly: Array.from({ length: 14 }, (_, i) => {
      const a = (i / 14) * Math.PI * 2
      return `<circle cx="${f(400 + Math.cos(a) * 120)}" cy="${f(300 + Math.sin(a) * 120)}" r="62" fill="${hair}"/>`
    }).join(''),
    short: '',
    bob: `<path d="M262,320 C250,200 330,160 400,160 C470,160 550,200 538,320 L548,470 C500,486 300,486 252,470 Z" fill="${hair}"/>`,
  }
  const hairFront = {
    long: `<path d="M290,300 C300,210 360,190 410,196 C380,230 340,260 290,300 Z M410,196 C470,196 516,240 512,300 C470,270 440,240 410,196 Z" fill="${hair}"/>`,
    bun: `<path d="M292,290 C300,200 360,182 400,182 C440,182 500,200 508,290 C470,250 430,236 400,236 C370,236 330,250 292,290 Z" fill="${hair}"/>`,
    curly: '',
    short: `<path d="M288,300 C280,200 350,170 410,172 C480,174 526,220 512,300 C500,262 470,240 420,240 C370,240 320,252 288,300 Z" fill="${hair}"/>`,
    bob: `<path d="M290,300 C300,220 350,196 420,198 C400,240 340,280 290,300 Z" fill="${hair}"/>`,
  }
  const beard =
    style === 'beard'
      ? `<path d="M318,350 C320,440 360,480 400,480 C440,480 480,440 482,350 C470,400 440,420 400,420 C360,420 330,400 318,350 Z" fill="${hair}"/>`
      : ''
  const kind = style === 'beard' ? 'short' : style
  const body = `
  <rect width="${w}" height="${h}" fill="url(#bgp)"/>
  <circle cx="620" cy="180" r="150" fill="${accent}" opacity="0.35" filter="url(#blur40)"/>
  <g filter="url(#wash2)">${hairBack[kind] ?? ''}</g>
  <g filter="url(#soft)">
    <path d="M150,800 C160,620 250,535 400,535 C550,535 640,620 650,800 Z" fill="${top}"/>
    <path d="M362,450 L438,450 L444,548 C424,574 376,574 356,548 Z" fill="${skin}"/>
    <path d="M352,536 C380,576 420,576 448,536 L470,576 C440,616 360,616 330,576 Z" fill="${top}" opacity="0.6"/>
    <ellipse cx="400" cy="340" rx="112" ry="138" fill="${skin}"/>
    <ellipse cx="290" cy="350" rx="16" ry="26" fill="${skin}"/>
    <ellipse cx="510" cy="350" rx="16" ry="26" fill="${skin}"/>
    <ellipse cx="348" cy="380" rx="24" ry="14" fill="#e89a8c" opacity="0.35"/>
    <ellipse cx="452" cy="380" rx="24" ry="14" fill="#e89a8c" opacity="0.35"/>
    <path d="M348,342 q14,-12 28,0 M424,342 q14,-12 28,0" stroke="#3b2e2a" stroke-width="5" stroke-linecap="round" fill="none"/>
    <path d="M376,404 q24,18 48,0" stroke="#8c4f48" stroke-width="5" stroke-linecap="round" fill="none"/>
  </g>
  <g filter="url(#wash2)">${hairFront[kind] ?? ''}${beard}</g>
  `
  return { w, h, svg: svgDoc(w, h, seed, defs, body) }
}

/** Party header: balloons, bunting and confetti in a warm evening glow. */
function party() {
  const w = 1600
  const h = 1000
  const r = rng(101)
  const defs =
    linear(
      'bg',
      [
        [0, '#f6c9b4'],
        [0.6, '#f9dfc8'],
        [1, '#fcefdc'],
      ],
      0.3,
      1,
    ) +
    radial('shine', [
      [0, '#ffffff', 0.75],
      [1, '#ffffff', 0],
    ])
  const balloon = (x, y, rx, color) =>
    `<path d="M${x},${y + rx * 1.2} q-${rx * 0.1},${rx * 0.8} ${rx * 0.2},${rx * 1.8} t-${rx * 0.1},${rx * 2}" stroke="#a88b7a" stroke-width="2" fill="none" opacity="0.7"/>
     <ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${rx * 1.2}" fill="${color}"/>
     <path d="M${x - 8},${y + rx * 1.2 + 10} L${x},${y + rx * 1.2 - 4} L${x + 8},${y + rx * 1.2 + 10} Z" fill="${color}"/>
     <ellipse cx="${x - rx * 0.35}" cy="${y - rx * 0.45}" rx="${rx * 0.28}" ry="${rx * 0.4}" fill="url(#shine)" transform="rotate(-25 ${x - rx * 0.35} ${y - rx * 0.45})"/>`
  const cluster = (cx, cy, colors) =>
    colors
      .map((c, i) => {
        const a = (i / colors.length) * Math.PI * 2 + 0.3
        return balloon(f(cx + Math.cos(a) * 95), f(cy + Math.sin(a) * 80), f(between(r, 72, 96)), c)
      })
      .join('')
  let bunting = ''
  const flags = ['#e9a6a0', '#f3cf8e', '#a9c4b4', '#f6ede0', '#c9b3d9']
  for (const [y0, y1, n] of [
    [60, 120, 14],
    [40, 160, 12],
  ]) {
    for (let i = 0; i < n; i++) {
      const t = i / n
      const x = t * w + 40
      const y = y0 + (y1 - y0) * t + Math.sin(t * Math.PI) * 70
      bunting += `<path d="M${f(x - 34)},${f(y)} L${f(x + 34)},${f(y + 4)} L${f(x)},${f(y + 80)} Z" fill="${flags[(i + y0) % flags.length]}"/>`
    }
  }
  let confetti = ''
  for (let i = 0; i < 160; i++) {
    const x = between(r, 0, w)
    const y = between(r, 0, h)
    confetti += `<rect x="${f(x)}" y="${f(y)}" width="${f(between(r, 8, 18))}" height="${f(between(r, 4, 8))}" rx="2" fill="${pick(r, ['#e98d86', '#f2c15f', '#8fb9a3', '#b39bd0', '#ffffff'])}" transform="rotate(${f(r() * 180)} ${f(x)} ${f(y)})" opacity="0.85"/>`
  }
  const body = `
  <rect width="${w}" height="${h}" fill="url(#bg)"/>
  <circle cx="800" cy="560" r="420" fill="#fff3e2" filter="url(#blur40)" opacity="0.8"/>
  <g filter="url(#soft)">
    <path d="M0,60 Q800,260 1600,160" stroke="#8a7364" stroke-width="2" fill="none"/>
    <path d="M0,40 Q800,320 1600,260" stroke="#8a7364" stroke-width="2" fill="none"/>
    ${bunting}
  </g>
  <g filter="url(#wash2)">
    ${cluster(230, 420, ['#e9928a', '#f4c56a', '#f1ddd0', '#9fc2ae', '#e9928a'])}
    ${cluster(1380, 460, ['#b7a0d6', '#f1ddd0', '#e9928a', '#f4c56a', '#9fc2ae'])}
  </g>
  <g filter="url(#soft)">${confetti}</g>
  <g filter="url(#soft)">
    <ellipse cx="800" cy="905" rx="230" ry="22" fill="#d8b79c" opacity="0.5"/>
    <g transform="rotate(-12 720 640)">
      <path d="M660,440 L780,440 L770,660 C766,700 674,700 670,660 Z" fill="#fbf1d6" opacity="0.55" stroke="#d9c7a6" stroke-width="3"/>
      <path d="M664,500 L776,500 L770,660 C766,700 674,700 670,660 Z" fill="#f4d38c" opacity="0.85"/>
      <path d="M720,690 V860" stroke="#e7dcc8" stroke-width="10"/>
      <ellipse cx="720" cy="870" rx="64" ry="14" fill="#efe6d6"/>
    </g>
    <g transform="rotate(12 880 640)">
      <path d="M820,440 L940,440 L930,660 C926,700 834,700 830,660 Z" fill="#fbf1d6" opacity="0.55" stroke="#d9c7a6" stroke-width="3"/>
      <path d="M824,500 L936,500 L930,660 C926,700 834,700 830,660 Z" fill="#f4d38c" opacity="0.85"/>
      <path d="M880,690 V860" stroke="#e7dcc8" stroke-width="10"/>
      <ellipse cx="880" cy="870" rx="64" ry="14" fill="#efe6d6"/>
    </g>
    ${dots(r, 40, [680, 520, 940, 680], ['#fff8e4', '#ffffff'], 2.5, 5)}
    <g stroke="#f2c15f" stroke-width="5" stroke-linecap="round">
      <path d="M800,360 v40 M800,440 v-0 M770,380 l-24,-24 M830,380 l24,-24 M752,420 h-30 M848,420 h30"/>
    </g>
  </g>
  `
  return { w, h, svg: svgDoc(w, h, 101, defs, body) }
}

/** Event header: a harbour city skyline in the morning, cranes and a suspension bridge. */
function city() {
  const w = 1600
  const h = 1000
  const r = rng(111)
  const defs =
    linear('sky', [
      [0, '#b8cbe0'],
      [0.6, '#e5dcd6'],
      [1, '#f6e2cc'],
    ]) +
    linear('water', [
      [0, '#c7d0d8'],
      [1, '#8ea0b3'],
    ])
  let skyline = ''
  let x = -10
  while (x < 1180) {
    const bw = between(r, 50, 120)
    const bh = between(r, 90, 260)
    const c = pick(r, ['#8393a6', '#98a5b5', '#7a889b', '#a7b1bd'])
    skyline += `<rect x="${f(x)}" y="${f(620 - bh)}" width="${f(bw)}" height="${f(bh)}" fill="${c}"/>`
    for (let wy = 620 - bh + 14; wy < 600; wy += 22) {
      for (let wx = x + 10; wx < x + bw - 14; wx += 18) {
        if (r() < 0.55)
          skyline += `<rect x="${f(wx)}" y="${f(wy)}" width="8" height="10" fill="#e8edf2" opacity="0.55"/>`
      }
    }
    x += bw + between(r, 2, 12)
  }
  const crane = (cx, base, hgt, color) =>
    `<g stroke="${color}" stroke-width="7" fill="none" stroke-linejoin="round"><path d="M${cx - 40},${base} L${cx - 20},${base - hgt} L${cx + 20},${base - hgt} L${cx + 40},${base}"/><path d="M${cx - 34},${base - hgt * 0.3} L${cx + 34},${base - hgt * 0.3} M${cx - 27},${base - hgt * 0.65} L${cx + 27},${base - hgt * 0.65}"/><path d="M${cx - 90},${base - hgt} L${cx + 170},${base - hgt} M${cx},${base - hgt} L${cx},${base - hgt - 40} L${cx + 170},${base - hgt} M${cx},${base - hgt - 40} L${cx - 90},${base - hgt}"/><path d="M${cx + 140},${base - hgt} v60" stroke-width="3"/></g>`
  const body = `
  <rect width="${w}" height="${h}" fill="url(#sky)"/>
  <circle cx="400" cy="420" r="300" fill="#fff2dc" filter="url(#blur40)" opacity="0.9"/>
  <g filter="url(#blur18)" opacity="0.5">
    <ellipse cx="900" cy="180" rx="320" ry="30" fill="#fff"/>
    <ellipse cx="300" cy="120" rx="220" ry="24" fill="#fff"/>
  </g>
  <g filter="url(#soft)" opacity="0.85">
    <path d="M1150,640 L1150,300 M1470,640 L1470,300" stroke="#6e7d90" stroke-width="16"/>
    <path d="M1000,470 Q1150,296 1150,300 Q1310,560 1470,300 Q1520,380 1620,440" stroke="#6e7d90" stroke-width="4" fill="none"/>
    <path d="M980,560 Q1300,540 1620,560" stroke="#6e7d90" stroke-width="14" fill="none"/>
    ${Array.from({ length: 14 }, (_, i) => {
      const bx = 1170 + i * 21
      const t = (bx - 1150) / 320
      const cy = 300 + Math.sin(t * Math.PI) * 180
      return `<path d="M${bx},${f(cy)} V${f(552 - 0 * t)}" stroke="#6e7d90" stroke-width="2"/>`
    }).join('')}
  </g>
  <g filter="url(#soft)">${skyline}</g>
  <g filter="url(#soft)">
    <rect x="640" y="280" width="70" height="340" fill="#c1554a"/>
    ${Array.from({ length: 9 }, (_, i) => `<rect x="640" y="${300 + i * 34}" width="70" height="14" fill="#f3ece4"/>`).join('')}
    <path d="M640,280 L675,240 L710,280 Z" fill="#a8463d"/>
  </g>
  <g filter="url(#soft)">${crane(220, 640, 230, '#c9713e')}${crane(470, 640, 200, '#d3893f')}${crane(900, 640, 240, '#c9713e')}</g>
  <rect x="0" y="620" width="${w}" height="${h - 620}" fill="url(#water)"/>
  <g opacity="0.3" transform="translate(0 1250) scale(1 -1)" filter="url(#blur6)">${skyline}</g>
  <g stroke="#eef2f5" stroke-linecap="round" opacity="0.55">
    ${Array.from({ length: 30 }, () => `<path d="M${f(between(r, 0, w))},${f(between(r, 650, 990))} h${f(between(r, 30, 120))}" stroke-width="${f(between(r, 2, 4))}"/>`).join('')}
  </g>
  <g filter="url(#soft)">
    <path d="M1040,800 L1260,800 L1230,840 L1070,840 Z" fill="#f4efe7"/>
    <rect x="1100" y="770" width="90" height="30" fill="#d9d2c8"/>
    <rect x="1115" y="776" width="60" height="10" fill="#6f7d8f"/>
    <path d="M1140,770 v-30" stroke="#6f7d8f" stroke-width="5"/>
  </g>
  `
  return { w, h, svg: svgDoc(w, h, 111, defs, body) }
}

/** A conference hall: a stage with a slide, a speaker at the lectern and the audience from behind. */
function hall() {
  const w = 1600
  const h = 1067
  const r = rng(121)
  const defs =
    linear('room', [
      [0, '#2d3140'],
      [1, '#3f3c48'],
    ]) +
    linear('screen', [
      [0, '#f7f4ee'],
      [1, '#e9e3d8'],
    ]) +
    linear(
      'beam',
      [
        [0, '#fff4d8', 0.35],
        [1, '#fff4d8', 0],
      ],
      0,
      1,
    )
  let audience = ''
  for (let row = 0; row < 4; row++) {
    const y = 760 + row * 90
    const s = 1 + row * 0.35
    for (let x = -20 + (row % 2) * 40; x < w + 60; x += 95 * s) {
      const c = pick(r, ['#1d1f29', '#24222d', '#2a2733'])
      const hx = x + (r() - 0.5) * 20
      audience += `<path d="M${f(hx - 48 * s)},${f(y + 90 * s)} C${f(hx - 44 * s)},${f(y + 40 * s)} ${f(hx + 44 * s)},${f(y + 40 * s)} ${f(hx + 48 * s)},${f(y + 90 * s)} Z" fill="${c}"/><ellipse cx="${f(hx)}" cy="${f(y + 18 * s)}" rx="${f(24 * s)}" ry="${f(28 * s)}" fill="${c}"/>`
    }
  }
  const bars = [140, 200, 170, 250, 300]
    .map(
      (bh, i) =>
        `<rect x="${880 + i * 60}" y="${560 - bh}" width="38" height="${bh}" rx="4" fill="${i === 4 ? '#d9826a' : '#8fa9b8'}"/>`,
    )
    .join('')
  const body = `
  <rect width="${w}" height="${h}" fill="url(#room)"/>
  <g filter="url(#soft)">
    <rect x="300" y="150" width="1000" height="520" rx="6" fill="#1c1d25"/>
    <rect x="320" y="170" width="960" height="480" fill="url(#screen)"/>
    <rect x="380" y="230" width="360" height="34" rx="6" fill="#3f4a5c"/>
    <rect x="380" y="290" width="300" height="16" rx="6" fill="#a3acb8"/>
    <rect x="380" y="322" width="330" height="16" rx="6" fill="#a3acb8"/>
    <rect x="380" y="354" width="250" height="16" rx="6" fill="#a3acb8"/>
    <circle cx="470" cy="500" r="80" fill="#8fa9b8"/>
    <path d="M470,500 L470,420 A80,80 0 0 1 546,524 Z" fill="#d9826a"/>
    ${bars}
    <path d="M860,560 H1220" stroke="#3f4a5c" stroke-width="3"/>
  </g>
  <path d="M0,700 L1600,700 L1600,1067 L0,1067 Z" fill="#262430"/>
  <path d="M160,690 L1440,690 L1500,740 L100,740 Z" fill="#4a3f44" filter="url(#soft)"/>
  <g filter="url(#soft)">
    <path d="M1160,740 L1190,610 L1290,610 L1320,740 Z" fill="#5b4c45"/>
    <circle cx="1240" cy="520" r="26" fill="#c99a7f"/>
    <path d="M1200,620 C1200,570 1280,570 1280,620 Z" fill="#c45f52"/>
    <path d="M1250,600 L1200,590" stroke="#c99a7f" stroke-width="10" stroke-linecap="round"/>
  </g>
  <path d="M260,0 L120,700 L520,700 Z" fill="url(#beam)"/>
  <path d="M1340,0 L1080,700 L1460,700 Z" fill="url(#beam)"/>
  <g filter="url(#soft)">${audience}</g>
  `
  return { w, h, svg: svgDoc(w, h, 121, defs, body) }
}

/** A workshop table from above: laptops, notebooks, sticky notes, coffee and a plant. */
function workshop() {
  const w = 1600
  const h = 1067
  const r = rng(131)
  const defs = linear(
    'wood',
    [
      [0, '#d9b993'],
      [1, '#c9a47b'],
    ],
    1,
    0.3,
  )
  let grain = ''
  for (let i = 0; i < 40; i++) {
    const y = between(r, 0, h)
    grain += `<path d="M-10,${f(y)} C400,${f(y + (r() - 0.5) * 30)} 1200,${f(y + (r() - 0.5) * 30)} 1610,${f(y)}" stroke="#b48d63" stroke-width="${f(between(r, 1, 3))}" fill="none" opacity="0.35"/>`
  }
  const laptop = (x, y, rot) =>
    `<g transform="rotate(${rot} ${x} ${y})"><rect x="${x - 200}" y="${y - 130}" width="400" height="260" rx="18" fill="#c8ccd1"/><rect x="${x - 180}" y="${y - 112}" width="360" height="150" rx="8" fill="#9aa1a9"/><rect x="${x - 70}" y="${y + 60}" width="140" height="56" rx="8" fill="#b7bcc2"/></g>`
  const note = (x, y, c, rot) =>
    `<g transform="rotate(${rot} ${x} ${y})"><rect x="${x}" y="${y}" width="110" height="110" fill="${c}"/><path d="M${x + 16},${y + 34} h70 M${x + 16},${y + 56} h56 M${x + 16},${y + 78} h64" stroke="#5b5560" stroke-width="4" stroke-linecap="round" opacity="0.5"/></g>`
  const cup = (x, y) =>
    `<circle cx="${x + 6}" cy="${y + 8}" r="62" fill="#8a6a4d" opacity="0.35" filter="url(#blur6)"/><circle cx="${x}" cy="${y}" r="62" fill="#f7f3ec"/><circle cx="${x}" cy="${y}" r="46" fill="#6b4630"/><ellipse cx="${x - 10}" cy="${y - 10}" rx="18" ry="10" fill="#c99c74" opacity="0.6"/><rect x="${x + 58}" y="${y - 14}" width="34" height="28" rx="12" fill="#f7f3ec"/>`
  let plant = ''
  for (let i = 0; i < 9; i++) {
    const a = (i / 9) * Math.PI * 2
    plant += `<ellipse cx="${f(1380 + Math.cos(a) * 70)}" cy="${f(170 + Math.sin(a) * 70)}" rx="80" ry="30" transform="rotate(${f((a * 180) / Math.PI)} ${f(1380 + Math.cos(a) * 70)} ${f(170 + Math.sin(a) * 70)})" fill="${pick(r, ['#6f9a70', '#5f8862', '#86ad83'])}"/>`
  }
  const body = `
  <rect width="${w}" height="${h}" fill="url(#wood)"/>
  ${grain}
  <g filter="url(#soft)">
    <g opacity="0.35" filter="url(#blur6)"><rect x="230" y="240" width="420" height="280" rx="18" fill="#6e5037"/><rect x="930" y="560" width="420" height="280" rx="18" fill="#6e5037"/></g>
    ${laptop(430, 370, -8)}${laptop(1130, 690, 6)}
    <g transform="rotate(4 700 750)"><rect x="560" y="640" width="300" height="380" rx="10" fill="#3f5a6b"/><rect x="580" y="640" width="14" height="380" fill="#2f4553"/></g>
    <g transform="rotate(-6 980 200)"><rect x="860" y="80" width="280" height="360" rx="8" fill="#f6f2ea"/>${Array.from({ length: 9 }, (_, i) => `<path d="M890,${130 + i * 32} h220" stroke="#c5d0da" stroke-width="3"/>`).join('')}</g>
    <path d="M900,480 L1080,420" stroke="#2f3b57" stroke-width="10" stroke-linecap="round"/>
    ${note(120, 720, '#f6dc7b', -6)}${note(250, 790, '#f3b5b0', 5)}${note(150, 870, '#a9d3c3', -3)}${note(700, 150, '#f6dc7b', 8)}
    ${cup(1430, 880)}${cup(250, 130)}
    <circle cx="1380" cy="170" r="110" fill="#ece4d8"/>
    ${plant}
  </g>
  `
  return { w, h, svg: svgDoc(w, h, 131, defs, body) }
}

/** A still life for a gift registry item, on a pastel ground with a table edge. */
function giftScene(seed, bg, draw) {
  const w = 800
  const h = 800
  const r = rng(seed)
  const defs =
    linear('gbg', [
      [0, bg[0]],
      [1, bg[1]],
    ]) +
    linear('gtable', [
      [0, bg[2]],
      [1, bg[3]],
    ])
  const body = `
  <rect width="${w}" height="${h}" fill="url(#gbg)"/>
  <circle cx="560" cy="200" r="220" fill="#ffffff" opacity="0.35" filter="url(#blur40)"/>
  <rect x="0" y="600" width="${w}" height="200" fill="url(#gtable)" filter="url(#soft)"/>
  ${draw(r)}
  `
  return { w, h, svg: svgDoc(w, h, seed, defs, body) }
}

const shadow = (cx, cy, rx) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${rx * 0.14}" fill="#6b5a4a" opacity="0.22" filter="url(#blur6)"/>`

const GIFTS = {
  'gift-vase': () =>
    giftScene(301, ['#e6ebe2', '#d5ddd0', '#d8c8b4', '#c8b59e'], (r) => {
      let s = shadow(400, 640, 150)
      s +=
        sprig(r, 390, 330, 260, -120, '#9fb5a4', 18) +
        sprig(r, 410, 330, 240, -60, '#8ba592', 18) +
        sprig(r, 400, 330, 200, -95, '#b0c2b1', 16)
      s += bloom(r, 330, 180, 60, ['#fbf3ea', '#f5e2d3', '#efcfbd', '#e0b39d'], 10, 4)
      s += bloom(r, 470, 200, 52, ['#f3d4cc', '#eab7ad', '#dc958c', '#c77468'], 10, 4)
      s += `<g filter="url(#soft)"><path d="M350,330 C350,380 300,420 300,500 C300,590 340,640 400,640 C460,640 500,590 500,500 C500,420 450,380 450,330 Z" fill="#d9a58a"/><path d="M350,330 C350,380 300,420 300,500 C300,590 340,640 400,640 C380,600 360,540 372,460 C380,400 392,370 392,330 Z" fill="#c98f75"/><ellipse cx="400" cy="330" rx="50" ry="10" fill="#b87d64"/><path d="M318,500 C360,520 440,520 482,500" stroke="#f1dccd" stroke-width="6" fill="none"/></g>`
      return s
    }),
  'gift-plates': () =>
    giftScene(302, ['#e4e8ef', '#d2d9e4', '#d9cbb9', '#c9b8a3'], () => {
      let s = shadow(380, 640, 230)
      s += '<g filter="url(#soft)">'
      for (let i = 0; i < 6; i++) {
        const y = 620 - i * 26
        s += `<ellipse cx="380" cy="${y}" rx="220" ry="56" fill="#f3f1ec"/><ellipse cx="380" cy="${y - 6}" rx="220" ry="52" fill="#fcfbf8"/><ellipse cx="380" cy="${y - 6}" rx="196" ry="44" fill="none" stroke="#6e8fb5" stroke-width="4"/>`
      }
      s += `<ellipse cx="380" cy="484" rx="150" ry="32" fill="none" stroke="#e5e1d8" stroke-width="3"/>`
      s += `<path d="M560,430 L580,560 C582,590 680,590 682,560 L700,430 Z" fill="#fcfbf8"/><ellipse cx="630" cy="430" rx="70" ry="16" fill="#ece8e0"/><path d="M698,460 C740,460 740,520 690,530" stroke="#fcfbf8" stroke-width="12" fill="none"/><path d="M566,470 H694" stroke="#6e8fb5" stroke-width="4"/>`
      return `${s}</g>`
    }),
  'gift-coffee': () =>
    giftScene(303, ['#efe4d6', '#e3d2bf', '#cdb497', '#b99c7e'], (r) => {
      let s = shadow(300, 640, 120) + shadow(540, 640, 120)
      s += '<g filter="url(#soft)">'
      for (const x of [300, 540]) {
        s += `<ellipse cx="${x}" cy="630" rx="120" ry="24" fill="#f7f3ec"/><path d="M${x - 80},470 L${x - 70},590 C${x - 66},624 ${x + 66},624 ${x + 70},590 L${x + 80},470 Z" fill="#fbf8f3"/><ellipse cx="${x}" cy="470" rx="80" ry="18" fill="#6b4630"/><ellipse cx="${x - 14}" cy="466" rx="30" ry="6" fill="#c99c74" opacity="0.7"/><path d="M${x + 78},500 C${x + 130},500 ${x + 130},570 ${x + 72},575" stroke="#fbf8f3" stroke-width="14" fill="none"/>`
        s += `<path d="M${x - 20},440 q-20,-40 0,-80 q20,-40 0,-80 M${x + 20},440 q-20,-40 0,-80 q20,-40 0,-80" stroke="#ffffff" stroke-width="6" fill="none" opacity="0.55" stroke-linecap="round"/>`
      }
      for (let i = 0; i < 14; i++) {
        const x = between(r, 120, 700)
        const y = between(r, 680, 770)
        s += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="13" ry="9" fill="#5a3a26" transform="rotate(${f(r() * 180)} ${f(x)} ${f(y)})"/>`
      }
      return `${s}</g>`
    }),
  'gift-travel': () =>
    giftScene(304, ['#dfeaf0', '#c9dde8', '#e3d3bb', '#d2bd9f'], () => {
      let s = shadow(380, 645, 220)
      s += `<g filter="url(#soft)">
        <path d="M330,330 v-40 a20,20 0 0 1 20,-20 h100 a20,20 0 0 1 20,20 v40" stroke="#7a5236" stroke-width="16" fill="none"/>
        <rect x="170" y="330" width="460" height="310" rx="30" fill="#b77a4f"/>
        <rect x="170" y="330" width="460" height="60" rx="30" fill="#a66c44"/>
        <rect x="260" y="330" width="30" height="310" fill="#8e5a38"/><rect x="510" y="330" width="30" height="310" fill="#8e5a38"/>
        <rect x="255" y="470" width="40" height="26" rx="4" fill="#d8b36e"/><rect x="505" y="470" width="40" height="26" rx="4" fill="#d8b36e"/>
        <rect x="560" y="420" width="120" height="80" rx="6" fill="#f6efe1" transform="rotate(12 620 460)"/>
        <path d="M580,440 h70 M580,460 h50" stroke="#9a8f80" stroke-width="5" transform="rotate(12 620 460)"/>
        <path d="M560,200 L700,150 L640,260 L615,215 Z" fill="#fbf8f3"/><path d="M615,215 L700,150 L600,230 Z" fill="#e5ded2"/>
        <path d="M560,250 C500,280 470,250 430,270" stroke="#8aa7b8" stroke-width="3" stroke-dasharray="10 9" fill="none"/>
      </g>`
      return s
    }),
  'gift-linen': () =>
    giftScene(305, ['#f1e6e6', '#e6d3d5', '#d9c7b2', '#c9b49c'], () => {
      let s = shadow(400, 645, 220)
      const colors = ['#f7f3ec', '#e7c9c4', '#c8d3c4', '#f2e2c8', '#d6dbe6']
      s += '<g filter="url(#soft)">'
      colors.forEach((c, i) => {
        const y = 560 - i * 72
        const x = 200 + (i % 2 ? 14 : -6)
        s += `<rect x="${x}" y="${y}" width="400" height="80" rx="30" fill="${c}"/><path d="M${x + 20},${y + 62} H${x + 380}" stroke="#000" stroke-opacity="0.06" stroke-width="6"/>`
      })
      s += `<path d="M390,200 V640" stroke="#c9a35b" stroke-width="12"/><path d="M390,220 c-60,-60 -110,-10 -40,10 M390,220 c60,-60 110,-10 40,10" stroke="#c9a35b" stroke-width="10" fill="none"/>`
      return `${s}</g>`
    }),
}

const PORTRAITS = {
  'portrait-1': {
    seed: 201,
    bg: ['#f6e4da', '#ecd0c2'],
    skin: '#f2cfb8',
    hair: '#7a4e34',
    style: 'long',
    top: '#9fb6a6',
    accent: '#fff',
  },
  'portrait-2': {
    seed: 202,
    bg: ['#e3e9ee', '#ccd8e2'],
    skin: '#e8c0a0',
    hair: '#3b2d27',
    style: 'beard',
    top: '#5a6d86',
    accent: '#fff',
  },
  'portrait-3': {
    seed: 203,
    bg: ['#efe8d6', '#e1d5b8'],
    skin: '#a8735a',
    hair: '#2a211e',
    style: 'curly',
    top: '#d98f7c',
    accent: '#fff6e0',
  },
  'portrait-4': {
    seed: 204,
    bg: ['#e6eadf', '#d2dbc8'],
    skin: '#f4d6c2',
    hair: '#d8b36e',
    style: 'short',
    top: '#b08d6e',
    accent: '#fff',
  },
  'portrait-5': {
    seed: 205,
    bg: ['#f1e2e6', '#e3ccd3'],
    skin: '#d9a882',
    hair: '#4a2f25',
    style: 'bun',
    top: '#7c8fa6',
    accent: '#fff',
  },
  'portrait-6': {
    seed: 206,
    bg: ['#e2e5f0', '#cdd2e4'],
    skin: '#f0cdb2',
    hair: '#b5562f',
    style: 'bob',
    top: '#e3b96a',
    accent: '#fff',
  },
}

/** Every image: its name, what it shows (the original file name) and how it is drawn. */
const IMAGES = {
  meadow: { originalName: 'sommaräng-vid-sjön.jpg', draw: meadow },
  church: { originalName: 'kyrkan-i-kvällsljus.jpg', draw: church },
  manor: { originalName: 'herrgården.jpg', draw: manor },
  table: { originalName: 'dukat-bord.jpg', draw: table },
  flowers: { originalName: 'brudbukett.jpg', draw: flowers },
  lake: { originalName: 'solnedgång-vid-bryggan.jpg', draw: lake },
  dance: { originalName: 'dans-under-ljusslingor.jpg', draw: dance },
  cake: { originalName: 'bröllopstårta.jpg', draw: cake },
  map: { originalName: 'karta.jpg', draw: map },
  party: { originalName: 'ballonger-och-konfetti.jpg', draw: party },
  city: { originalName: 'hamnen-på-morgonen.jpg', draw: city },
  hall: { originalName: 'konferenssalen.jpg', draw: hall },
  workshop: { originalName: 'workshop.jpg', draw: workshop },
  'gift-vase': { originalName: 'vas.jpg', draw: GIFTS['gift-vase'] },
  'gift-plates': { originalName: 'tallrikar.jpg', draw: GIFTS['gift-plates'] },
  'gift-coffee': { originalName: 'kaffekoppar.jpg', draw: GIFTS['gift-coffee'] },
  'gift-travel': { originalName: 'resväska.jpg', draw: GIFTS['gift-travel'] },
  'gift-linen': { originalName: 'linne.jpg', draw: GIFTS['gift-linen'] },
  ...Object.fromEntries(
    Object.entries(PORTRAITS).map(([name, p]) => [
      name,
      { originalName: `${name}.jpg`, draw: () => portrait(p) },
    ]),
  ),
}

// ---------------------------------------------------------------------------------------------
// Rendering

async function render(name, { preview }) {
  const { w, h, svg } = IMAGES[name].draw()
  const png = await sharp(Buffer.from(svg), { density: 72 }).png().toBuffer()
  const meta = await sharp(png).metadata()
  if (meta.width !== w || meta.height !== h)
    throw new Error(`${name}: drawn ${meta.width}x${meta.height}, expected ${w}x${h}`)
  if (preview) {
    const file = join(PREVIEW_DIR, `${name}.jpg`)
    await sharp(png)
      .resize({ width: Math.min(w, 800) })
      .jpeg(JPEG)
      .toFile(file)
    return null
  }
  const widths = WIDTHS.filter((x) => x <= w)
  const sizes = []
  let total = 0
  for (const width of widths) {
    const fileName = `${name}-${width}.jpg`
    const out = await sharp(png).resize({ width, kernel: 'lanczos3' }).jpeg(JPEG).toBuffer()
    writeFileSync(join(OUT_DIR, fileName), out)
    sizes.push({ fileName, size: width })
    total += out.length
  }
  const largest = widths[0]
  console.log(`${name.padEnd(12)} ${w}x${h}  ${widths.join('/')}  ${(total / 1024).toFixed(0)} KB`)
  return {
    path: '/media/demo',
    fileName: `${name}-${largest}.jpg`,
    originalName: IMAGES[name].originalName,
    isDemoImage: true,
    sizes,
    width: largest,
    height: Math.round((h * largest) / w),
    bytes: total,
  }
}

const args = process.argv.slice(2)
const preview = args.includes('--preview')
const only = args.filter((a) => !a.startsWith('--'))
for (const name of only) if (!IMAGES[name]) throw new Error(`Unknown image: ${name}`)
const names = only.length ? only : Object.keys(IMAGES)

if (preview) {
  mkdirSync(PREVIEW_DIR, { recursive: true })
  for (const name of names) await render(name, { preview })
  console.log(`Previews in ${PREVIEW_DIR}`)
} else {
  mkdirSync(OUT_DIR, { recursive: true })
  const indexFile = join(OUT_DIR, 'index.json')
  let index = {}
  if (only.length) {
    index = JSON.parse(readFileSync(indexFile, 'utf8'))
  } else {
    for (const old of Object.values(JSON.parse(readIfExists(indexFile) ?? '{}'))) {
      for (const s of old.sizes) rmSync(join(OUT_DIR, s.fileName), { force: true })
    }
  }
  let total = 0
  for (const name of names) {
    const { bytes, ...image } = await render(name, { preview })
    index[name] = image
    total += bytes
  }
  const ordered = Object.fromEntries(
    Object.keys(IMAGES)
      .filter((n) => index[n])
      .map((n) => [n, index[n]]),
  )
  writeFileSync(indexFile, `${JSON.stringify(ordered, null, 2)}\n`)
  console.log(`${names.length} images, ${(total / 1024).toFixed(0)} KB written to ${OUT_DIR}`)
}

function readIfExists(file) {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return null
  }
}
