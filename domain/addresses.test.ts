import { describe, expect, it } from 'vitest'
import { isReservedLabel, labelProblem, parseDomain, siteHostProblem, toLabel } from './addresses.ts'
import { customDomainRedirect } from './hosts.ts'

describe('toLabel', () => {
  it('transliterates å ä ö é as the slug rules do, and lower-cases', () => {
    expect(toLabel('Åsa')).toBe('asa')
    expect(toLabel('Märta & Björn')).toBe('marta-och-bjorn')
    expect(toLabel('Café Émile')).toBe('cafe-emile')
    expect(toLabel('Søren Ærø')).toBe('soren-aero')
    expect(toLabel('Kırıkkale')).toBe('kirikkale')
  })

  it('turns spaces, dots and underscores into one hyphen and drops other characters', () => {
    expect(toLabel('  anna   pelle ')).toBe('anna-pelle')
    expect(toLabel('anna.pelle_2027')).toBe('anna-pelle-2027')
    expect(toLabel('anna!?#pelle')).toBe('annapelle')
    expect(toLabel('anna--pelle')).toBe('anna-pelle')
  })
})

describe('labelProblem', () => {
  it('keeps the rules of a DNS label: a-z 0-9 hyphen, not first or last, 3-63 characters', () => {
    expect(labelProblem('abc')).toBeUndefined()
    expect(labelProblem('a-b')).toBeUndefined()
    expect(labelProblem('a'.repeat(63))).toBeUndefined()
    expect(labelProblem('ab')).toBe('length')
    expect(labelProblem('a'.repeat(64))).toBe('length')
    expect(labelProblem('-abc')).toBe('hyphen')
    expect(labelProblem('abc-')).toBe('hyphen')
    expect(labelProblem('abc_d')).toBe('characters')
    expect(labelProblem('Abc')).toBe('characters')
  })

  it('reserves our own names and the brand words', () => {
    for (const name of ['www', 'api', 'demo', 'admin', 'mail', 'brollopssida', 'festhemsida', 'eventsida']) {
      expect(isReservedLabel(name), name).toBe(true)
    }
    expect(isReservedLabel('annaochpelle')).toBe(false)
  })
})

describe('parseDomain', () => {
  it('sells .se .nu .com .eu only, sanitising the name', () => {
    expect(parseDomain('Anna & Pelle.SE')).toEqual({
      ok: true,
      value: { domain: 'anna-och-pelle.se', name: 'anna-och-pelle', tld: 'se' },
    })
    expect(parseDomain('www.brudpar.nu.')).toMatchObject({ ok: true, value: { domain: 'brudpar.nu' } })
    expect(parseDomain('brudpar.org')).toEqual({ ok: false, problem: 'tld' })
    expect(parseDomain('brudpar')).toEqual({ ok: false, problem: 'tld' })
    expect(parseDomain('ab.se')).toEqual({ ok: false, problem: 'length' })
    expect(parseDomain('-abc.com')).toEqual({ ok: false, problem: 'hyphen' })
  })

  it('never sells our own domains', () => {
    expect(parseDomain('brollopssida.se')).toEqual({ ok: false, problem: 'ours' })
    expect(parseDomain('eventsida.se')).toEqual({ ok: false, problem: 'ours' })
  })
})

describe('siteHostProblem', () => {
  const main = 'brollopssida.se'
  it('takes a subdomain of the main domain or a custom domain as a purchase would', () => {
    for (const host of ['anna-och-pelle.brollopssida.se', 'annaochpelle.se', 'fest-2027.nu']) {
      expect(siteHostProblem(host, main), host).toBeUndefined()
    }
  })

  it('refuses what no purchase gives, without sanitising anything away', () => {
    expect(siteHostProblem('admin.brollopssida.se', main)).toBe('reserved')
    expect(siteHostProblem('brollopssida.se', main)).toBe('ours')
    expect(siteHostProblem('anna.festhemsida.se', main)).toBe('ours')
    expect(siteHostProblem('a.b.brollopssida.se', main)).toBe('characters')
    expect(siteHostProblem('ab.brollopssida.se', main)).toBe('length')
    expect(siteHostProblem('anna.se/sv', main)).toBe('characters')
    expect(siteHostProblem('anna\u0000.se', main)).toBe('characters')
    expect(siteHostProblem('anna.se:8080', main)).toBe('characters')
    expect(siteHostProblem('anna.pelle.se', main)).toBe('characters')
    expect(siteHostProblem('annaochpelle.dk', main)).toBe('tld')
  })
})

describe('customDomainRedirect', () => {
  it('keeps path and query exactly, on https', () => {
    expect(customDomainRedirect('brudpar.se', '/sv?a=1%202&b')).toBe('https://brudpar.se/sv?a=1%202&b')
    expect(customDomainRedirect('brudpar.se', '/')).toBe('https://brudpar.se/')
  })

  it('replaces a domainHost override, and reaches the domain through it locally', () => {
    expect(customDomainRedirect('brudpar.se', '/?domainHost=x.brollopssida.se&a=1')).toBe(
      'https://brudpar.se/?a=1',
    )
    expect(customDomainRedirect('brudpar.se', '/en?a=1', 'http://brollopssida.localhost:3000')).toBe(
      'http://brollopssida.localhost:3000/en?a=1&domainHost=brudpar.se',
    )
  })
})
