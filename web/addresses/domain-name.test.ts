import { describe, expect, it } from 'vitest'
import { domainName, fullDomain } from './domain-name.ts'

describe('domainName', () => {
  it('keeps a plain name and leaves the ending to the select', () => {
    expect(domainName('AnnaOchErik')).toEqual({ kind: 'ok', name: 'annaocherik', tld: null })
    expect(domainName('  ')).toEqual({ kind: 'empty' })
  })

  it('moves a known ending into the select and drops scheme, www and path', () => {
    expect(domainName('https://www.annaocherik.nu/osa?x=1')).toEqual({
      kind: 'ok',
      name: 'annaocherik',
      tld: 'nu',
    })
    expect(domainName('anna-erik.com')).toEqual({ kind: 'ok', name: 'anna-erik', tld: 'com' })
  })

  it('keeps an unknown ending as part of the name, by the label rules', () => {
    expect(domainName('anna.dk')).toEqual({ kind: 'ok', name: 'anna-dk', tld: null })
    expect(domainName('Åsa & Örjan')).toEqual({ kind: 'ok', name: 'asa-och-orjan', tld: null })
  })

  it('names a name the registrar would refuse', () => {
    expect(domainName('ab.se')).toEqual({ kind: 'problem', problem: 'length', tld: 'se' })
    expect(domainName('anna-')).toEqual({ kind: 'problem', problem: 'hyphen', tld: null })
    expect(domainName('a'.repeat(64))).toEqual({ kind: 'problem', problem: 'length', tld: null })
  })
})

it('fullDomain joins name and ending', () => {
  expect(fullDomain('annaocherik', 'se')).toBe('annaocherik.se')
})
