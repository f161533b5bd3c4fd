import type { LegalLanguage } from './legal-document.ts'

/** The pages' own words around the texts: navigation, the seller's labels, the price table. */
export const LEGAL_WORDS: Record<
  LegalLanguage,
  {
    terms: string
    privacy: string
    home: string
    language: string
    updated: string
    seller: { name: string; orgNumber: string; vatNumber: string; address: string; mail: string }
    prices: {
      caption: string
      product: string
      price: string
      period: string
      months: (n: number) => string
      perCard: string
      card: string
      envelopeStandard: string
      envelopePremium: string
      roundedCorners: string
      shipping: string
      perOrder: string
      vatNote: string
    }
  }
> = {
  sv: {
    terms: 'Villkor',
    privacy: 'Integritetspolicy',
    home: 'Till startsidan',
    language: 'Språk',
    updated: 'Senast ändrad',
    seller: {
      name: 'Företag',
      orgNumber: 'Organisationsnummer',
      vatNumber: 'Momsregistreringsnummer',
      address: 'Adress',
      mail: 'E-post',
    },
    prices: {
      caption: 'Priser just nu, inklusive 25 % moms',
      product: 'Vad',
      price: 'Pris',
      period: 'Avser',
      months: (n) => `${n} månader`,
      perCard: 'per kort',
      card: 'Tryckt inbjudningskort',
      envelopeStandard: 'Kuvert, standard',
      envelopePremium: 'Kuvert, premium',
      roundedCorners: 'Rundade hörn',
      shipping: 'Frakt',
      perOrder: 'per order',
      vatNote: 'Priset du betalar visas alltid innan du betalar och står på kvittot.',
    },
  },
  en: {
    terms: 'Terms',
    privacy: 'Privacy policy',
    home: 'To the front page',
    language: 'Language',
    updated: 'Last changed',
    seller: {
      name: 'Company',
      orgNumber: 'Company registration number',
      vatNumber: 'VAT number',
      address: 'Address',
      mail: 'Email',
    },
    prices: {
      caption: 'Prices now, including 25 % VAT',
      product: 'What',
      price: 'Price',
      period: 'For',
      months: (n) => `${n} months`,
      perCard: 'per card',
      card: 'Printed invitation card',
      envelopeStandard: 'Envelope, standard',
      envelopePremium: 'Envelope, premium',
      roundedCorners: 'Rounded corners',
      shipping: 'Shipping',
      perOrder: 'per order',
      vatNote: 'The price you pay is always shown before you pay and stated on the receipt.',
    },
  },
  da: {
    terms: 'Vilkår',
    privacy: 'Privatlivspolitik',
    home: 'Til forsiden',
    language: 'Sprog',
    updated: 'Senest ændret',
    seller: {
      name: 'Virksomhed',
      orgNumber: 'Organisationsnummer',
      vatNumber: 'Momsregistreringsnummer',
      address: 'Adresse',
      mail: 'E-mail',
    },
    prices: {
      caption: 'Priser lige nu, inklusive 25 % moms',
      product: 'Hvad',
      price: 'Pris',
      period: 'Gælder',
      months: (n) => `${n} måneder`,
      perCard: 'pr. kort',
      card: 'Trykt invitationskort',
      envelopeStandard: 'Kuvert, standard',
      envelopePremium: 'Kuvert, premium',
      roundedCorners: 'Runde hjørner',
      shipping: 'Fragt',
      perOrder: 'pr. ordre',
      vatNote: 'Prisen, du betaler, vises altid, før du betaler, og står på kvitteringen.',
    },
  },
}
