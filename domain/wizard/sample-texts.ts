import type { DefaultTexts } from '../modules/create-context.ts'
import type { ChildrenChoice, DressCode, GiftsChoice } from './wizard-data.ts'

/**
 * The site content the wizard's choices write (spec 000 section 2, step 4): each option's sample
 * text and the title of the module it goes in. It is content the owner edits on the page, so it
 * lives here, beside the module defaults, and not in the interface catalogs.
 */
export interface WizardSampleTexts {
  dressCodeTitle: string
  dressCode: Record<Exclude<DressCode, 'OTHER' | 'NOT_DECIDED'>, string>
  childrenTitle: string
  children: Record<ChildrenChoice, string>
  giftsTitle: string
  gifts: Record<Exclude<GiftsChoice, 'OTHER' | 'NOT_DECIDED'>, string>
  /** The advice of the speech sign-up: about five minutes each. */
  speechAdvice: string
  /** The header's second line: the day and the place. */
  when: (day: string, place: string) => string
  /** The header's second line while the day is not decided. */
  dateToCome: (place: string) => string
  /** Both names in the header and the logo. */
  names: (name1: string, name2: string) => string
}

export const WIZARD_SAMPLE_TEXTS: DefaultTexts<WizardSampleTexts> = {
  sv: {
    dressCodeTitle: 'Klädkod',
    dressCode: {
      WHITE_TIE:
        '<p>Klädkoden är högtidsdräkt: frack för herrarna och lång aftonklänning för damerna. Medaljer och ordnar bärs gärna.</p>',
      BLACK_TIE:
        '<p>Klädkoden är smoking: smoking eller mörk kostym med fluga, och lång eller kort aftonklänning.</p>',
      FORMAL:
        '<p>Klädkoden är mörk kostym: kostym med slips och klänning eller dräkt i knälängd eller längre.</p>',
      COCKTAIL:
        '<p>Klädkoden är kavaj: kostym eller kavaj, gärna utan slips, och cocktailklänning eller en fin dräkt.</p>',
      CASUAL:
        '<p>Klädkoden är avslappnad: kom som du trivs, gärna något somrigt och bekvämt att dansa i.</p>',
    },
    childrenTitle: 'Barn',
    children: {
      NO_CHILDREN:
        '<p>Vi älskar era barn, men den här dagen vill vi fira med vuxna gäster. Ammande bebisar är förstås välkomna.</p>',
      CHILDREN_ALLOWED_ON_CEREMONY:
        '<p>Barn är varmt välkomna på vigseln. Middagen och festen efteråt är för vuxna gäster.</p>',
      CHILDREN_WELCOME:
        '<p>Barn är varmt välkomna hela dagen! Berätta i OSA:n hur många barn ni tar med.</p>',
      OTHER: '<p>Här berättar vi vad som gäller för barn under dagen.</p>',
      NOT_DECIDED: '<p>Vi berättar mer om vad som gäller för barn längre fram.</p>',
    },
    giftsTitle: 'Presenter',
    gifts: {
      MONEY:
        '<p>Det finaste ni kan ge oss är er närvaro. Vill ni ändå ge något önskar vi oss ett bidrag till vår bröllopsresa.</p>',
      GIFTS:
        '<p>Det finaste ni kan ge oss är er närvaro. Vill ni ändå ge något har vi samlat några önskningar här. Reservera det du vill ge, så blir det inga dubbletter.</p>',
      GUEST_FEE:
        '<p>I stället för presenter ber vi om en gästavgift som går till middagen och festen. Mer om hur ni betalar kommer längre fram.</p>',
      NO_GIFTS:
        '<p>Vi önskar oss inga presenter, det finaste ni kan ge oss är att ni kommer och firar med oss.</p>',
    },
    speechAdvice:
      '<p>Vill du hålla tal under middagen? Anmäl det här, så hör toastmastrarna av sig. Räkna med ungefär 5 minuter per tal.</p>',
    when: (day, place) => `${day} · ${place}`,
    dateToCome: (place) => `Datum kommer snart · ${place}`,
    names: (a, b) => `${a} & ${b}`,
  },
  en: {
    dressCodeTitle: 'Dress code',
    dressCode: {
      WHITE_TIE:
        '<p>The dress code is white tie: tailcoats for the gentlemen and full-length evening gowns for the ladies.</p>',
      BLACK_TIE:
        '<p>The dress code is black tie: a tuxedo or a dark suit with a bow tie, and a long or short evening dress.</p>',
      FORMAL:
        '<p>The dress code is formal: a dark suit and tie, or a dress or suit of knee length or longer.</p>',
      COCKTAIL:
        '<p>The dress code is cocktail: a suit or jacket, tie optional, and a cocktail dress or smart outfit.</p>',
      CASUAL:
        '<p>The dress code is casual: come as you feel comfortable, ideally in something easy to dance in.</p>',
    },
    childrenTitle: 'Children',
    children: {
      NO_CHILDREN:
        '<p>We love your children, but we would like to celebrate this day with adult guests. Babies in arms are of course welcome.</p>',
      CHILDREN_ALLOWED_ON_CEREMONY:
        '<p>Children are very welcome at the ceremony. The dinner and the party afterwards are for adult guests.</p>',
      CHILDREN_WELCOME:
        '<p>Children are very welcome all day! Let us know in your RSVP how many children you are bringing.</p>',
      OTHER: '<p>Here we tell you what applies to children on the day.</p>',
      NOT_DECIDED: '<p>We will tell you more about children closer to the day.</p>',
    },
    giftsTitle: 'Gifts',
    gifts: {
      MONEY:
        '<p>Your presence is the finest gift. If you would still like to give something, a contribution to our honeymoon would make us very happy.</p>',
      GIFTS:
        '<p>Your presence is the finest gift. If you would still like to give something, here are a few wishes. Reserve what you want to give so there are no duplicates.</p>',
      GUEST_FEE:
        '<p>Instead of gifts we ask for a guest fee that goes to the dinner and the party. How to pay will follow.</p>',
      NO_GIFTS:
        '<p>We wish for no gifts; the finest thing you can give us is to come and celebrate with us.</p>',
    },
    speechAdvice:
      '<p>Would you like to give a speech during dinner? Sign up here and the toastmasters will be in touch. Plan for about 5 minutes per speech.</p>',
    when: (day, place) => `${day} · ${place}`,
    dateToCome: (place) => `Date to come · ${place}`,
    names: (a, b) => `${a} & ${b}`,
  },
  da: {
    dressCodeTitle: 'Dresscode',
    dressCode: {
      WHITE_TIE:
        '<p>Dresscoden er kjole og hvidt: kjole og hvidt til herrerne og lang aftenkjole til damerne.</p>',
      BLACK_TIE:
        '<p>Dresscoden er smoking: smoking eller mørkt jakkesæt med butterfly og lang eller kort aftenkjole.</p>',
      FORMAL:
        '<p>Dresscoden er mørkt tøj: jakkesæt med slips og kjole eller dragt i knælængde eller længere.</p>',
      COCKTAIL:
        '<p>Dresscoden er cocktail: jakkesæt eller blazer, gerne uden slips, og cocktailkjole eller en pæn dragt.</p>',
      CASUAL:
        '<p>Dresscoden er afslappet: kom som du har det godt, gerne i noget, der er nemt at danse i.</p>',
    },
    childrenTitle: 'Børn',
    children: {
      NO_CHILDREN:
        '<p>Vi elsker jeres børn, men denne dag vil vi gerne fejre med voksne gæster. Ammebørn er selvfølgelig velkomne.</p>',
      CHILDREN_ALLOWED_ON_CEREMONY:
        '<p>Børn er meget velkomne til vielsen. Middagen og festen bagefter er for voksne gæster.</p>',
      CHILDREN_WELCOME:
        '<p>Børn er meget velkomne hele dagen! Skriv i jeres svar, hvor mange børn I tager med.</p>',
      OTHER: '<p>Her fortæller vi, hvad der gælder for børn på dagen.</p>',
      NOT_DECIDED: '<p>Vi fortæller mere om, hvad der gælder for børn, når dagen nærmer sig.</p>',
    },
    giftsTitle: 'Gaver',
    gifts: {
      MONEY:
        '<p>Den fineste gave er, at I kommer. Vil I alligevel give noget, ønsker vi os et bidrag til vores bryllupsrejse.</p>',
      GIFTS:
        '<p>Den fineste gave er, at I kommer. Vil I alligevel give noget, har vi samlet nogle ønsker her. Reservér det, du vil give, så der ikke kommer dubletter.</p>',
      GUEST_FEE:
        '<p>I stedet for gaver beder vi om et gæstebidrag til middagen og festen. Hvordan I betaler, følger senere.</p>',
      NO_GIFTS:
        '<p>Vi ønsker os ingen gaver; det fineste, I kan give os, er at komme og fejre dagen med os.</p>',
    },
    speechAdvice:
      '<p>Vil du holde tale under middagen? Tilmeld det her, så kontakter toastmastrene dig. Regn med omkring 5 minutter per tale.</p>',
    when: (day, place) => `${day} · ${place}`,
    dateToCome: (place) => `Dato følger · ${place}`,
    names: (a, b) => `${a} & ${b}`,
  },
}
