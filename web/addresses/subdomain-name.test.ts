import { describe, expect, it } from 'vitest'
import { labelOfHost, subdomainHost, subdomainName } from './subdomain-name.ts'

const main = 'brollopssida.se'

describe('subdomainName', () => {
  it('turns what is typed into a DNS label by the slug rules', () => {
    expect(subdomainName('Anna & Erik', main)).toEqual({ kind: 'ok', label: 'anna-och-erik' })
    expect(subdomainName('  Åsa Ärlig Öberg-René ', main)).toEqual({
      kind: 'ok',
      label: 'asa-arlig-oberg-rene',
    })
    expect(subdomainName('-anna--erik-', main)).toEqual({ kind: 'ok', label: 'anna-erik' })
  })

  it('keeps the first label of a pasted address', () => {
    expect(subdomainName('anna.brollopssida.se', main)).toEqual({ kind: 'ok', label: 'anna' })
    expect(subdomainName('https://anna.erik', main)).toEqual({ kind: 'ok', label: 'anna-erik' })
  })

  it('says empty, too short and too long instead of asking the server', () => {
    expect(subdomainName('', main)).toEqual({ kind: 'empty' })
    expect(subdomainName(' !? ', main)).toEqual({ kind: 'empty' })
    expect(subdomainName('ab', main)).toEqual({ kind: 'tooShort', label: 'ab' })
    expect(subdomainName('a'.repeat(63), main).kind).toBe('ok')
    expect(subdomainName('a'.repeat(64), main).kind).toBe('tooLong')
  })
})

describe('hosts', () => {
  it('joins and splits a label and the main domain', () => {
    expect(subdomainHost('anna', main)).toBe('anna.brollopssida.se')
    expect(labelOfHost('anna.brollopssida.se', main)).toBe('anna')
    expect(labelOfHost('annaocherik.se', main)).toBeNull()
    expect(labelOfHost(null, main)).toBeNull()
  })
})
