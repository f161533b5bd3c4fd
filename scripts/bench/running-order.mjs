// The running order's PDF for 40 speeches (issue 33), on the built server with SQLite: the time
// from the owner's request to the PDF, printed by Chromium as the cards are.
import { startServer } from './server-process.mjs'

const SPEECHES = 40
const field = (id, label) => ({ id, formElementType: 'ShortText', label: { sv: label }, required: false })
const site = {
  availableLanguages: [{ languageCode: 'sv' }],
  siteModules: [
    { id: 'h', siteModuleType: 'Header', title: { sv: 'Lisa & Johan' } },
    {
      id: 'speech',
      siteModuleType: 'Form',
      title: { sv: 'Anmälan av tal' },
      form: {
        formElements: [
          field('name', 'Namn'),
          field('what', 'Berätta kort om ditt tal'),
          field('length', 'Längd i minuter'),
          field('needs', 'Behöver du mikrofon, skärm eller musik?'),
        ],
      },
    },
  ],
}

export async function benchRunningOrder(port) {
  // Guests' post keys count at once: the sign-ups are stored as fast as they are sent.
  const before = process.env.POST_KEY_MIN_AGE_MS
  process.env.POST_KEY_MIN_AGE_MS = '0'
  const server = await startServer({ port })
  if (before === undefined) delete process.env.POST_KEY_MIN_AGE_MS
  else process.env.POST_KEY_MIN_AGE_MS = before
  try {
    const json = { 'content-type': 'application/json' }
    const reg = await fetch(`${server.base}/api/accounts/register/`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ mail: `toast-${Date.now()}@example.se`, password: 'hemligt123' }),
    })
    const cookie = reg.headers.get('set-cookie')?.split(';')[0] ?? ''
    const created = await fetch(`${server.base}/api/sites/V2`, {
      method: 'POST',
      headers: { ...json, cookie },
      body: JSON.stringify({ site }),
    })
    const siteId = (await created.json()).site._id
    const out = server.admin(
      'activate-site',
      '--site',
      siteId,
      '--host',
      'bench-toast.brollopssida.se',
      '--months',
      '12',
    )
    if (out.status !== 0) throw new Error(out.stderr)
    for (let i = 0; i < SPEECHES; i++) {
      const { key } = await (
        await fetch(`${server.base}/api/form-submissions/post-key?siteId=${siteId}`)
      ).json()
      const res = await fetch(`${server.base}/api/form-submissions/${siteId}`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          postKey: key,
          formId: 'speech',
          formTitle: 'Anmälan av tal',
          language: 'sv',
          groupIdentifier: `g-${i}`,
          formElements: [
            { formElement: { id: 'name' }, value: `Talare ${i + 1}` },
            { formElement: { id: 'what' }, value: `Tal nummer ${i + 1} om brudparet` },
            { formElement: { id: 'length' }, value: String(3 + (i % 5)) },
            { formElement: { id: 'needs' }, value: i % 3 === 0 ? 'mikrofon' : '' },
          ],
        }),
      })
      if (!res.ok) throw new Error(`sign-up ${i}: ${res.status}`)
    }
    const path = `${server.base}/api/sites/${siteId}/running-order`
    const read = await (await fetch(path, { headers: { cookie } })).json()
    const ids = read.signUps.map((s) => ({ signUpId: s.id, note: '' }))
    if (ids.length !== SPEECHES) throw new Error(`${ids.length} sign-ups read`)
    const blocks = read.order.blocks.map((b, i) => ({ ...b, items: ids.slice(i * 14, i * 14 + 14) }))
    const saved = await fetch(path, {
      method: 'PUT',
      headers: { ...json, cookie },
      body: JSON.stringify({ formId: read.order.formId, blocks }),
    })
    if (!saved.ok) throw new Error(`save: ${saved.status}`)
    const times = []
    let bytes = 0
    // The first print starts Chromium; the later ones are what a toastmaster's next print takes.
    for (let round = 0; round < 3; round++) {
      const started = performance.now()
      const pdf = await fetch(`${path}/pdf`, { headers: { cookie } })
      if (!pdf.ok) throw new Error(`pdf: ${pdf.status}`)
      bytes = (await pdf.arrayBuffer()).byteLength
      times.push(performance.now() - started)
    }
    return { speeches: SPEECHES, firstMs: times[0], laterMs: Math.max(...times.slice(1)), bytes }
  } finally {
    await server.stop()
  }
}
