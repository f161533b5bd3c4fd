// usage: node /tmp/i18n-merge.mjs patch.json  — patch = { sv: {...}, en: {...}, da: {...} } deep-merged
import { readFileSync, writeFileSync } from 'node:fs'

const patch = JSON.parse(readFileSync(process.argv[2], 'utf8'))
const merge = (a, b) => {
  for (const [k, v] of Object.entries(b))
    a[k] = v && typeof v === 'object' && !Array.isArray(v) ? merge(a[k] ?? {}, v) : v
  return a
}
for (const lang of ['sv', 'en', 'da']) {
  const file = `/work/main/web/i18n/${lang}.json`
  const cur = JSON.parse(readFileSync(file, 'utf8'))
  writeFileSync(file, `${JSON.stringify(merge(cur, patch[lang]), null, 2)}\n`)
}
