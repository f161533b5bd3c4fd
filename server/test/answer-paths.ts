import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import siteFixture from '#domain/legacy/fixtures/wedding-site.json' with { type: 'json' }
import { isRsvp } from '#domain/modules/rsvp.ts'
import { makeRsvp } from '#domain/testing/fixtures.ts'
import type { Dialect } from '../db/database.ts'
import { createLegacyService } from '../legacy/legacy-wiring.ts'
import { makeAccount, type TestAccount } from './factories.ts'
import { guestSiteContent, makeGuestSite } from './guest-site.ts'
import { APP_HOST, createTestApp, type TestApp } from './test-app.ts'

/**
 * Every way a guest's answer reaches the server (issue 29), for tests that hold each guest rule
 * against each of them: the V4 call, the plain form post of the page without a script, the legacy
 * page's V3 and speech calls (on a legacy site, and on an upgraded one whose guests still have the
 * legacy page open), and the V2 form call.
 */

export interface AnswerSite {
  id: string
  host: string
  /** The RSVP a guest answers, one that is hidden, and the speech sign-ups likewise. */
  rsvp: string
  hiddenRsvp: string
  /** An RSVP whose answers may not be changed; none on the legacy site. */
  fixedRsvp: string | null
  form: string
  hiddenForm: string
  /** Whether the RSVP has a last day for answers (a legacy RSVP has none). */
  lastAnswerDate: string | null
  legacy: boolean
}

/** What a send came back with: its status and the text a guest reads (the error, or the page). */
export interface Sent {
  status: number
  text: string
  /** The RSVP group as stored, for checks of what it became. */
  group: string
}

export interface RsvpSend {
  formId: string
  names: string[]
  code?: string
  /** The device's own group: a fresh one when not given. */
  group?: string
}

export interface AnswerPath {
  name: string
  site: AnswerSite
  send(answer: RsvpSend): Promise<Sent>
}

export interface FormPath {
  name: string
  site: AnswerSite
  send(formId: string, name: string): Promise<Sent>
}

/** The RSVP answer paths, named before any app is made so tests can be named by them. */
export const RSVP_PATHS = [
  { via: 'v4', site: 'v2', name: 'the V4 call' },
  { via: 'plain', site: 'v2', name: 'the plain form post POST /{language}' },
  { via: 'v3', site: 'v2', name: 'the legacy V3 call, on an upgraded site' },
  { via: 'v3', site: 'legacy', name: 'the legacy V3 call, on a legacy site' },
] as const

/** The form (speech sign-up) answer paths. */
export const FORM_PATHS = [
  { via: 'v2', site: 'v2', name: 'the V2 form call' },
  { via: 'plain', site: 'v2', name: 'the plain form post POST /{language} of a form' },
  { via: 'speech', site: 'v2', name: 'the legacy speech call, on an upgraded site' },
  { via: 'speech', site: 'legacy', name: 'the legacy speech call, on a legacy site' },
] as const

export const LAST_ANSWER_DATE = '2027-06-30'

/**
 * The guest site with a last day for answers, a hidden RSVP beside the shown one, and an RSVP
 * whose answers guests may not change.
 */
function v2Content() {
  const content = guestSiteContent()
  const rsvp = content.siteModules.find(isRsvp)
  if (rsvp?.id !== 'rsvp') throw new Error('guest site without its RSVP')
  const hidden = makeRsvp({ ...rsvp, id: 'rsvp-dold', hide: true })
  const fixed = makeRsvp({ ...rsvp, id: 'rsvp-fast', answersChangeable: false })
  return {
    ...content,
    siteModules: content.siteModules.flatMap((m) =>
      m.id === 'rsvp' ? [{ ...rsvp, lastAnswerDate: LAST_ANSWER_DATE }, hidden, fixed] : [m],
    ),
  }
}

/** The legacy wedding site with a hidden copy of its RSVP and of its speech sign-up. */
function legacyDocument(host: string) {
  const site = structuredClone(siteFixture) as typeof siteFixture
  const copies = site.modules
    .filter((m) => m.module === 'RSVP3' || m.module === 'Speech2')
    .map((m) => ({ ...structuredClone(m), _id: `${m._id}-dold`, slug: `${m.slug}-dold`, hide: true }))
  return { ...site, host, modules: [...site.modules, ...copies] }
}

async function makeAnswerSites(
  t: TestApp,
  owner: TestAccount,
  clock: () => Date,
  dialect: string,
): Promise<{ v2: AnswerSite; legacy: AnswerSite }> {
  const v2Host = `svarsvagar-${dialect}.brollopssida.localhost:3000`
  const legacyHost = `svarsvagar-aldre-${dialect}.se`
  const v2Id = await makeGuestSite(t, owner, v2Host, v2Content())
  const legacy = createLegacyService(t.testDb.db, t.services, clock)
  const imported = await legacy.importSite({
    document: legacyDocument(legacyHost),
    mail: owner.mail,
    brand: 'wedding',
    market: 'se',
    language: 'sv',
  })
  return {
    v2: {
      id: v2Id,
      host: v2Host,
      rsvp: 'rsvp',
      hiddenRsvp: 'rsvp-dold',
      fixedRsvp: 'rsvp-fast',
      form: 'speech',
      hiddenForm: 'hidden-form',
      lastAnswerDate: LAST_ANSWER_DATE,
      legacy: false,
    },
    legacy: {
      id: imported.id,
      host: legacyHost,
      rsvp: 'mod-rsvp',
      hiddenRsvp: 'mod-rsvp-dold',
      fixedRsvp: null,
      form: 'mod-speech',
      hiddenForm: 'mod-speech-dold',
      lastAnswerDate: null,
      legacy: true,
    },
  }
}

let groups = 0
const freshGroup = () => `grupp-${++groups}-${Date.now().toString(36)}`

/**
 * The paths, sending as a guest does: a post key fetched first and some seconds given to fill in
 * the form (`wait` moves the test clock).
 */
function answerPaths(
  t: TestApp,
  sites: { v2: AnswerSite; legacy: AnswerSite },
  wait: (ms: number) => void,
): {
  rsvp: (path: (typeof RSVP_PATHS)[number]) => AnswerPath
  form: (path: (typeof FORM_PATHS)[number]) => FormPath
} {
  const key = async (site: AnswerSite, kind: 'rsvps' | 'form-submissions') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/${kind}/post-key?siteId=${site.id}`,
      headers: { host: site.host },
    })
    wait(5_000)
    return res.json().key as string
  }
  const json = (site: AnswerSite, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: { host: site.host }, payload })
  const fromJson = (res: LightMyRequestResponse, group: string): Sent => ({
    status: res.statusCode,
    text: res.statusCode < 300 ? res.body : (res.json().errorDescription?.sv ?? res.body),
    group,
  })
  const plain = (site: AnswerSite, fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/sv',
      headers: {
        host: site.host,
        origin: `http://${site.host}`,
        'sec-fetch-site': 'same-origin',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams(fields).toString(),
    })
  /** A legacy person of either site: the V2 site's questions, or the legacy RSVP's own. */
  const person = (site: AnswerSite, name: string) => ({
    customValues: site.legacy
      ? [
          { id: 'tfName', value: name, type: 'TextField' },
          { id: 'rgComing', value: 'Ja', type: 'RadioGroup' },
          { id: 'rgDinner', value: 'Nej', type: 'RadioGroup' },
        ]
      : [
          { id: 'name', value: name, type: 'TextField' },
          { id: 'attend', value: 'yes', type: 'RadioGroup' },
          { id: 'allergies', value: 'inga', type: 'TextField' },
        ],
  })

  const v4 = (site: AnswerSite): AnswerPath => ({
    name: `the V4 call (${site.legacy ? 'legacy' : 'V2'} site)`,
    site,
    async send({ formId, names, code, group = freshGroup() }) {
      const res = await json(site, `/api/rsvps/${site.id}/v4/`, {
        guests: names.map((name) => ({
          formElements: [
            { formElement: { id: 'name' }, value: name },
            { formElement: { id: 'attend' }, selectedOption: { id: 'yes' } },
            { formElement: { id: 'allergies' }, value: 'inga' },
          ],
        })),
        language: 'sv',
        groupIdentifier: group,
        postKey: await key(site, 'rsvps'),
        formId,
        formTitle: 'OSA',
        ...(code ? { inviteCode: code } : {}),
      })
      return fromJson(res, group)
    },
  })
  const v3 = (site: AnswerSite): AnswerPath => ({
    name: `the legacy V3 call (${site.legacy ? 'legacy' : 'upgraded'} site)`,
    site,
    async send({ formId, names, code, group = freshGroup() }) {
      const res = await json(site, `/api/rsvps/${site.id}/v3/`, {
        persons: names.map((name) => person(site, name)),
        postKey: await key(site, 'rsvps'),
        source: `site-form-${formId}`,
        groupIdentifier: group,
        ...(code ? { inviteCode: code } : {}),
      })
      return fromJson(res, `v3-${group}`)
    },
  })
  const plainRsvp = (site: AnswerSite): AnswerPath => ({
    name: 'the plain form post POST /sv (V2 site)',
    site,
    async send({ formId, names, code, group = freshGroup() }) {
      const fields: Record<string, string> = {
        _answer: 'rsvp',
        formId,
        count: String(names.length),
        postKey: await key(site, 'rsvps'),
        groupIdentifier: group,
        language: 'sv',
        formTitle: 'OSA',
        website: '',
        ...(code ? { inviteCode: code } : {}),
      }
      names.forEach((name, i) => {
        fields[`g${i}.name`] = name
        fields[`g${i}.attend`] = 'yes'
        fields[`g${i}.allergies`] = 'inga'
      })
      const res = await plain(site, fields)
      return { status: res.statusCode, text: res.body, group }
    },
  })

  const v2Form = (site: AnswerSite): FormPath => ({
    name: 'the V2 form call',
    site,
    async send(formId, name) {
      const group = freshGroup()
      const res = await json(site, `/api/form-submissions/${site.id}`, {
        formElements: [{ formElement: { id: 'who' }, value: name }],
        language: 'sv',
        postKey: await key(site, 'form-submissions'),
        formId,
        groupIdentifier: group,
      })
      return fromJson(res, group)
    },
  })
  const speech = (site: AnswerSite): FormPath => ({
    name: `the legacy speech call (${site.legacy ? 'legacy' : 'upgraded'} site)`,
    site,
    async send(formId, name) {
      const group = freshGroup()
      const res = await json(site, `/api/speeches/${site.id}/v2`, {
        speech: {
          source: `site-form-${formId}`,
          customValues: [{ id: site.legacy ? 'spName' : 'who', value: name, type: 'TextField' }],
        },
        postKey: await key(site, 'form-submissions'),
        groupIdentifier: group,
      })
      return fromJson(res, `v2-${group}`)
    },
  })
  const plainForm = (site: AnswerSite): FormPath => ({
    name: 'the plain form post POST /sv of a form (V2 site)',
    site,
    async send(formId, name) {
      const group = freshGroup()
      const res = await plain(site, {
        _answer: 'form',
        formId,
        count: '1',
        postKey: await key(site, 'form-submissions'),
        groupIdentifier: group,
        language: 'sv',
        formTitle: 'Tal',
        website: '',
        'g0.who': name,
      })
      return { status: res.statusCode, text: res.body, group }
    },
  })

  const site = (which: 'v2' | 'legacy') => sites[which]
  const rsvpVia = { v4, plain: plainRsvp, v3 }
  const formVia = { v2: v2Form, plain: plainForm, speech }
  return {
    rsvp: (path: (typeof RSVP_PATHS)[number]) => ({ ...rsvpVia[path.via](site(path.site)), name: path.name }),
    form: (path: (typeof FORM_PATHS)[number]) => ({ ...formVia[path.via](site(path.site)), name: path.name }),
  }
}

/** The owner's calls the rule tests set the guest list up with. */
export function ownerCalls(t: TestApp, owner: TestAccount) {
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { host: APP_HOST, cookie: owner.cookie }, payload })
  return {
    call,
    async household(site: AnswerSite, name: string, members: string[]) {
      const res = await call('POST', `/api/sites/${site.id}/households`, {
        name,
        members: members.map((m) => ({ name: m })),
      })
      if (res.statusCode >= 300) throw new Error(`household: ${res.statusCode} ${res.body}`)
      return res.json() as { _id: string; code: string }
    },
    async requireCode(site: AnswerSite, requireCode: boolean) {
      const res = await call('PUT', `/api/sites/${site.id}/households-settings`, { requireCode })
      if (res.statusCode >= 300) throw new Error(`settings: ${res.statusCode} ${res.body}`)
    },
  }
}

/** What a test file of the answer paths works with; `now` is the app's clock, a test may move it. */
export interface AnswerPathsFixture {
  t: TestApp
  owner: TestAccount
  paths: ReturnType<typeof answerPaths>
  now: Date
}

/**
 * The app on this database with the answer sites of an owner, made once for the describe block it
 * is called in; the clock moves a minute before each test, so each test's post keys are its own.
 */
export function useAnswerPaths(dialect: Dialect): AnswerPathsFixture {
  const fixture = { now: new Date('2027-05-01T12:00:00Z') } as AnswerPathsFixture
  beforeAll(async () => {
    fixture.t = await createTestApp(dialect, { clock: () => fixture.now })
    fixture.owner = await makeAccount(fixture.t.app)
    const sites = await makeAnswerSites(fixture.t, fixture.owner, () => fixture.now, dialect)
    fixture.paths = answerPaths(fixture.t, sites, (ms) => {
      fixture.now = new Date(fixture.now.getTime() + ms)
    })
  })
  afterAll(async () => {
    await fixture.t?.services.mail.dispatch()
    await fixture.t?.close()
  })
  beforeEach(() => {
    fixture.now = new Date(fixture.now.getTime() + 60_000)
  })
  return fixture
}
