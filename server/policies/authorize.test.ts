import { describe, expect, it } from 'vitest'
import { errors } from '../http/errors.ts'
import type { AccountRow } from '../repositories/accounts.repository.ts'
import type { PrintOrder } from '../repositories/print-orders.repository.ts'
import type { PrintRow } from '../repositories/prints.repository.ts'
import type { SiteRow } from '../repositories/sites.repository.ts'
import { type Actor, OPERATOR, QUICK_START_ACTOR } from './actor.ts'
import {
  ACTIONS,
  type Action,
  authorize,
  authorizedAccount,
  authorizedResource,
  decide,
  decideOnResource,
  type Verdict,
} from './authorize.ts'
import { householdsOpenedBy, printPassOpens } from './print-pass.ts'
import {
  passwordLogin,
  visitorCookieName,
  visitorPassOf,
  visitorToken,
  wrongSitePassword,
} from './visitor-pass.ts'

const SECRET = 's'.repeat(40)
const account = (id: string): AccountRow => ({
  id,
  mail: `${id}@example.com`,
  password_hash: 'x',
  registered_at: '',
  name: null,
})
const site: SiteRow = {
  id: 'site',
  account_id: 'owner',
  host: 'lisa.brollopssida.se',
  brand: 'BROLLOPSSIDA',
  market: 'SE',
  active: 1,
  active_date: null,
  active_expire_date: null,
  password: 'gäst',
  meta_noindex: 0,
  quick_start: 0,
  revision: 1,
  content: '{}',
  wizard_data: null,
  created_at: '',
  updated_at: '',
}
const draft: SiteRow = { ...site, id: 'draft', active: 0 }
const open: SiteRow = { ...site, id: 'open', password: null }

const withPass = visitorPassOf({ [visitorCookieName(site.id)]: visitorToken(site, SECRET) }, SECRET)
const noPass = visitorPassOf({}, SECRET)

const ACTORS: Record<string, Actor> = {
  owner: { kind: 'account', account: account('owner'), visitorPass: noPass },
  stranger: { kind: 'account', account: account('stranger'), visitorPass: noPass },
  visitor: { kind: 'visitor', visitorPass: noPass },
  visitorWithCookie: { kind: 'visitor', visitorPass: withPass },
  quickStart: QUICK_START_ACTOR,
  operator: OPERATOR,
}
type ActorName = keyof typeof ACTORS

/** Each actor's verdict on the published, password-protected site of the owner. */
const ON_SITE: Record<Action, Record<ActorName, Verdict>> = {
  'site.read': owner(),
  'site.edit': owner(),
  'site.delete': owner(),
  'site.viewResponses': owner(),
  'site.pay': owner(),
  'payment.read': owner(),
  'address.edit': owner(),
  'guests.edit': owner(),
  'members.manage': owner(),
  'members.leave': owner(),
  'runningOrder.edit': owner(),
  'activity.read': owner(),
  'photos.moderate': owner(),
  'print.edit': owner(),
  'print.order': owner(),
  'image.upload': workspace(),
  'image.crop': workspace(),
  'map.save': workspace(),
  'map.preview': workspace(),
  'site.viewPublic': guest(),
  'guest.answer': guest(),
  'media.view': {
    owner: 'allow',
    stranger: 'notFound',
    visitor: 'notFound',
    visitorWithCookie: 'allow',
    quickStart: 'notFound',
    operator: 'allow',
  },
  'account.read': accounts('notLoggedIn'),
  'account.edit': accounts('notLoggedIn'),
  'site.create': accounts('allow'),
}

function owner(): Record<ActorName, Verdict> {
  return {
    owner: 'allow',
    stranger: 'forbidden',
    visitor: 'notLoggedIn',
    visitorWithCookie: 'notLoggedIn',
    quickStart: 'notLoggedIn',
    operator: 'allow',
  }
}
function workspace(): Record<ActorName, Verdict> {
  return { ...owner(), quickStart: 'allow' }
}
function guest(): Record<ActorName, Verdict> {
  return {
    owner: 'password',
    stranger: 'password',
    visitor: 'password',
    visitorWithCookie: 'allow',
    quickStart: 'password',
    operator: 'allow',
  }
}
function accounts(operator: Verdict): Record<ActorName, Verdict> {
  return {
    owner: 'allow',
    stranger: 'allow',
    visitor: 'notLoggedIn',
    visitorWithCookie: 'notLoggedIn',
    quickStart: 'notLoggedIn',
    operator,
  }
}

describe('authorize', () => {
  it('has a verdict for every action', () => {
    expect(Object.keys(ON_SITE).sort()).toEqual([...ACTIONS].sort())
  })

  describe.each(Object.keys(ACTORS))('%s', (name) => {
    it.each(ACTIONS)('%s', (action) => {
      expect(decide(ACTORS[name] as Actor, action, site)).toBe(ON_SITE[action][name as ActorName])
    })
  })

  it('tells anonymous callers to log in before revealing whether an owner-only site exists', () => {
    expect(decide(ACTORS.visitor as Actor, 'site.read', undefined)).toBe('notLoggedIn')
    expect(decide(ACTORS.stranger as Actor, 'site.read', undefined)).toBe('notFound')
    expect(decide(OPERATOR, 'site.edit', undefined)).toBe('notFound')
  })

  it('shows guests only published sites, and an open one without a cookie', () => {
    for (const name of Object.keys(ACTORS).filter((n) => n !== 'operator')) {
      expect(decide(ACTORS[name] as Actor, 'guest.answer', draft)).toBe('notFound')
      expect(decide(ACTORS[name] as Actor, 'site.viewPublic', undefined)).toBe('notFound')
      expect(decide(ACTORS[name] as Actor, 'site.viewPublic', open)).toBe('allow')
    }
  })

  it('refuses a visitor cookie of another site or of an earlier password', () => {
    const token = visitorToken(site, SECRET)
    const elsewhere = visitorPassOf({ [visitorCookieName(open.id)]: token }, SECRET)
    expect(elsewhere(site)).toBe(false)
    expect(withPass({ ...site, password: 'nytt' })).toBe(false)
    expect(visitorPassOf({ [visitorCookieName(site.id)]: `${token}x` }, SECRET)(site)).toBe(false)
  })

  it('answers each refusal with the spec status and text', () => {
    const thrown = (actor: Actor, action: Action, target?: SiteRow) => {
      try {
        authorize(actor, action, target)
      } catch (err) {
        return err
      }
      return undefined
    }
    expect(thrown(ACTORS.visitor as Actor, 'site.edit', site)).toEqual(errors.notLoggedIn())
    expect(thrown(ACTORS.stranger as Actor, 'site.edit', site)).toEqual(errors.forbidden())
    expect(thrown(ACTORS.owner as Actor, 'site.edit', undefined)).toEqual(errors.siteNotFound())
    expect(thrown(ACTORS.visitor as Actor, 'guest.answer', site)).toEqual(errors.passwordRequired())
    expect(thrown(ACTORS.visitor as Actor, 'site.viewPublic', site)).toEqual(wrongSitePassword())
    expect(thrown(ACTORS.owner as Actor, 'site.edit', site)).toBeUndefined()
    expect(() => authorizedAccount(OPERATOR, 'account.read')).toThrow(errors.notLoggedIn().message)
    expect(authorizedAccount(ACTORS.owner as Actor, 'account.read').id).toBe('owner')
  })

  it('opens the gate of a published site with its password only', () => {
    expect(passwordLogin(site, 'gäst')).toBe(site)
    expect(() => passwordLogin(site, 'gäs')).toThrow(wrongSitePassword().message)
    expect(() => passwordLogin(open, '')).toThrow(wrongSitePassword().message)
    expect(() => passwordLogin(draft, 'gäst')).toThrow(errors.siteNotFound().message)
    expect(() => passwordLogin(undefined, 'gäst')).toThrow(errors.siteNotFound().message)
  })

  it("shows a protected site's images to its owner at any time and to guests only while it is published", () => {
    const withDraftPass = visitorPassOf(
      { [visitorCookieName(draft.id)]: visitorToken(draft, SECRET) },
      SECRET,
    )
    const guestOfDraft: Actor = { kind: 'visitor', visitorPass: withDraftPass }
    expect(decide(ACTORS.owner as Actor, 'media.view', draft)).toBe('allow')
    expect(decide(guestOfDraft, 'media.view', draft)).toBe('notFound')
    expect(decide(ACTORS.visitor as Actor, 'media.view', open)).toBe('allow')
    expect(() => authorize(ACTORS.stranger as Actor, 'media.view', site)).toThrow(errors.notFound().message)
  })
})

describe('resources of a site (payments, prints, orders)', () => {
  const of = (target: SiteRow | undefined) => ({ siteId: target?.id ?? null, site: target })
  const named = (target: SiteRow | undefined, id = target?.id ?? 'gone') => ({ id, site: target })
  const verdicts = (resource: ReturnType<typeof of> | undefined, path?: ReturnType<typeof named>) =>
    Object.fromEntries(
      Object.entries(ACTORS).map(([name, actor]) => [
        name,
        decideOnResource(actor, 'payment.read', resource, path),
      ]),
    )

  it("judges a resource as its site: only the site's owner (and the operator) reach it", () => {
    expect(verdicts(of(site))).toEqual({
      owner: 'allow',
      stranger: 'forbidden',
      visitor: 'notLoggedIn',
      visitorWithCookie: 'notLoggedIn',
      quickStart: 'notLoggedIn',
      operator: 'allow',
    })
    expect(verdicts(of(site), named(site))).toEqual(verdicts(of(site)))
  })

  it('tells anonymous callers to log in before saying a resource does not exist', () => {
    expect(verdicts(undefined)).toEqual({
      owner: 'resourceNotFound',
      stranger: 'resourceNotFound',
      visitor: 'notLoggedIn',
      visitorWithCookie: 'notLoggedIn',
      quickStart: 'notLoggedIn',
      operator: 'resourceNotFound',
    })
    expect(decideOnResource(ACTORS.owner as Actor, 'print.edit', { siteId: null, site: undefined })).toBe(
      'resourceNotFound',
    )
  })

  it('judges a resource named under another site as that site, and then finds none there', () => {
    const strangers: SiteRow = { ...site, id: 'strangers', account_id: 'stranger' }
    expect(decideOnResource(ACTORS.stranger as Actor, 'payment.read', of(site), named(strangers))).toBe(
      'resourceNotFound',
    )
    expect(decideOnResource(ACTORS.owner as Actor, 'payment.read', of(site), named(strangers))).toBe(
      'forbidden',
    )
    expect(decideOnResource(ACTORS.owner as Actor, 'payment.read', of(site), named(undefined))).toBe(
      'notFound',
    )
    expect(decideOnResource(ACTORS.stranger as Actor, 'payment.read', undefined, named(site))).toBe(
      'forbidden',
    )
    expect(decideOnResource(ACTORS.owner as Actor, 'payment.read', undefined, named(site))).toBe(
      'resourceNotFound',
    )
  })

  it("answers with the resource's own not-found, the policy's refusals otherwise, and returns the site", () => {
    const missing = () => errors.notFound()
    expect(authorizedResource(ACTORS.owner as Actor, 'print.order', of(site), missing)).toBe(site)
    expect(() => authorizedResource(ACTORS.owner as Actor, 'print.order', undefined, missing)).toThrow(
      errors.notFound().message,
    )
    expect(() => authorizedResource(ACTORS.stranger as Actor, 'print.order', of(site), missing)).toThrow(
      errors.forbidden().message,
    )
    expect(() => authorizedResource(ACTORS.visitor as Actor, 'print.order', undefined, missing)).toThrow(
      errors.notLoggedIn().message,
    )
    // A resource whose site is gone is refused as that site is: it does not exist.
    const orphan = { siteId: 'gone', site: undefined }
    expect(() => authorizedResource(ACTORS.owner as Actor, 'print.order', orphan, missing)).toThrow(
      errors.siteNotFound().message,
    )
  })
})

describe("the print renderer's pass", () => {
  const print: PrintRow = {
    id: 'print',
    site_id: 'site',
    content: '{}',
    server_access_key: 'k'.repeat(32),
    created_at: '',
    updated_at: '',
  }
  const card = { id: 'h1', name: 'Familjen', code: 'ABC', link: 'https://lisa.brollopssida.se/?inbjudan=ABC' }
  const order = {
    id: 'order',
    print_id: print.id,
    per_household: 1,
    households: [card],
  } as unknown as PrintOrder

  it('opens its print with the exact key only', () => {
    expect(printPassOpens(print, 'k'.repeat(32))).toBe(print)
    expect(printPassOpens(print, 'k'.repeat(31))).toBeUndefined()
    expect(printPassOpens(print, `${'k'.repeat(31)}x`)).toBeUndefined()
    expect(printPassOpens(undefined, 'k'.repeat(32))).toBeUndefined()
  })

  it("opens the households of a card-per-household order of that print, and no other order's", () => {
    expect(householdsOpenedBy(print, order)).toEqual([card])
    expect(householdsOpenedBy(print, { ...order, print_id: 'another' })).toBeUndefined()
    expect(householdsOpenedBy(print, { ...order, per_household: 0 })).toBeUndefined()
    expect(householdsOpenedBy(print, { ...order, households: [] })).toBeUndefined()
    expect(householdsOpenedBy(print, undefined)).toBeUndefined()
  })
})
