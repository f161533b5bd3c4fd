import { describe, expect, it } from 'vitest'
import { labelOfHost, subdomainHost, subdomainName } from './subdomain-name.ts'

const main = 'brollopssida.se'

describe('subdomainName', () => {
  it("turns what is typed into a DNS label by the server's rules", () => {
    expect(subdomainName('Anna & Erik', main)).toEqual({ kind: 'ok', label: 'anna-och-erik' })
    expect(subdomainName('  Åsa Ärlig Öberg-René ', main)).toEqual({
      kind: 'ok',
      label: 'asa-arlig-oberg-rene',
    })
  })

  it('keeps the own part of a pasted address', () => {
    expect(subdomainName('anna.brollopssida.se', main)).toEqual({ kind: 'ok', label: 'anna' })
    expect(subdomainName('https://anna.brollopssida.se/', main)).toEqual({ kind: 'ok', label: 'anna' })
    expect(subdomainName('anna.erik', main)).toEqual({ kind: 'ok', label: 'anna-erik' })
  })

  it('names the problem instead of asking the server', () => {
    expect(subdomainName('', main)).toEqual({ kind: 'empty' })
    expect(subdomainName(' !? ', main)).toEqual({ kind: 'empty' })
    expect(subdomainName('ab', main)).toEqual({ kind: 'problem', problem: 'length' })
    expect(subdomainName('anna-', main)).toEqual({ kind: 'problem', problem: 'hyphen' })
    expect(subdomainName('a'.repeat(63), main).kind).toBe('ok')
    expect(subdomainName('a'.repeat(64), main)).toEqual({ kind: 'problem', problem: 'length' })
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
