import { AppError } from '../../http/errors.ts'

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
  orderPaymentInProgress: () =>
    new AppError(409, {
      sv: 'En betalning av ordern pågår redan. Slutför den, eller försök igen om en kvart om den inte blev av.',
      en: 'A payment of the order is already in progress. Finish it, or try again in a quarter of an hour if it falls through.',
      da: 'En betaling af ordren er allerede i gang. Gennemfør den, eller prøv igen om et kvarter, hvis den ikke bliver til noget.',
    }),
  quantityMissing: () =>
    new AppError(400, {
      sv: 'Välj hur många kort du vill beställa.',
      en: 'Choose how many cards to order.',
      da: 'Vælg hvor mange kort du vil bestille.',
    }),
  /** One card per household needs a guest list to print from. */
  noHouseholds: () =>
    new AppError(400, {
      sv: 'Gästlistan har inga hushåll ännu. Lägg till hushåll under Gäster först.',
      en: 'The guest list has no households yet. Add households under Guests first.',
      da: 'Gæstelisten har ingen husstande endnu. Tilføj husstande under Gæster først.',
    }),
  /** The personal QR codes lead to the site's address, so it must have one before they are printed. */
  householdCardsNeedAddress: () =>
    new AppError(400, {
      sv: 'Sidan behöver en adress innan korten kan få hushållens personliga QR-koder.',
      en: "The site needs an address before the cards can carry the households' personal QR codes.",
      da: 'Siden skal have en adresse, før kortene kan få husstandenes personlige QR-koder.',
    }),
  storedPrintUnreadable: () =>
    new AppError(500, {
      sv: 'Trycket kunde inte läsas.',
      en: 'The print could not be read.',
      da: 'Tryksagen kunne ikke læses.',
    }),
}
