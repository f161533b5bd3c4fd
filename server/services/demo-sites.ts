import { allBrandInfos, type BrandInfo } from '#domain/brands.ts'
import type { SiteModule } from '#domain/modules/registry.ts'
import { siteContentSchema } from '#domain/site/schema.ts'
import type { SitesService } from './sites.service.ts'

interface DemoCopy {
  languages: string[]
  title: Record<string, string>
  secondLine: Record<string, string>
  welcomeTitle: Record<string, string>
  welcome: Record<string, string>
}

const COPY: Record<string, DemoCopy> = {
  'brollopssida.se': {
    languages: ['sv', 'en'],
    title: { sv: 'Anna & Erik', en: 'Anna & Erik' },
    secondLine: {
      sv: 'Lördag 12 juni 2027 · Ulriksdals slott, Solna',
      en: 'Saturday 12 June 2027 · Ulriksdal Palace, Solna',
    },
    welcomeTitle: { sv: 'Välkomna!', en: 'Welcome!' },
    welcome: {
      sv: '<p>Vi ska gifta oss och vill fira dagen med er som betyder mest för oss. Här hittar ni allt om dagen: tider, plats, boende och hur ni svarar på inbjudan.</p><p>Vi längtar efter att ses!</p>',
      en: '<p>We are getting married and want to celebrate the day with the people who mean the most to us. Here you will find everything about the day: times, place, where to stay and how to reply.</p><p>We can’t wait to see you!</p>',
    },
  },
  'voresbryllupsside.dk': {
    languages: ['da', 'en'],
    title: { da: 'Sofie & Mads', en: 'Sofie & Mads' },
    secondLine: { da: 'Lørdag 19. juni 2027 · Kokkedal Slot', en: 'Saturday 19 June 2027 · Kokkedal Castle' },
    welcomeTitle: { da: 'Velkommen!', en: 'Welcome!' },
    welcome: {
      da: '<p>Vi skal giftes og vil fejre dagen med dem, der betyder mest for os. Her finder I alt om dagen: tider, sted, overnatning og hvordan I svarer.</p>',
      en: '<p>We are getting married and want to celebrate with the people who mean the most to us. Here you will find everything about the day.</p>',
    },
  },
  'festhemsida.se': {
    languages: ['sv'],
    title: { sv: 'Saras 40-årsfest' },
    secondLine: { sv: 'Fredag 3 september 2027 kl. 19 · Södermalm, Stockholm' },
    welcomeTitle: { sv: 'Kom och fira!' },
    welcome: {
      sv: '<p>Jag fyller 40 och bjuder in till middag, musik och dans. Klädsel: fest. Svara gärna senast 1 augusti.</p>',
    },
  },
  'eventsida.se': {
    languages: ['sv'],
    title: { sv: 'Sommarkonferensen 2027' },
    secondLine: { sv: '24–25 augusti 2027 · Göteborg' },
    welcomeTitle: { sv: 'Om konferensen' },
    welcome: {
      sv: '<p>Två dagar med föredrag, workshops och mingel för alla som arbetar med hållbar stadsutveckling.</p>',
    },
  },
}

function demoModules(copy: DemoCopy): SiteModule[] {
  return [
    {
      id: 'demo-header',
      siteModuleType: 'Header',
      hide: false,
      hideInMenu: true,
      verticalAlignment: 0,
      title: copy.title,
      secondLine: copy.secondLine,
    },
    {
      id: 'demo-welcome',
      siteModuleType: 'Text',
      hide: false,
      hideInMenu: false,
      menuTitle: copy.welcomeTitle,
      title: copy.welcomeTitle,
      text: copy.welcome,
    },
  ]
}

/** Makes sure each brand's demo host shows a site, so a fresh start has a real page at once. */
export async function ensureDemoSites(sites: SitesService): Promise<BrandInfo[]> {
  const created: BrandInfo[] = []
  for (const brand of allBrandInfos()) {
    if (await sites.findByHost(brand.demoHost)) continue
    const copy = COPY[brand.mainDomain]
    if (!copy) continue
    const content = siteContentSchema.parse({
      availableLanguages: copy.languages.map((languageCode) => ({ languageCode })),
      siteModules: demoModules(copy),
    })
    await sites.create({
      content,
      brand: brand.brand,
      market: brand.market,
      accountId: null,
      host: brand.demoHost,
      active: true,
      months: 1200,
    })
    created.push(brand)
  }
  return created
}
