// Accepted RSVP submissions per second with 50 concurrent clients, on SQLite and PostgreSQL.
import autocannon from 'autocannon'
import { startServer } from './server-process.mjs'

const CLIENTS = 50
const SUBMISSIONS = Number(process.env.BENCH_RSVPS ?? 10000)

const rsvpSite = {
  availableLanguages: [{ languageCode: 'sv' }],
  siteModules: [
    {
      id: 'rsvp',
      siteModuleType: 'Rsvp',
      form: {
        formElements: [
          { id: 'name', formElementType: 'ShortText', label: { sv: 'Namn' }, required: true },
          {
            id: 'attend',
            formElementType: 'SingleSelect',
            label: { sv: 'Kommer du?' },
            options: [
              { id: 'yes', text: { sv: 'Ja' } },
              { id: 'no', text: { sv: 'Nej' } },
            ],
          },
        ],
      },
    },
  ],
}

async function publishedRsvpSite(server, host) {
  const headers = { 'content-type': 'application/json' }
  const reg = await fetch(`${server.base}/api/accounts/register/`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ mail: `bench-${Date.now()}@example.se`, password: 'hemligt123' }),
  })
  const cookie = reg.headers.get('set-cookie')?.split(';')[0] ?? ''
  const created = await fetch(`${server.base}/api/sites/V2`, {
    method: 'POST',
    headers: { ...headers, cookie },
    body: JSON.stringify({ site: rsvpSite }),
  })
  const siteId = (await created.json()).site._id
  const out = server.admin('activate-site', '--site', siteId, '--host', host, '--months', '12')
  if (out.status !== 0) throw new Error(out.stderr)
  return { siteId, cookie }
}

/** Median milliseconds of a few owner calls (the list and the osa.xlsx export). */
async function ownerCallMs(url, cookie, times = 3) {
  const ms = []
  for (let i = 0; i < times; i++) {
    const started = performance.now()
    const res = await fetch(url, { headers: { cookie } })
    await res.arrayBuffer()
    if (!res.ok) throw new Error(`${url} answered ${res.status}`)
    ms.push(performance.now() - started)
  }
  return ms.sort((a, b) => a - b)[Math.floor(ms.length / 2)]
}

/** `root`: the checkout whose build answers (default this one). */
export async function benchRsvps(database, port, root) {
  const server = await startServer({ port, database, root })
  try {
    const { siteId, cookie } = await publishedRsvpSite(server, `bench-${database}.brollopssida.se`)
    const keys = []
    for (let i = 0; i < SUBMISSIONS; i += 100) {
      const batch = await Promise.all(
        Array.from(
          { length: Math.min(100, SUBMISSIONS - i) },
          async () => (await (await fetch(`${server.base}/api/rsvps/post-key?siteId=${siteId}`)).json()).key,
        ),
      )
      keys.push(...batch)
    }
    await new Promise((r) => setTimeout(r, 3_100))
    let next = 0
    let accepted = 0
    let lastAnswer = 0
    const cpuBefore = server.cpuSeconds()
    const started = performance.now()
    const result = await new Promise((resolve, reject) => {
      const instance = autocannon(
        {
          url: `${server.base}/api/rsvps/${siteId}/v4/`,
          connections: CLIENTS,
          amount: keys.length,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          requests: [
            {
              setupRequest(req) {
                const i = next++
                return {
                  ...req,
                  body: JSON.stringify({
                    guests: [
                      {
                        formElements: [
                          { formElement: { id: 'name' }, value: `Gäst ${i}` },
                          { formElement: { id: 'attend' }, selectedOption: { id: i % 2 ? 'yes' : 'no' } },
                        ],
                      },
                    ],
                    language: 'sv',
                    groupIdentifier: `g${i}`,
                    postKey: keys[i % keys.length],
                    formId: 'rsvp',
                    formTitle: 'OSA',
                  }),
                }
              },
              onResponse(status, body) {
                if (status === 200 && body.includes('"invertedSuccess":false')) accepted++
                lastAnswer = performance.now()
              },
            },
          ],
        },
        (err, res) => (err ? reject(err) : resolve(res)),
      )
      autocannon.track(instance, {
        renderProgressBar: false,
        renderResultsTable: false,
        renderLatencyTable: false,
      })
    })
    // Up to the last answer: autocannon notices it is done only at its next 1 s sample, so its own
    // end (and any rate from it) is rounded up to a whole second (5,000 answers read 2,486/s or 1,655/s).
    const seconds = (lastAnswer - started) / 1000
    const cpuAfter = server.cpuSeconds()
    const listMs = await ownerCallMs(`${server.base}/api/rsvps/${siteId}/v4`, cookie)
    const exportMs = await ownerCallMs(`${server.base}/api/rsvps/${siteId}/v4/export`, cookie)
    return {
      listMs,
      exportMs,
      database,
      accepted,
      sent: result.requests.total,
      perSecond: accepted / seconds,
      // What the server itself spent per answer: unlike p99, little moved by the client and the
      // database sharing the cores, so it shows a change on a noisy machine (on SQLite it includes
      // the database, which runs in the server).
      cpuMsPerAnswer:
        cpuBefore === undefined || cpuAfter === undefined
          ? undefined
          : ((cpuAfter - cpuBefore) * 1000) / keys.length,
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx,
    }
  } finally {
    await server.stop()
  }
}
