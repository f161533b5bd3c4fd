import { describe, expect, it } from 'vitest'
import { fullDomain, sanitiseDomainName } from './domain-name.ts'

describe('sanitiseDomainName', () => {
  it('keeps a plain name and leaves the ending to the select', () => {
    expect(sanitiseDomainName('AnnaOchErik')).toEqual({ name: 'annaocherik', tld: null })
  })

  it('moves a known ending into the select and drops scheme, www and path', () => {
    expect(sanitiseDomainName('https://www.annaocherik.nu/osa?x=1')).toEqual({
      name: 'annaocherik',
      tld: 'nu',
    })
    expect(sanitiseDomainName('anna-erik.com')).toEqual({ name: 'anna-erik', tld: 'com' })
  })

  it('keeps an unknown ending as part of the name, by the slug rules', () => {
    expect(sanitiseDomainName('anna.dk')).toEqual({ name: 'anna-dk', tld: null })
    expect(sanitiseDomainName('Åsa & Örjan')).toEqual({ name: 'asa-och-orjan', tld: null })
  })

  it('cuts a name to 63 characters without a hyphen at the end', () => {
    const { name } = sanitiseDomainName(`${'a'.repeat(62)}-b`)
    expect(name).toBe('a'.repeat(62))
  })
})

it('fullDomain joins name and ending', () => {
  expect(fullDomain('annaocherik', 'se')).toBe('annaocherik.se')
})
