import type { DomainProblem, LabelProblem, SiteHostProblem } from '#domain/addresses.ts'
import { AppError } from '../../http/errors.ts'

/**
 * The answers of the address calls. Spec 002 section 8 quotes no texts for the domain flows
 * ("message texts for these are not shown"), so these are ours, in the catalogue's tone.
 */
export const hostErrors = {
  badLabel: (problem: LabelProblem) =>
    new AppError(
      400,
      problem === 'length'
        ? {
            sv: 'Adressen måste vara 3–63 tecken lång.',
            en: 'The address must be 3–63 characters long.',
            da: 'Adressen skal være 3–63 tegn lang.',
          }
        : problem === 'hyphen'
          ? {
              sv: 'Adressen får inte börja eller sluta med bindestreck.',
              en: 'The address must not start or end with a hyphen.',
              da: 'Adressen må ikke begynde eller slutte med bindestreg.',
            }
          : {
              sv: 'Adressen får bara innehålla a–z, 0–9 och bindestreck.',
              en: 'The address may only contain a–z, 0–9 and hyphens.',
              da: 'Adressen må kun indeholde a–z, 0–9 og bindestreger.',
            },
    ),
  badDomain: (problem: DomainProblem) =>
    problem === 'tld'
      ? new AppError(400, {
          sv: 'Vi kan bara ordna domäner som slutar på .se, .nu, .com eller .eu.',
          en: 'We can only handle domains ending in .se, .nu, .com or .eu.',
          da: 'Vi kan kun håndtere domæner, der ender på .se, .nu, .com eller .eu.',
        })
      : problem === 'ours'
        ? new AppError(400, {
            sv: 'Den domänen går inte att välja.',
            en: 'That domain cannot be chosen.',
            da: 'Det domæne kan ikke vælges.',
          })
        : new AppError(400, {
            sv: 'Domännamnet måste vara 3–63 tecken långt och får bara innehålla a–z, 0–9 och bindestreck (inte först eller sist).',
            en: 'The domain name must be 3–63 characters long and may only contain a–z, 0–9 and hyphens (not first or last).',
            da: 'Domænenavnet skal være 3–63 tegn langt og må kun indeholde a–z, 0–9 og bindestreger (ikke først eller sidst).',
          }),
  /** A whole host an operator gave (an imported site) that no purchase could give. */
  badSiteHost: (host: string, problem: SiteHostProblem): AppError =>
    problem === 'reserved'
      ? hostErrors.reserved(host)
      : problem === 'tld' || problem === 'ours'
        ? hostErrors.badDomain(problem)
        : hostErrors.badLabel(problem),
  reserved: (host: string) =>
    new AppError(409, {
      sv: `Adressen ${host} är reserverad. Välj en annan adress.`,
      en: `The address ${host} is reserved. Choose another address.`,
      da: `Adressen ${host} er reserveret. Vælg en anden adresse.`,
    }),
  taken: (host: string) =>
    new AppError(409, {
      sv: `Adressen ${host} är redan upptagen. Välj en annan adress.`,
      en: `The address ${host} is already taken. Choose another address.`,
      da: `Adressen ${host} er allerede optaget. Vælg en anden adresse.`,
    }),
  held: (host: string) =>
    new AppError(409, {
      sv: `Någon håller just nu på att köpa ${host}. Välj en annan adress, eller försök igen om en kvart om köpet inte blev av.`,
      en: `Someone is buying ${host} right now. Choose another address, or try again in a quarter of an hour if that purchase falls through.`,
      da: `Nogen er ved at købe ${host} lige nu. Vælg en anden adresse, eller prøv igen om et kvarter, hvis købet ikke bliver til noget.`,
    }),
  tooManyHolds: (max: number) =>
    new AppError(409, {
      sv: `Du har redan ${max} adresser reserverade för betalningar som inte är klara. Slutför en av dem, eller försök igen om en kvart.`,
      en: `You already have ${max} addresses reserved for payments that are not finished. Finish one of them, or try again in a quarter of an hour.`,
      da: `Du har allerede ${max} adresser reserveret til betalinger, der ikke er gennemført. Gennemfør en af dem, eller prøv igen om et kvarter.`,
    }),
  domainTaken: (domain: string) =>
    new AppError(409, {
      sv: `Domänen ${domain} är inte ledig.`,
      en: `The domain ${domain} is not available.`,
      da: `Domænet ${domain} er ikke ledigt.`,
    }),
  notPublished: () =>
    new AppError(402, {
      sv: 'Sidan har ingen betald adress än. Köp en adress först; därefter kan du byta den utan kostnad.',
      en: 'The site has no paid address yet. Buy an address first; after that you can change it free of charge.',
      da: 'Siden har ingen betalt adresse endnu. Køb en adresse først; derefter kan du skifte den uden beregning.',
    }),
  notPaid: (domain: string) =>
    new AppError(402, {
      sv: `Betalningen för ${domain} har inte kommit fram än.`,
      en: `The payment for ${domain} has not come through yet.`,
      da: `Betalingen for ${domain} er ikke kommet igennem endnu.`,
    }),
  notRegistration: (domain: string) =>
    new AppError(409, {
      sv: `${domain} är en domän hos en annan registrar; den registreras inte hos oss.`,
      en: `${domain} is a domain at another registrar; it is not registered through us.`,
      da: `${domain} er et domæne hos en anden registrator; det registreres ikke hos os.`,
    }),
  registrationFailed: () =>
    new AppError(502, {
      sv: 'Registreringen av domänen misslyckades. Din betalning är mottagen; försök igen om en stund eller kontakta oss.',
      en: 'Registering the domain failed. Your payment has been received; try again in a moment or contact us.',
      da: 'Registreringen af domænet mislykkedes. Din betaling er modtaget; prøv igen om lidt eller kontakt os.',
    }),
  registrarUnreachable: () =>
    new AppError(502, {
      sv: 'Det gick inte att kontrollera om domänen är ledig. Försök igen om en stund.',
      en: 'Checking whether the domain is available failed. Please try again in a moment.',
      da: 'Det lykkedes ikke at kontrollere, om domænet er ledigt. Prøv igen om lidt.',
    }),
  registrarUnavailable: () =>
    new AppError(503, {
      sv: 'Egna domäner går inte att köpa just nu. Försök igen senare eller kontakta oss.',
      en: 'Custom domains cannot be bought right now. Please try again later or contact us.',
      da: 'Egne domæner kan ikke købes lige nu. Prøv igen senere eller kontakt os.',
    }),
  noCustomDomain: () =>
    new AppError(404, {
      sv: 'Sidan har ingen egen domän hos en annan registrar.',
      en: 'The site has no custom domain at another registrar.',
      da: 'Siden har intet eget domæne hos en anden registrator.',
    }),
  notSiteDomain: (domain: string) =>
    new AppError(409, {
      sv: `${domain} är inte en av sidans domäner.`,
      en: `${domain} is not one of the site's domains.`,
      da: `${domain} er ikke et af sidens domæner.`,
    }),
  domainExpired: (domain: string) =>
    new AppError(409, {
      sv: `${domain} har redan gått ut och kan inte förnyas här. Kontakta oss så hjälper vi dig.`,
      en: `${domain} has already expired and cannot be renewed here. Contact us and we will help you.`,
      da: `${domain} er allerede udløbet og kan ikke fornyes her. Kontakt os, så hjælper vi dig.`,
    }),
  missingTarget: (field: 'host' | 'domain') =>
    new AppError(400, {
      sv: `${field} saknas`,
      en: `${field} is missing`,
      da: `${field} mangler`,
    }),
}
