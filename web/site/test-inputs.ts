import { brandInfo } from '#domain/brands.ts'
import type { SiteModule } from '#domain/modules/registry.ts'
import { type PublicSite, siteContentSchema } from '#domain/site/schema.ts'
import type { PageCommon, PublicPageInput } from './page-input.ts'

/** Test factories for page inputs: realistic defaults, anything overridable. */

export function makeCommon(overrides: Partial<PageCommon> = {}): PageCommon {
  return {
    language: 'sv',
    uiLanguage: 'sv',
    title: 'Anna & Erik',
    noindex: false,
    brand: brandInfo('wedding', 'se'),
    landingUrl: 'https://brollopssida.se/',
    search: '',
    assets: { scripts: [], styles: [] },
    ...overrides,
  }
}

export function makeHeader(overrides: Partial<Extract<SiteModule, { siteModuleType: 'Header' }>> = {}) {
  return {
    id: 'header-1',
    siteModuleType: 'Header' as const,
    hide: false,
    hideInMenu: false,
    verticalAlignment: 0,
    title: { sv: 'Anna och Erik', en: 'Anna and Erik' },
    secondLine: { sv: '12 juli 2025', en: 'July 12, 2025' },
    image: null,
    ...overrides,
  } satisfies SiteModule
}

export function makeText(overrides: Partial<Extract<SiteModule, { siteModuleType: 'Text' }>> = {}) {
  return {
    id: 'text-1',
    siteModuleType: 'Text' as const,
    hide: false,
    hideInMenu: false,
    title: { sv: 'Välkommen', en: 'Welcome' },
    text: { sv: '<p>Vi gifter oss <strong>i sommar</strong>.</p>', en: '<p>We are getting married.</p>' },
    ...overrides,
  } satisfies SiteModule
}

export function makePublicSite(overrides: Partial<PublicSite> = {}): PublicSite {
  const content = siteContentSchema.parse({ siteModules: [makeHeader(), makeText()] })
  const { formRecipients: _recipients, ...publicContent } = content
  return {
    ...publicContent,
    _id: 'site-1',
    host: 'anna-och-erik.brollopssida.se',
    active: true,
    activeDate: '2025-01-01T00:00:00.000Z',
    activeExpireDate: null,
    quickStart: false,
    siteVersion: 2,
    usesSiteModules: true,
    metaNoindex: false,
    giftRegistryReservations: [],
    customDomainActive: false,
    customDomainActiveDate: null,
    customDomainRegistrationsAvailable: 0,
    revision: 1,
    passwordProtected: false,
    ...overrides,
  }
}

export function makeSiteInput(
  overrides: Partial<PageCommon> = {},
  site: Partial<PublicSite> = {},
): Extract<PublicPageInput, { kind: 'site' }> {
  return { ...makeCommon(overrides), kind: 'site', site: makePublicSite(site) }
}

export function makeGateInput(
  overrides: Partial<PageCommon> = {},
): Extract<PublicPageInput, { kind: 'gate' }> {
  return {
    ...makeCommon(overrides),
    kind: 'gate',
    site: { _id: 'site-1', passwordProtected: true, availableLanguages: [{ languageCode: 'sv' }] },
  }
}
