import type { Brand } from '#domain/brands.ts'
import type { InterfaceLanguage } from '#domain/site/languages.ts'

/**
 * The content a newly added module starts with, in sv, en and da. It is site content the owner
 * edits on the page (and guests read), not interface text, so it lives here and not in the
 * i18n catalogs. Rich-text fields hold HTML, as the editor stores them.
 */

/** One wording for every brand, or one per brand where a wedding, a party and an event differ. */
export type ByBrand<B extends Brand = Brand> = string | Readonly<Record<B, string>>

/** The brands that may add a gift registry or a speech sign-up (spec 001 section 1). */
export type NonEventBrand = Exclude<Brand, 'event'>

export interface ListItemDefaults {
  title: ByBrand
  text: ByBrand
}

export interface PersonDefaults {
  name: string
  title: ByBrand
  text: ByBrand
}

export interface ModuleDefaultTexts {
  /** `{date}` is the default event day, the same one the countdown starts with. */
  Header: { title: ByBrand; secondLine: ByBrand }
  Text: { title: ByBrand; text: ByBrand }
  ImageAndText: { title: ByBrand; secondTitle: ByBrand; text: ByBrand }
  TextAndImageList: { title: ByBrand; items: readonly [ListItemDefaults, ListItemDefaults] }
  PeopleList: { title: ByBrand; items: readonly [PersonDefaults, PersonDefaults] }
  ImageGallery: { title: ByBrand; text: ByBrand }
  Video: { title: ByBrand }
  Location: { title: ByBrand; secondTitle: ByBrand; text: ByBrand }
  Countdown: { title: ByBrand }
  GiftRegistry: { title: ByBrand<NonEventBrand>; text: ByBrand<NonEventBrand> }
  Rsvp: {
    title: ByBrand
    text: ByBrand
    nameLabel: string
    comingLabel: string
    yes: string
    no: string
    confirmationTitle: string
    confirmationText: string
    /** Set on event sites only, where the view's guest wording ('OSA', 'Gäst 1') does not fit. */
    event: { selectNumberOfGuestsText: string; oneGuestRsvpButton: string; guestIndexTitle: string }
  }
  Form: {
    title: ByBrand<NonEventBrand>
    text: ByBrand<NonEventBrand>
    nameLabel: string
    speechLabel: string
    showFormButton: string
    sendButton: string
    confirmationTitle: string
    confirmationText: string
  }
}

export const MODULE_DEFAULT_TEXTS: Readonly<Record<InterfaceLanguage, ModuleDefaultTexts>> = {
  sv: {
    Header: {
      title: {
        wedding: 'Vi gifter oss!',
        party: 'Välkommen på fest!',
        event: 'Välkommen till vårt evenemang',
      },
      secondLine: '{date} kl. 15.00',
    },
    Text: {
      title: { wedding: 'Välkomna!', party: 'Välkomna!', event: 'Om evenemanget' },
      text: {
        wedding:
          '<p>Vi ska gifta oss och vill fira dagen tillsammans med er som betyder mest för oss. Här på sidan hittar ni allt om dagen: tider, plats, program och hur ni svarar på inbjudan.</p><p>Vi längtar efter att ses!</p>',
        party:
          '<p>Det är dags att fira, och vi vill göra det tillsammans med dig! Här på sidan hittar du allt om festen: när, var, vad som händer och hur du svarar på inbjudan.</p><p>Vi ses!</p>',
        event:
          '<p>Här hittar du allt om evenemanget: program, plats, talare och hur du anmäler dig.</p><p>Varmt välkommen!</p>',
      },
    },
    ImageAndText: {
      title: { wedding: 'Vår historia', party: 'Klädsel', event: 'Årets tema' },
      secondTitle: {
        wedding: 'Hur allt började',
        party: 'Fest, gärna med en färgklick',
        event: 'Vad vi pratar om',
      },
      text: {
        wedding:
          '<p>Vi träffades en sommarkväll för några år sedan och har hållit ihop sedan dess. Här berättar vi hur allt började, och hur frieriet till slut gick till.</p>',
        party:
          '<p>Klä dig så att du trivs och kan dansa hela kvällen. Det kan bli svalt framåt natten, så ta gärna med en tröja.</p>',
        event:
          '<p>Här berättar vi mer om evenemanget: vad det handlar om, vem det passar och vad du tar med dig hem.</p>',
      },
    },
    TextAndImageList: {
      title: { wedding: 'Dagens program', party: 'Festens program', event: 'Program' },
      items: [
        {
          title: {
            wedding: '15.00 Vigsel',
            party: '15.00 Välkomstdrink',
            event: '15.00 Registrering och kaffe',
          },
          text: {
            wedding:
              '<p>Vigseln börjar i kyrkan. Kom gärna en kvart innan, så hinner alla hitta en plats.</p>',
            party: '<p>Vi skålar och hälsar alla välkomna.</p>',
            event: '<p>Hämta din namnbricka i entrén.</p>',
          },
        },
        {
          title: {
            wedding: '18.00 Middag och fest',
            party: '18.00 Middag och dans',
            event: '15.30 Välkommen och första föredraget',
          },
          text: {
            wedding: '<p>Middag med tal och sång, och sedan dans.</p>',
            party: '<p>Middag med tal, och sedan dans till sent.</p>',
            event: '<p>Vi öppnar dagen i stora salen.</p>',
          },
        },
      ],
    },
    PeopleList: {
      title: { wedding: 'Toastmasters', party: 'Festfixarna', event: 'Talare' },
      items: [
        {
          name: 'Anna Holm',
          title: { wedding: 'Toastmaster', party: 'Toastmaster', event: 'Moderator' },
          text: {
            wedding:
              '<p>Vill du hålla tal eller hitta på något under middagen? Hör av dig, så planerar vi det tillsammans.</p>',
            party:
              '<p>Vill du hålla tal eller hitta på något under middagen? Hör av dig, så planerar vi det tillsammans.</p>',
            event: '<p>Leder dagen och ser till att alla frågor får plats.</p>',
          },
        },
        {
          name: 'Johan Berg',
          title: { wedding: 'Toastmaster', party: 'Festfixare', event: 'Huvudtalare' },
          text: {
            wedding: '<p>Håller koll på klockan under kvällen och svarar gärna på frågor om festen.</p>',
            party: '<p>Har koll på allt det praktiska. Hör av dig om du har frågor om festen.</p>',
            event: '<p>Inleder med dagens första föredrag.</p>',
          },
        },
      ],
    },
    ImageGallery: {
      title: 'Bilder',
      text: {
        wedding: '<p>Här lägger vi upp bilder från förberedelserna och, efter bröllopet, från dagen.</p>',
        party: '<p>Efter festen lägger vi upp bilder från den här.</p>',
        event: '<p>Efter evenemanget lägger vi upp bilder från det här.</p>',
      },
    },
    Video: {
      title: { wedding: 'En hälsning från oss', party: 'En hälsning från oss', event: 'Se filmen' },
    },
    Location: {
      title: { wedding: 'Vigsel och fest', party: 'Var och när', event: 'Plats' },
      secondTitle: 'Hitta hit',
      text: {
        wedding:
          '<p><strong>Vigseln</strong> börjar kl. 15.00. Kom gärna en kvart innan, så hinner alla hitta en plats.</p><p><strong>Middag och fest</strong> följer efter vigseln. Adressen och en karta hittar du här.</p>',
        party: '<p>Festen börjar kl. 15.00. Adressen och en karta hittar du här.</p>',
        event: '<p>Vi börjar kl. 15.00. Adressen och en karta hittar du här.</p>',
      },
    },
    Countdown: {
      title: { wedding: 'Snart är det dags', party: 'Tills festen börjar', event: 'Tills vi börjar' },
    },
    GiftRegistry: {
      title: { wedding: 'Önskelista', party: 'Presenttips' },
      text: {
        wedding:
          '<p>Det finaste ni kan ge oss är att komma. Vill ni ändå ge något har vi samlat några önskningar här. Reservera det du vill ge, så blir det inga dubbletter.</p>',
        party:
          '<p>Det bästa du kan ge är att komma! Vill du ändå ge något finns här några tips. Reservera det du vill ge, så blir det inga dubbletter.</p>',
      },
    },
    Rsvp: {
      title: { wedding: 'OSA', party: 'OSA', event: 'Anmälan' },
      text: {
        wedding:
          '<p>Vi hoppas att du vill fira med oss! Svara gärna så snart du kan. Du kan svara för hela sällskapet på en gång.</p>',
        party:
          '<p>Hoppas att du kan komma! Svara gärna så snart du kan. Du kan svara för hela sällskapet på en gång.</p>',
        event: '<p>Anmäl dig så snart du kan. Du kan anmäla flera deltagare på en gång.</p>',
      },
      nameLabel: 'Namn',
      comingLabel: 'Kommer du?',
      yes: 'Ja',
      no: 'Nej',
      // Spec 001 section 8, word for word.
      confirmationTitle: 'Tack!',
      confirmationText: 'Tack för att du OSA, vi har tagit emot dina uppgifter.',
      event: {
        selectNumberOfGuestsText: 'Hur många deltagare vill du anmäla?',
        oneGuestRsvpButton: 'Anmäl dig',
        guestIndexTitle: 'Deltagare {n}',
      },
    },
    Form: {
      title: 'Anmälan av tal',
      text: {
        wedding:
          '<p>Vill du hålla tal eller hitta på något under middagen? Anmäl det här, så hör toastmastrarna av sig.</p>',
        party:
          '<p>Vill du hålla tal eller hitta på något under festen? Anmäl det här, så hör toastmastern av sig.</p>',
      },
      nameLabel: 'Namn',
      speechLabel: 'Berätta kort om ditt tal',
      showFormButton: 'Anmäl tal',
      sendButton: 'Skicka anmälan',
      // Spec 001 section 8, word for word.
      confirmationTitle: 'Tack!',
      confirmationText: 'Tack för att du anmält dig att tala',
    },
  },

  en: {
    Header: {
      title: {
        wedding: 'We are getting married!',
        party: 'Join us for a party!',
        event: 'Welcome to our event',
      },
      secondLine: '{date} at 3 pm',
    },
    Text: {
      title: { wedding: 'Welcome!', party: 'Welcome!', event: 'About the event' },
      text: {
        wedding:
          '<p>We are getting married and want to celebrate the day with the people who mean the most to us. On this page you will find everything about the day: times, place, schedule and how to reply to the invitation.</p><p>We can’t wait to see you!</p>',
        party:
          '<p>It is time to celebrate, and we want to do it with you! On this page you will find everything about the party: when, where, what is happening and how to reply to the invitation.</p><p>See you there!</p>',
        event:
          '<p>Here you will find everything about the event: schedule, venue, speakers and how to sign up.</p><p>A warm welcome!</p>',
      },
    },
    ImageAndText: {
      title: { wedding: 'Our story', party: 'Dress code', event: 'This year’s theme' },
      secondTitle: {
        wedding: 'How it all began',
        party: 'Festive, with a splash of colour',
        event: 'What we will talk about',
      },
      text: {
        wedding:
          '<p>We met on a summer evening a few years ago and have been together ever since. Here we tell you how it all began, and how the proposal finally happened.</p>',
        party:
          '<p>Wear something you feel good in and can dance in all evening. It may get chilly later in the night, so bring a jumper.</p>',
        event:
          '<p>Here we tell you more about the event: what it is about, who it is for and what you will take home.</p>',
      },
    },
    TextAndImageList: {
      title: { wedding: 'The day', party: 'The party', event: 'Programme' },
      items: [
        {
          title: {
            wedding: '3 pm Ceremony',
            party: '3 pm Welcome drinks',
            event: '3 pm Registration and coffee',
          },
          text: {
            wedding:
              '<p>The ceremony begins at the church. Please arrive a quarter of an hour early so everyone finds a seat.</p>',
            party: '<p>We raise a glass and welcome everyone.</p>',
            event: '<p>Pick up your name badge at the entrance.</p>',
          },
        },
        {
          title: {
            wedding: '6 pm Dinner and party',
            party: '6 pm Dinner and dancing',
            event: '3.30 pm Welcome and first talk',
          },
          text: {
            wedding: '<p>Dinner with speeches and songs, then dancing.</p>',
            party: '<p>Dinner with speeches, then dancing until late.</p>',
            event: '<p>We open the day in the main hall.</p>',
          },
        },
      ],
    },
    PeopleList: {
      title: { wedding: 'Toastmasters', party: 'The party crew', event: 'Speakers' },
      items: [
        {
          name: 'Anna Holm',
          title: { wedding: 'Toastmaster', party: 'Toastmaster', event: 'Host' },
          text: {
            wedding:
              '<p>Would you like to give a speech or plan a surprise during dinner? Get in touch and we will plan it together.</p>',
            party:
              '<p>Would you like to give a speech or plan a surprise during dinner? Get in touch and we will plan it together.</p>',
            event: '<p>Leads the day and makes sure every question gets its turn.</p>',
          },
        },
        {
          name: 'Johan Berg',
          title: { wedding: 'Toastmaster', party: 'Party planner', event: 'Keynote speaker' },
          text: {
            wedding:
              '<p>Keeps an eye on the clock during the evening and is happy to answer questions about the party.</p>',
            party:
              '<p>Takes care of everything practical. Get in touch if you have questions about the party.</p>',
            event: '<p>Opens with the first talk of the day.</p>',
          },
        },
      ],
    },
    ImageGallery: {
      title: 'Photos',
      text: {
        wedding:
          '<p>Here we share photos from the preparations and, after the wedding, from the day itself.</p>',
        party: '<p>After the party we will share photos from it here.</p>',
        event: '<p>After the event we will share photos from it here.</p>',
      },
    },
    Video: {
      title: { wedding: 'A greeting from us', party: 'A greeting from us', event: 'Watch the video' },
    },
    Location: {
      title: { wedding: 'Ceremony and party', party: 'Where and when', event: 'Venue' },
      secondTitle: 'Getting there',
      text: {
        wedding:
          '<p><strong>The ceremony</strong> begins at 3 pm. Please arrive a quarter of an hour early so everyone finds a seat.</p><p><strong>Dinner and the party</strong> follow the ceremony. You will find the address and a map here.</p>',
        party: '<p>The party starts at 3 pm. You will find the address and a map here.</p>',
        event: '<p>We start at 3 pm. You will find the address and a map here.</p>',
      },
    },
    Countdown: {
      title: { wedding: 'Not long now', party: 'Until the party starts', event: 'Until we start' },
    },
    GiftRegistry: {
      title: { wedding: 'Gift registry', party: 'Gift ideas' },
      text: {
        wedding:
          '<p>The best gift is having you there. If you would still like to give something, here are a few wishes. Reserve what you want to give so there are no duplicates.</p>',
        party:
          '<p>The best gift is you being there! If you would still like to give something, here are a few ideas. Reserve what you want to give so there are no duplicates.</p>',
      },
    },
    Rsvp: {
      title: { wedding: 'RSVP', party: 'RSVP', event: 'Registration' },
      text: {
        wedding:
          '<p>We hope you will celebrate with us! Please reply as soon as you can. You can reply for your whole party at once.</p>',
        party:
          '<p>We hope you can come! Please reply as soon as you can. You can reply for your whole party at once.</p>',
        event: '<p>Please sign up as soon as you can. You can register several participants at once.</p>',
      },
      nameLabel: 'Name',
      comingLabel: 'Are you coming?',
      yes: 'Yes',
      no: 'No',
      confirmationTitle: 'Thank you!',
      confirmationText: 'Thank you for your RSVP, we have received your details.',
      event: {
        selectNumberOfGuestsText: 'How many participants do you want to register?',
        oneGuestRsvpButton: 'Sign up',
        guestIndexTitle: 'Participant {n}',
      },
    },
    Form: {
      title: 'Sign up to give a speech',
      text: {
        wedding:
          '<p>Would you like to give a speech or plan a surprise during dinner? Sign up here and the toastmasters will be in touch.</p>',
        party:
          '<p>Would you like to give a speech or plan a surprise during the party? Sign up here and the toastmaster will be in touch.</p>',
      },
      nameLabel: 'Name',
      speechLabel: 'Tell us briefly about your speech',
      showFormButton: 'Sign up for a speech',
      sendButton: 'Send sign-up',
      confirmationTitle: 'Thank you!',
      confirmationText: 'Thank you for signing up to give a speech',
    },
  },

  da: {
    Header: {
      title: {
        wedding: 'Vi skal giftes!',
        party: 'Velkommen til fest!',
        event: 'Velkommen til vores arrangement',
      },
      secondLine: '{date} kl. 15.00',
    },
    Text: {
      title: { wedding: 'Velkommen!', party: 'Velkommen!', event: 'Om arrangementet' },
      text: {
        wedding:
          '<p>Vi skal giftes og vil fejre dagen sammen med jer, der betyder mest for os. Her på siden finder I alt om dagen: tidspunkter, sted, program og hvordan I svarer på invitationen.</p><p>Vi glæder os til at se jer!</p>',
        party:
          '<p>Det er tid til at fejre, og det vil vi gøre sammen med dig! Her på siden finder du alt om festen: hvornår, hvor, hvad der sker, og hvordan du svarer på invitationen.</p><p>Vi ses!</p>',
        event:
          '<p>Her finder du alt om arrangementet: program, sted, talere og hvordan du tilmelder dig.</p><p>Hjertelig velkommen!</p>',
      },
    },
    ImageAndText: {
      title: { wedding: 'Vores historie', party: 'Påklædning', event: 'Årets tema' },
      secondTitle: {
        wedding: 'Sådan begyndte det',
        party: 'Festligt, gerne med et farvestænk',
        event: 'Hvad vi skal tale om',
      },
      text: {
        wedding:
          '<p>Vi mødte hinanden en sommeraften for nogle år siden og har været sammen lige siden. Her fortæller vi, hvordan det hele begyndte, og hvordan frieriet til sidst gik for sig.</p>',
        party:
          '<p>Tag noget tøj på, du har det godt i og kan danse i hele aftenen. Det kan blive køligt hen ad natten, så tag gerne en trøje med.</p>',
        event:
          '<p>Her fortæller vi mere om arrangementet: hvad det handler om, hvem det er for, og hvad du får med hjem.</p>',
      },
    },
    TextAndImageList: {
      title: { wedding: 'Dagens program', party: 'Festens program', event: 'Program' },
      items: [
        {
          title: {
            wedding: '15.00 Vielse',
            party: '15.00 Velkomstdrink',
            event: '15.00 Registrering og kaffe',
          },
          text: {
            wedding:
              '<p>Vielsen begynder i kirken. Kom gerne et kvarter før, så alle kan finde en plads.</p>',
            party: '<p>Vi skåler og byder alle velkommen.</p>',
            event: '<p>Hent dit navneskilt ved indgangen.</p>',
          },
        },
        {
          title: {
            wedding: '18.00 Middag og fest',
            party: '18.00 Middag og dans',
            event: '15.30 Velkomst og første oplæg',
          },
          text: {
            wedding: '<p>Middag med taler og sange og derefter dans.</p>',
            party: '<p>Middag med taler og derefter dans til sent.</p>',
            event: '<p>Vi åbner dagen i den store sal.</p>',
          },
        },
      ],
    },
    PeopleList: {
      title: { wedding: 'Toastmastere', party: 'Festudvalget', event: 'Talere' },
      items: [
        {
          name: 'Anna Holm',
          title: { wedding: 'Toastmaster', party: 'Toastmaster', event: 'Moderator' },
          text: {
            wedding:
              '<p>Vil du holde tale eller finde på noget under middagen? Kontakt mig, så planlægger vi det sammen.</p>',
            party:
              '<p>Vil du holde tale eller finde på noget under middagen? Kontakt mig, så planlægger vi det sammen.</p>',
            event: '<p>Leder dagen og sørger for, at alle spørgsmål bliver stillet.</p>',
          },
        },
        {
          name: 'Johan Berg',
          title: { wedding: 'Toastmaster', party: 'Festarrangør', event: 'Hovedtaler' },
          text: {
            wedding: '<p>Holder øje med tiden i løbet af aftenen og svarer gerne på spørgsmål om festen.</p>',
            party: '<p>Styrer alt det praktiske. Kontakt mig, hvis du har spørgsmål om festen.</p>',
            event: '<p>Indleder med dagens første oplæg.</p>',
          },
        },
      ],
    },
    ImageGallery: {
      title: 'Billeder',
      text: {
        wedding: '<p>Her deler vi billeder fra forberedelserne og, efter brylluppet, fra selve dagen.</p>',
        party: '<p>Efter festen deler vi billeder fra den her.</p>',
        event: '<p>Efter arrangementet deler vi billeder fra det her.</p>',
      },
    },
    Video: {
      title: { wedding: 'En hilsen fra os', party: 'En hilsen fra os', event: 'Se filmen' },
    },
    Location: {
      title: { wedding: 'Vielse og fest', party: 'Hvor og hvornår', event: 'Sted' },
      secondTitle: 'Find vej',
      text: {
        wedding:
          '<p><strong>Vielsen</strong> begynder kl. 15.00. Kom gerne et kvarter før, så alle kan finde en plads.</p><p><strong>Middag og fest</strong> følger efter vielsen. Adressen og et kort finder du her.</p>',
        party: '<p>Festen begynder kl. 15.00. Adressen og et kort finder du her.</p>',
        event: '<p>Vi begynder kl. 15.00. Adressen og et kort finder du her.</p>',
      },
    },
    Countdown: {
      title: { wedding: 'Snart er dagen her', party: 'Til festen begynder', event: 'Til vi går i gang' },
    },
    GiftRegistry: {
      title: { wedding: 'Ønskeliste', party: 'Gaveidéer' },
      text: {
        wedding:
          '<p>Den bedste gave er, at I kommer. Vil I alligevel give noget, har vi samlet nogle ønsker her. Reservér det, du vil give, så der ikke kommer dubletter.</p>',
        party:
          '<p>Den bedste gave er, at du kommer! Vil du alligevel give noget, er her nogle idéer. Reservér det, du vil give, så der ikke kommer dubletter.</p>',
      },
    },
    Rsvp: {
      title: { wedding: 'OSA', party: 'OSA', event: 'Tilmelding' },
      text: {
        wedding:
          '<p>Vi håber, at du vil fejre dagen med os! Svar gerne så hurtigt som muligt. Du kan svare for hele selskabet på én gang.</p>',
        party:
          '<p>Vi håber, du kan komme! Svar gerne så hurtigt som muligt. Du kan svare for hele selskabet på én gang.</p>',
        event: '<p>Tilmeld dig så hurtigt som muligt. Du kan tilmelde flere deltagere på én gang.</p>',
      },
      nameLabel: 'Navn',
      comingLabel: 'Kommer du?',
      yes: 'Ja',
      no: 'Nej',
      confirmationTitle: 'Tak!',
      confirmationText: 'Tak fordi du svarede, vi har modtaget dine oplysninger.',
      event: {
        selectNumberOfGuestsText: 'Hvor mange deltagere vil du tilmelde?',
        oneGuestRsvpButton: 'Tilmeld dig',
        guestIndexTitle: 'Deltager {n}',
      },
    },
    Form: {
      title: 'Tilmelding til tale',
      text: {
        wedding:
          '<p>Vil du holde tale eller finde på noget under middagen? Tilmeld det her, så kontakter toastmasterne dig.</p>',
        party:
          '<p>Vil du holde tale eller finde på noget under festen? Tilmeld det her, så kontakter toastmasteren dig.</p>',
      },
      nameLabel: 'Navn',
      speechLabel: 'Fortæl kort om din tale',
      showFormButton: 'Tilmeld tale',
      sendButton: 'Send tilmelding',
      confirmationTitle: 'Tak!',
      confirmationText: 'Tak fordi du har tilmeldt dig at holde tale',
    },
  },
}

/** The wording for a brand. */
export function forBrand<B extends Brand>(wording: ByBrand<B>, brand: B): string {
  return typeof wording === 'string' ? wording : wording[brand]
}
