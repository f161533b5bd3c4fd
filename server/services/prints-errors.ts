import { AppError } from '../http/errors.ts'

/** The prints and orders calls' own refusals (the client shows spec 002 section 8's text above them). */
export const printErrors = {
  printNotFound: () =>
    new AppError(404, {
      sv: 'Trycket finns inte.',
      en: 'The print does not exist.',
      da: 'Tryksagen findes ikke.',
    }),
  orderNotFound: () =>
    new AppError(404, {
      sv: 'Ordern finns inte.',
      en: 'The order does not exist.',
      da: 'Ordren findes ikke.',
    }),
  /** Spec 002 section 1: cards are offered in the wedding brand. */
  notOfferedForBrand: () =>
    new AppError(403, {
      sv: 'Inbjudningskort finns för bröllopssidor.',
      en: 'Invitation cards are offered for wedding sites.',
      da: 'Invitationskort findes til bryllupssider.',
    }),
  printOfAnotherSite: () =>
    new AppError(400, {
      sv: 'Trycket hör inte till den här sidan.',
      en: 'The print does not belong to this site.',
      da: 'Tryksagen hører ikke til denne side.',
    }),
  unknownShipmentMethod: () =>
    new AppError(400, {
      sv: 'Leveranssättet finns inte. Välj ett av leveransalternativen.',
      en: 'The shipment method does not exist. Choose one of the delivery options.',
      da: 'Leveringsmetoden findes ikke. Vælg en af leveringsmulighederne.',
    }),
  orderAlreadyPaid: () =>
    new AppError(409, {
      sv: 'Ordern är redan betald.',
      en: 'The order has already been paid.',
      da: 'Ordren er allerede betalt.',
    }),
  storedPrintUnreadable: () =>
    new AppError(500, {
      sv: 'Trycket kunde inte läsas.',
      en: 'The print could not be read.',
      da: 'Tryksagen kunne ikke læses.',
    }),
}
