import { AppError } from '../../http/errors.ts'

/** The answers of the payment calls that are not the spec's own (their texts are ours). */
export const paymentErrors = {
  unavailable: (method: 'swish' | 'card') =>
    new AppError(503, {
      sv: `Betalning med ${method === 'swish' ? 'Swish' : 'kort'} är inte tillgänglig just nu. Försök igen senare eller kontakta oss.`,
      en: `Payment by ${method === 'swish' ? 'Swish' : 'card'} is not available right now. Please try again later or contact us.`,
      da: `Betaling med ${method === 'swish' ? 'Swish' : 'kort'} er ikke tilgængelig lige nu. Prøv igen senere eller kontakt os.`,
    }),
  providerFailed: (method: 'swish' | 'card') =>
    new AppError(502, {
      sv: `${method === 'swish' ? 'Swish' : 'Kortbetalningen'} svarade inte som väntat. Försök igen om en stund.`,
      en: `${method === 'swish' ? 'Swish' : 'The card payment service'} did not answer as expected. Please try again in a moment.`,
      da: `${method === 'swish' ? 'Swish' : 'Kortbetalingen'} svarede ikke som forventet. Prøv igen om lidt.`,
    }),
  /** A product we do not sell at all: a bad request, not a state of the site. */
  unknownProduct: (product: string) =>
    new AppError(400, {
      sv: `Det finns ingen produkt som heter ${product}.`,
      en: `There is no product called ${product}.`,
      da: `Der findes intet produkt, der hedder ${product}.`,
    }),
  notForSale: () =>
    new AppError(409, {
      sv: 'Det här kan inte köpas för sidan just nu. Välj först en adress för sidan.',
      en: 'This cannot be bought for the site right now. Choose an address for the site first.',
      da: 'Dette kan ikke købes til siden lige nu. Vælg først en adresse til siden.',
    }),
  paymentNotFound: () =>
    new AppError(404, {
      sv: 'Betalningen finns inte.',
      en: 'The payment does not exist.',
      da: 'Betalingen findes ikke.',
    }),
  receiptNotReady: () =>
    new AppError(404, {
      sv: 'Det finns inget kvitto för betalningen, eftersom den inte är genomförd.',
      en: 'There is no receipt for the payment, because it has not been completed.',
      da: 'Der er ingen kvittering for betalingen, fordi den ikke er gennemført.',
    }),
  cardDeclined: () =>
    new AppError(402, {
      sv: 'Kortet nekades. Försök med ett annat kort.',
      en: 'The card was declined. Please try another card.',
      da: 'Kortet blev afvist. Prøv et andet kort.',
    }),
  badWebhook: () =>
    new AppError(400, {
      sv: 'Ogiltig signatur.',
      en: 'Invalid signature.',
      da: 'Ugyldig signatur.',
    }),
}

/** Swish's refusals of a payer number, shown as the 422's validationMessage (spec 000 section 5). */
export const SWISH_PAYER_REFUSED = {
  sv: 'Numret kan inte ta emot Swish-betalningar. Kontrollera numret och att det är kopplat till Swish.',
  en: 'The number cannot make Swish payments. Check the number and that it is connected to Swish.',
  da: 'Nummeret kan ikke bruges til Swish-betalinger. Kontrollér nummeret, og at det er tilknyttet Swish.',
}

/** Swish's error codes that mean the payer's number is wrong or not enrolled. */
export const PAYER_ERROR_CODES = new Set(['BE18', 'ACMT01', 'ACMT03', 'ACMT07', 'RP03'])
