import { describe, expect, it } from 'vitest'
import { senderDisplayName, siteSenderName } from './site-sender.ts'

const header = (title: Record<string, string>) => ({
  siteModuleType: 'Header',
  title,
})

describe('who a guest mail comes from (issue 31)', () => {
  it('names the couple of the logo, else of the wizard, else the header title in the mail language', () => {
    const modules = [header({ sv: 'Vi gifter oss!', en: 'We are getting married!' })]
    expect(
      siteSenderName({ eventLogo: { name1: 'Anna', name2: 'Erik' }, siteModules: modules }, 'sv', 'x'),
    ).toBe('Anna & Erik')
    expect(
      siteSenderName({ eventLogo: { name1: ' ' }, wizardData: { name1: 'Lisa', name2: 'Per' } }, 'sv', 'x'),
    ).toBe('Lisa & Per')
    expect(siteSenderName({ siteModules: modules }, 'en', 'x')).toBe('We are getting married!')
    expect(siteSenderName({ siteModules: [header({ sv: 'Sara\n& Ali ' })] }, 'da', 'x')).toBe('Sara & Ali')
  })

  it('falls back to the site address, never to nothing', () => {
    expect(siteSenderName({ siteModules: [header({ sv: ' ' })] }, 'sv', 'fest.brollopssida.se')).toBe(
      'fest.brollopssida.se',
    )
    expect(siteSenderName({}, 'sv', 'Bröllopssida')).toBe('Bröllopssida')
    expect(senderDisplayName('Anna & Erik', 'Bröllopssida')).toBe('Anna & Erik via Bröllopssida')
    expect(senderDisplayName('Bröllopssida', 'Bröllopssida')).toBe('Bröllopssida')
  })
})
