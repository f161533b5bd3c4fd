import { brandInfo, parseBrand, parseMarket } from '#domain/brands.ts'
import { linkOrigin } from '#domain/hosts.ts'
import { isInterfaceLanguage } from '#domain/site/languages.ts'
import { siteContent } from '../../repositories/site-content.ts'
import type { SiteRow } from '../../repositories/sites.repository.ts'
import { mailLanguage } from '../payments/payments-receipt-mail.ts'

type Language = 'sv' | 'en' | 'da'

/** The site's own first language when it is one we write mails in, else the market's. */
export function siteMailLanguage(site: SiteRow): Language {
  const first = siteContent(site).availableLanguages[0]?.languageCode
  return first && isInterfaceLanguage(first) ? first : mailLanguage(site.market)
}

const CONNECTED = {
  sv: {
    subject: (domain: string) => `${domain} är nu kopplad till din sida`,
    text: (domain: string, name: string) =>
      `Hej!\n\nDNS-inställningarna för ${domain} är på plats och din sida visas nu på https://${domain}/.\n\nDet kan ta en liten stund innan adressen fungerar överallt.\n\n${name}\n`,
  },
  en: {
    subject: (domain: string) => `${domain} is now connected to your site`,
    text: (domain: string, name: string) =>
      `Hello!\n\nThe DNS settings of ${domain} are in place and your site is now shown at https://${domain}/.\n\nIt may take a little while before the address works everywhere.\n\n${name}\n`,
  },
  da: {
    subject: (domain: string) => `${domain} er nu koblet til din side`,
    text: (domain: string, name: string) =>
      `Hej!\n\nDNS-indstillingerne for ${domain} er på plads, og din side vises nu på https://${domain}/.\n\nDet kan tage lidt tid, før adressen virker overalt.\n\n${name}\n`,
  },
}

/** Told once, when a domain at another registrar points at us. */
export function connectedMail(site: SiteRow, domain: string): { subject: string; text: string } {
  const language = siteMailLanguage(site)
  const brand = brandInfo(parseBrand(site.brand), parseMarket(site.market))
  const w = CONNECTED[language]
  return { subject: w.subject(domain), text: w.text(domain, `${brand.siteName} · ${brand.contactMail}`) }
}

const EXPIRING = {
  sv: {
    subject: (domain: string, days: number) => `Din domän ${domain} går ut om ${days} dagar`,
    text: (domain: string, date: string, link: string) =>
      `Hej!\n\nDin domän ${domain} är betald till och med ${date}. Förnya den innan dess så att dina gäster fortfarande hittar sidan.\n\nFörnya domänen på kontosidan: ${link}\n`,
  },
  en: {
    subject: (domain: string, days: number) => `Your domain ${domain} expires in ${days} days`,
    text: (domain: string, date: string, link: string) =>
      `Hello!\n\nYour domain ${domain} is paid until ${date}. Renew it before then so your guests still find the site.\n\nRenew the domain on the account page: ${link}\n`,
  },
  da: {
    subject: (domain: string, days: number) => `Dit domæne ${domain} udløber om ${days} dage`,
    text: (domain: string, date: string, link: string) =>
      `Hej!\n\nDit domæne ${domain} er betalt til og med ${date}. Forny det inden da, så dine gæster stadig finder siden.\n\nForny domænet på kontosiden: ${link}\n`,
  },
}

export function domainExpiryMail(
  domain: { domain: string; site_id: string; brand: string; market: string; expires_at: string },
  days: number,
): { subject: string; text: string } {
  const language = mailLanguage(domain.market)
  const brand = brandInfo(parseBrand(domain.brand), parseMarket(domain.market))
  // A job answers no request, so the link always goes to the brand's real address.
  const link = `${linkOrigin(brand, { production: true })}/redigera/${encodeURIComponent(domain.site_id)}/konto`
  const w = EXPIRING[language]
  return {
    subject: w.subject(domain.domain, days),
    text: w.text(domain.domain, domain.expires_at.slice(0, 10), link),
  }
}
