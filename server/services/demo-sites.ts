import type { z } from 'zod'
import { allBrandInfos, type BrandInfo } from '#domain/brands.ts'
import type { siteModuleSchema } from '#domain/modules/registry.ts'
import type { Image } from '#domain/site/image.ts'
import type { Text } from '#domain/site/lookup-text.ts'
import { siteContentSchema } from '#domain/site/schema.ts'
// Made by scripts/make-demo-images.mjs, which also writes the images it describes.
import demoMedia from '../demo/media/index.json' with { type: 'json' }
import type { SitesService } from './sites.service.ts'

/**
 * The demo site of each brand (demo.{main domain}): a showcase of every module type with content
 * that reads like a real event, in the brand's languages. Wedding se: sv + en; wedding dk: da + en;
 * party and event: sv. The event demo has no gift registry and no speech sign-up (spec 001 section 1).
 */

type ModuleInput = z.input<typeof siteModuleSchema>
type DemoImageName = keyof typeof demoMedia

const MEDIA: Record<DemoImageName, Image> = demoMedia

function image(name: DemoImageName): Image {
  const found = MEDIA[name]
  // The index and the code change together; a missing image is a build mistake, not a quiet blank.
  if (!found) throw new Error(`Demo image ${name} is missing: run node scripts/make-demo-images.mjs`)
  return found
}

const YOUTUBE_DEMO = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ'

/** An RSVP form: name, a yes/no question and a question shown only to those who answer yes. */
function rsvpForm(q: {
  name: Text
  coming: Text
  yes: Text
  no: Text
  extra: Text
  extraRequired?: boolean
}) {
  return {
    formElements: [
      {
        id: 'rsvp-name',
        formElementType: 'ShortText' as const,
        label: q.name,
        required: true,
        showConditions: [],
      },
      {
        id: 'rsvp-coming',
        formElementType: 'SingleSelect' as const,
        label: q.coming,
        required: true,
        options: [
          { id: 'rsvp-coming-yes', text: q.yes },
          { id: 'rsvp-coming-no', text: q.no },
        ],
        showConditions: [],
      },
      {
        id: 'rsvp-extra',
        formElementType: 'ShortText' as const,
        label: q.extra,
        required: q.extraRequired ?? false,
        showConditions: [
          { type: 'SHOW' as const, formElementId: 'rsvp-coming', formElementOptionIds: ['rsvp-coming-yes'] },
        ],
      },
    ],
  }
}

/** A form of short texts, the first required. */
function shortTextForm(prefix: string, labels: Text[]) {
  return {
    formElements: labels.map((label, i) => ({
      id: `${prefix}-${i + 1}`,
      formElementType: 'ShortText' as const,
      label,
      required: i === 0,
      showConditions: [],
    })),
  }
}

// -----------------------------------------------------------------------------------------------
// Wedding, Sweden (sv + en)

function weddingSe(): ModuleInput[] {
  return [
    {
      id: 'demo-header',
      siteModuleType: 'Header',
      hideInMenu: true,
      title: { sv: 'Anna & Erik', en: 'Anna & Erik' },
      secondLine: {
        sv: 'Lördag 12 juni 2027 · Ulriksdal, Solna',
        en: 'Saturday 12 June 2027 · Ulriksdal, Solna',
      },
      image: { image: image('meadow'), userSelectedImageSize: 'LARGE' },
    },
    {
      id: 'demo-welcome',
      siteModuleType: 'Text',
      menuTitle: { sv: 'Välkomna', en: 'Welcome' },
      title: { sv: 'Välkomna!', en: 'Welcome!' },
      text: {
        sv: '<p>Vi ska gifta oss och vill fira dagen med er som betyder mest för oss. Här hittar ni allt om dagen: tider, plats, program och hur ni svarar på inbjudan.</p><p>Svara gärna senast <strong>1 maj</strong>. Vi längtar efter att ses!</p><p>Kram,<br>Anna och Erik</p>',
        en: '<p>We are getting married and want to celebrate the day with the people who mean the most to us. Here you will find everything about the day: times, place, schedule and how to reply to the invitation.</p><p>Please reply by <strong>1 May</strong>. We can’t wait to see you!</p><p>Love,<br>Anna and Erik</p>',
      },
    },
    {
      id: 'demo-countdown',
      siteModuleType: 'Countdown',
      hideInMenu: true,
      title: { sv: 'Snart är det dags', en: 'Not long now' },
      countdownDate: '2027-06-12T15:00',
    },
    {
      id: 'demo-location',
      siteModuleType: 'Location',
      menuTitle: { sv: 'Plats', en: 'Venue' },
      title: { sv: 'Vigsel och fest', en: 'Ceremony and party' },
      image: image('church'),
      secondTitle: { sv: 'Ulriksdals slottskapell, Solna', en: 'Ulriksdal Palace Chapel, Solna' },
      text: {
        sv: '<p><strong>Vigseln</strong> börjar kl. 15.00 i slottskapellet. Kom gärna en kvart innan, så hinner alla hitta en plats.</p><p><strong>Middag och fest</strong> blir i Orangeriet, fem minuters promenad genom slottsparken.</p><p>Pendeltåget från Stockholm C till Ulriksdal tar tio minuter. Det finns parkering vid värdshuset.</p>',
        en: '<p><strong>The ceremony</strong> begins at 3 pm in the palace chapel. Please arrive a quarter of an hour early so everyone finds a seat.</p><p><strong>Dinner and the party</strong> are in the Orangery, a five-minute walk through the palace park.</p><p>The commuter train from Stockholm Central to Ulriksdal takes ten minutes. There is parking by the inn.</p>',
      },
      map: {
        location: 'Ulriksdals slottskapell, Solna',
        mapTheme: 'NORMAL',
        markerColor: '#ea4335',
        zoom: 14,
        map: image('map'),
      },
    },
    {
      id: 'demo-story',
      siteModuleType: 'ImageAndText',
      menuTitle: { sv: 'Vi två', en: 'Our story' },
      title: { sv: 'Vår historia', en: 'Our story' },
      image: image('lake'),
      secondTitle: { sv: 'Det började på en brygga', en: 'It started on a jetty' },
      text: {
        sv: '<p>Sommaren 2019 hyrde två kompisgäng samma stuga i Roslagen, av misstag. Erik lagade middag åt alla, Anna vann varenda runda kubb. Vi satt kvar på bryggan tills solen gick upp.</p><p>Sju år, två flyttar och en katt senare friade Erik på samma brygga. Anna sa ja innan han hunnit resa sig.</p>',
        en: '<p>In the summer of 2019 two groups of friends rented the same cottage in Roslagen by mistake. Erik cooked dinner for everyone, Anna won every game of kubb. We sat on the jetty until the sun came up.</p><p>Seven years, two moves and a cat later, Erik proposed on the same jetty. Anna said yes before he could get up.</p>',
      },
    },
    {
      id: 'demo-people',
      siteModuleType: 'PeopleList',
      menuTitle: { sv: 'Toastmasters', en: 'Toastmasters' },
      title: { sv: 'Toastmasters och tärnor', en: 'Toastmasters and bridal party' },
      list: [
        {
          id: 'person-1',
          image: image('portrait-1'),
          name: { sv: 'Sara Lind', en: 'Sara Lind' },
          title: { sv: 'Toastmaster', en: 'Toastmaster' },
          text: {
            sv: '<p>Annas syster. Vill du hålla tal eller hitta på något under middagen? Anmäl det nedan, så hör Sara av sig.</p>',
            en: '<p>Anna’s sister. Would you like to give a speech or plan a surprise at dinner? Sign up below and Sara will be in touch.</p>',
          },
        },
        {
          id: 'person-2',
          image: image('portrait-2'),
          name: { sv: 'Johan Berg', en: 'Johan Berg' },
          title: { sv: 'Toastmaster', en: 'Toastmaster' },
          text: {
            sv: '<p>Eriks bästa vän sedan gymnasiet. Håller koll på klockan och ser till att alla får äta varmt.</p>',
            en: '<p>Erik’s best friend since school. Keeps an eye on the clock and makes sure the food is eaten warm.</p>',
          },
        },
        {
          id: 'person-3',
          image: image('portrait-3'),
          name: { sv: 'Amira Hassan', en: 'Amira Hassan' },
          title: { sv: 'Tärna', en: 'Maid of honour' },
          text: {
            sv: '<p>Annas bästa vän. Fråga henne om allt som gäller brudens överraskningar.</p>',
            en: '<p>Anna’s best friend. Ask her about anything to do with surprises for the bride.</p>',
          },
        },
        {
          id: 'person-4',
          image: image('portrait-4'),
          name: { sv: 'Oskar Nyström', en: 'Oskar Nyström' },
          title: { sv: 'Best man', en: 'Best man' },
          text: {
            sv: '<p>Eriks bror. Ansvarar för ringarna och för att brudgummen kommer i tid.</p>',
            en: '<p>Erik’s brother. In charge of the rings and of getting the groom there on time.</p>',
          },
        },
      ],
    },
    {
      id: 'demo-schedule',
      siteModuleType: 'TextAndImageList',
      menuTitle: { sv: 'Program', en: 'Schedule' },
      title: { sv: 'Dagens program', en: 'The day' },
      list: [
        {
          id: 'schedule-1',
          image: image('church'),
          title: { sv: '15.00 Vigsel', en: '3 pm Ceremony' },
          text: {
            sv: '<p>I Ulriksdals slottskapell. Vigseln tar ungefär en halvtimme.</p>',
            en: '<p>In Ulriksdal Palace Chapel. The ceremony takes about half an hour.</p>',
          },
        },
        {
          id: 'schedule-2',
          image: image('flowers'),
          title: { sv: '16.00 Mingel i parken', en: '4 pm Drinks in the park' },
          text: {
            sv: '<p>Bubbel, snittar och gruppfoto i slottsparken.</p>',
            en: '<p>Bubbles, canapés and a group photo in the palace park.</p>',
          },
        },
        {
          id: 'schedule-3',
          image: image('table'),
          title: { sv: '18.00 Middag', en: '6 pm Dinner' },
          text: {
            sv: '<p>Trerättersmiddag i Orangeriet med tal och sång. Berätta om allergier när du svarar.</p>',
            en: '<p>Three-course dinner in the Orangery with speeches and songs. Tell us about allergies when you reply.</p>',
          },
        },
        {
          id: 'schedule-4',
          image: image('cake'),
          title: { sv: '21.30 Tårta och kaffe', en: '9.30 pm Cake and coffee' },
          text: { sv: '<p>Vi skär tårtan tillsammans.</p>', en: '<p>We cut the cake together.</p>' },
        },
        {
          id: 'schedule-5',
          image: image('dance'),
          title: { sv: '22.00 Dans', en: '10 pm Dancing' },
          text: {
            sv: '<p>Brudvals och sedan dans till klockan två. Sista bussen mot Stockholm går 02.15.</p>',
            en: '<p>First dance, then dancing until 2 am. The last bus to Stockholm leaves at 2.15 am.</p>',
          },
        },
      ],
    },
    {
      id: 'demo-video',
      siteModuleType: 'Video',
      menuTitle: { sv: 'Film', en: 'Video' },
      title: { sv: 'En hälsning från oss', en: 'A greeting from us' },
      video: { contentDataType: 'Video', type: 'YouTube', videoUrl: YOUTUBE_DEMO, autoStart: false },
    },
    {
      id: 'demo-gallery',
      siteModuleType: 'ImageGallery',
      menuTitle: { sv: 'Bilder', en: 'Photos' },
      title: { sv: 'Bilder', en: 'Photos' },
      text: {
        sv: '<p>Några favoriter från förberedelserna. Efter bröllopet lägger vi upp bilder från dagen här.</p>',
        en: '<p>A few favourites from the preparations. After the wedding we will put photos from the day here.</p>',
      },
      gallery: (['lake', 'church', 'flowers', 'table', 'cake', 'manor'] as const).map((name, i) => ({
        id: `photo-${i + 1}`,
        image: image(name),
      })),
    },
    {
      id: 'demo-gifts',
      siteModuleType: 'GiftRegistry',
      menuTitle: { sv: 'Önskelista', en: 'Gifts' },
      title: { sv: 'Önskelista', en: 'Gift registry' },
      text: {
        sv: '<p>Det finaste ni kan ge oss är att komma. Vill ni ändå ge något har vi samlat några önskningar här. Reservera det du vill ge, så blir det inga dubbletter.</p>',
        en: '<p>The best gift is having you there. If you would still like to give something, here are a few wishes. Reserve what you want to give so there are no duplicates.</p>',
      },
      showGiftRegistryButton: { sv: 'Visa önskelistan', en: 'Show the gift registry' },
      reserveButton: { sv: 'Reservera', en: 'Reserve' },
      cancelReservationButton: { sv: 'Avboka', en: 'Cancel reservation' },
      giftRegistry: [
        {
          id: 'giftRegistryItem-vase',
          image: image('gift-vase'),
          title: { sv: 'Handdrejad vas', en: 'Hand-thrown vase' },
          description: {
            sv: 'Stor vas i terrakotta från en keramiker i Gustavsberg.',
            en: 'A large terracotta vase from a potter in Gustavsberg.',
          },
          link: 'https://www.example.com/keramik/vas',
          reservable: true,
          quantity: 1,
        },
        {
          id: 'giftRegistryItem-plates',
          image: image('gift-plates'),
          title: { sv: 'Middagstallrikar, 6 st', en: 'Dinner plates, set of 6' },
          description: {
            sv: 'Vita tallrikar med blå kant. Vi önskar oss tre sexpack.',
            en: 'White plates with a blue rim. We would love three sets.',
          },
          link: 'https://www.example.com/porslin/tallrikar',
          reservable: true,
          quantity: 3,
        },
        {
          id: 'giftRegistryItem-coffee',
          image: image('gift-coffee'),
          title: { sv: 'Kaffekoppar med fat, 2 st', en: 'Coffee cups and saucers, pair' },
          description: { sv: 'Till söndagsfrukostarna.', en: 'For Sunday breakfasts.' },
          link: 'https://www.example.com/porslin/kaffekoppar',
          reservable: true,
          quantity: 3,
        },
        {
          id: 'giftRegistryItem-linen',
          image: image('gift-linen'),
          title: { sv: 'Handdukar i linne', en: 'Linen towels' },
          description: { sv: 'Ett set i valfri färg.', en: 'One set, any colour.' },
          link: 'https://www.example.com/textil/handdukar',
          reservable: true,
          quantity: 1,
        },
        {
          id: 'giftRegistryItem-travel',
          image: image('gift-travel'),
          title: { sv: 'Bidrag till bröllopsresan', en: 'Towards our honeymoon' },
          description: {
            sv: 'Vi drömmer om att tågluffa genom Italien. Hur du bidrar står på inbjudan, eller fråga toastmastrarna.',
            en: 'We dream of travelling through Italy by train. The invitation says how to contribute, or ask the toastmasters.',
          },
          reservable: false,
          quantity: 1,
        },
      ],
    },
    {
      id: 'demo-rsvp',
      siteModuleType: 'Rsvp',
      menuTitle: { sv: 'OSA', en: 'RSVP' },
      title: { sv: 'OSA', en: 'RSVP' },
      text: {
        sv: '<p>Svara senast 1 maj 2027. Ni kan svara för hela sällskapet på en gång.</p>',
        en: '<p>Please reply by 1 May 2027. You can reply for your whole party at once.</p>',
      },
      selectNumberOfGuestsText: { sv: 'Hur många svarar du för?', en: 'How many are you replying for?' },
      oneGuestRsvpButton: { sv: 'Svara', en: 'Reply' },
      sendButton: { sv: 'Skicka svar', en: 'Send reply' },
      guestIndexTitle: { sv: 'Gäst', en: 'Guest' },
      maxNumberOfGuests: 5,
      form: rsvpForm({
        name: { sv: 'Namn', en: 'Name' },
        coming: { sv: 'Kommer du?', en: 'Are you coming?' },
        yes: { sv: 'Ja', en: 'Yes' },
        no: { sv: 'Nej', en: 'No' },
        extra: { sv: 'Allergier', en: 'Allergies' },
      }),
      confirmationTitle: { sv: 'Tack!', en: 'Thank you!' },
      confirmationText: {
        sv: 'Tack för att du OSA, vi har tagit emot dina uppgifter.',
        en: 'Thank you for your reply, we have received it.',
      },
    },
    {
      id: 'demo-speech',
      siteModuleType: 'Form',
      menuTitle: { sv: 'Tal', en: 'Speeches' },
      title: { sv: 'Anmäl tal', en: 'Sign up for a speech' },
      text: {
        sv: '<p>Vill du hålla tal, sjunga eller hitta på något under middagen? Anmäl det här senast 15 maj, så planerar toastmastrarna kvällen.</p>',
        en: '<p>Would you like to give a speech, sing or plan something during dinner? Sign up here by 15 May and the toastmasters will plan the evening.</p>',
      },
      showFormButton: { sv: 'Anmäl tal', en: 'Sign up' },
      sendButton: { sv: 'Skicka', en: 'Send' },
      form: shortTextForm('speech', [
        { sv: 'Ditt namn', en: 'Your name' },
        {
          sv: 'Vad vill du göra, och hur lång tid tar det?',
          en: 'What would you like to do, and how long will it take?',
        },
      ]),
      confirmationTitle: { sv: 'Tack!', en: 'Thank you!' },
      confirmationText: {
        sv: 'Tack för att du anmält dig att tala',
        en: 'Thank you for signing up to give a speech',
      },
    },
  ]
}

// -----------------------------------------------------------------------------------------------
// Wedding, Denmark (da + en)

function weddingDk(): ModuleInput[] {
  return [
    {
      id: 'demo-header',
      siteModuleType: 'Header',
      hideInMenu: true,
      title: { da: 'Sofie & Mads', en: 'Sofie & Mads' },
      secondLine: {
        da: 'Lørdag den 19. juni 2027 · Kokkedal Slot',
        en: 'Saturday 19 June 2027 · Kokkedal Castle',
      },
      image: { image: image('manor'), userSelectedImageSize: 'LARGE' },
    },
    {
      id: 'demo-welcome',
      siteModuleType: 'Text',
      menuTitle: { da: 'Velkommen', en: 'Welcome' },
      title: { da: 'Velkommen!', en: 'Welcome!' },
      text: {
        da: '<p>Vi skal giftes og vil fejre dagen med dem, der betyder mest for os. Her finder I alt om dagen: tider, sted, program og hvordan I svarer på invitationen.</p><p>Svar gerne senest <strong>1. maj</strong>. Vi glæder os til at se jer!</p><p>Kærlig hilsen<br>Sofie og Mads</p>',
        en: '<p>We are getting married and want to celebrate with the people who mean the most to us. Here you will find everything about the day: times, place, schedule and how to reply.</p><p>Please reply by <strong>1 May</strong>. We look forward to seeing you!</p><p>Love,<br>Sofie and Mads</p>',
      },
    },
    {
      id: 'demo-countdown',
      siteModuleType: 'Countdown',
      hideInMenu: true,
      title: { da: 'Snart er det tid', en: 'Not long now' },
      countdownDate: '2027-06-19T14:00',
    },
    {
      id: 'demo-location',
      siteModuleType: 'Location',
      menuTitle: { da: 'Sted', en: 'Venue' },
      title: { da: 'Vielse og fest', en: 'Ceremony and party' },
      image: image('church'),
      secondTitle: { da: 'Hørsholm Kirke', en: 'Hørsholm Church' },
      text: {
        da: '<p><strong>Vielsen</strong> begynder kl. 14.00 i Hørsholm Kirke. Kom gerne et kvarter før.</p><p>Bagefter kører vi samlet til <strong>Kokkedal Slot</strong>, hvor der er reception, middag og fest. Der er gratis parkering ved slottet.</p>',
        en: '<p><strong>The ceremony</strong> begins at 2 pm in Hørsholm Church. Please arrive a quarter of an hour early.</p><p>Afterwards we go together to <strong>Kokkedal Castle</strong> for the reception, dinner and party. Parking at the castle is free.</p>',
      },
      map: { location: 'Hørsholm Kirke, Hørsholm', mapTheme: 'NORMAL', zoom: 14, map: image('map') },
    },
    {
      id: 'demo-story',
      siteModuleType: 'ImageAndText',
      menuTitle: { da: 'Os to', en: 'Our story' },
      title: { da: 'Vores historie', en: 'Our story' },
      image: image('flowers'),
      secondTitle: { da: 'Det startede med en punktering', en: 'It started with a flat tyre' },
      text: {
        da: '<p>Sofie punkterede på Strandvejen i 2018, og Mads var den eneste, der stoppede. Han havde lappegrej, men ingen pumpe. Vi gik sammen til Klampenborg og har gået sammen siden.</p>',
        en: '<p>Sofie had a flat tyre on Strandvejen in 2018, and Mads was the only one who stopped. He had a patch kit but no pump. We walked to Klampenborg together and have walked together ever since.</p>',
      },
    },
    {
      id: 'demo-people',
      siteModuleType: 'PeopleList',
      menuTitle: { da: 'Toastmastere', en: 'Toastmasters' },
      title: { da: 'Toastmastere og forlovere', en: 'Toastmasters and witnesses' },
      list: [
        {
          id: 'person-1',
          image: image('portrait-6'),
          name: { da: 'Ida Holm', en: 'Ida Holm' },
          title: { da: 'Toastmaster', en: 'Toastmaster' },
          text: {
            da: '<p>Sofies kusine. Vil du holde tale eller synge en sang? Meld det nedenfor.</p>',
            en: '<p>Sofie’s cousin. Would you like to give a speech or sing a song? Sign up below.</p>',
          },
        },
        {
          id: 'person-2',
          image: image('portrait-2'),
          name: { da: 'Frederik Lund', en: 'Frederik Lund' },
          title: { da: 'Toastmaster', en: 'Toastmaster' },
          text: {
            da: '<p>Mads’ ven fra studietiden. Holder styr på tiden og sangbladene.</p>',
            en: '<p>Mads’s friend from university. Keeps track of the time and the song sheets.</p>',
          },
        },
        {
          id: 'person-3',
          image: image('portrait-5'),
          name: { da: 'Nanna Juul', en: 'Nanna Juul' },
          title: { da: 'Forlover', en: 'Witness' },
          text: { da: '<p>Sofies bedste veninde.</p>', en: '<p>Sofie’s best friend.</p>' },
        },
        {
          id: 'person-4',
          image: image('portrait-4'),
          name: { da: 'Rasmus Kjær', en: 'Rasmus Kjær' },
          title: { da: 'Forlover', en: 'Witness' },
          text: { da: '<p>Mads’ lillebror.</p>', en: '<p>Mads’s younger brother.</p>' },
        },
      ],
    },
    {
      id: 'demo-schedule',
      siteModuleType: 'TextAndImageList',
      menuTitle: { da: 'Program', en: 'Schedule' },
      title: { da: 'Dagens program', en: 'The day' },
      list: [
        {
          id: 'schedule-1',
          image: image('church'),
          title: { da: '14.00 Vielse', en: '2 pm Ceremony' },
          text: { da: '<p>I Hørsholm Kirke.</p>', en: '<p>In Hørsholm Church.</p>' },
        },
        {
          id: 'schedule-2',
          image: image('flowers'),
          title: { da: '15.30 Reception', en: '3.30 pm Reception' },
          text: {
            da: '<p>Bobler og kransekage i slotsparken.</p>',
            en: '<p>Bubbles and almond cake in the castle park.</p>',
          },
        },
        {
          id: 'schedule-3',
          image: image('table'),
          title: { da: '18.00 Middag', en: '6 pm Dinner' },
          text: {
            da: '<p>Middag med taler og sange i riddersalen.</p>',
            en: '<p>Dinner with speeches and songs in the great hall.</p>',
          },
        },
        {
          id: 'schedule-4',
          image: image('dance'),
          title: { da: '22.00 Brudevals og fest', en: '10 pm First dance and party' },
          text: { da: '<p>Natmad ved midnat.</p>', en: '<p>A midnight snack at twelve.</p>' },
        },
      ],
    },
    {
      id: 'demo-video',
      siteModuleType: 'Video',
      menuTitle: { da: 'Video', en: 'Video' },
      title: { da: 'En hilsen fra os', en: 'A greeting from us' },
      video: { videoUrl: YOUTUBE_DEMO },
    },
    {
      id: 'demo-gallery',
      siteModuleType: 'ImageGallery',
      menuTitle: { da: 'Billeder', en: 'Photos' },
      title: { da: 'Billeder', en: 'Photos' },
      text: {
        da: '<p>Efter brylluppet lægger vi billeder fra dagen her.</p>',
        en: '<p>After the wedding we will put photos from the day here.</p>',
      },
      gallery: (['meadow', 'lake', 'table', 'cake', 'dance', 'flowers'] as const).map((name, i) => ({
        id: `photo-${i + 1}`,
        image: image(name),
      })),
    },
    {
      id: 'demo-gifts',
      siteModuleType: 'GiftRegistry',
      menuTitle: { da: 'Ønskeliste', en: 'Gifts' },
      title: { da: 'Ønskeliste', en: 'Gift registry' },
      text: {
        da: '<p>Den bedste gave er, at I kommer. Vil I alligevel give noget, har vi samlet nogle ønsker her. Reservér det, du vil give, så undgår vi dobbelte gaver.</p>',
        en: '<p>The best gift is having you there. If you would still like to give something, here are a few wishes. Reserve what you want to give so there are no duplicates.</p>',
      },
      showGiftRegistryButton: { da: 'Vis ønskelisten', en: 'Show the gift registry' },
      reserveButton: { da: 'Reservér', en: 'Reserve' },
      cancelReservationButton: { da: 'Annullér reservation', en: 'Cancel reservation' },
      giftRegistry: [
        {
          id: 'giftRegistryItem-plates',
          image: image('gift-plates'),
          title: { da: 'Middagstallerkener, 6 stk.', en: 'Dinner plates, set of 6' },
          description: {
            da: 'Hvide tallerkener med blå kant. Vi ønsker os tre sæt.',
            en: 'White plates with a blue rim. We would love three sets.',
          },
          link: 'https://www.example.com/porcelaen/tallerkener',
          quantity: 3,
        },
        {
          id: 'giftRegistryItem-vase',
          image: image('gift-vase'),
          title: { da: 'Håndlavet vase', en: 'Handmade vase' },
          description: { da: 'Stor vase i terrakotta.', en: 'A large terracotta vase.' },
          link: 'https://www.example.com/keramik/vase',
          quantity: 1,
        },
        {
          id: 'giftRegistryItem-coffee',
          image: image('gift-coffee'),
          title: { da: 'Kaffekopper med underkop, 2 stk.', en: 'Coffee cups and saucers, pair' },
          description: { da: 'Til søndagsmorgenerne.', en: 'For Sunday mornings.' },
          link: 'https://www.example.com/porcelaen/kaffekopper',
          quantity: 3,
        },
        {
          id: 'giftRegistryItem-linen',
          image: image('gift-linen'),
          title: { da: 'Hørhåndklæder', en: 'Linen towels' },
          description: { da: 'Et sæt i valgfri farve.', en: 'One set, any colour.' },
          link: 'https://www.example.com/tekstil/haandklaeder',
          quantity: 1,
        },
        {
          id: 'giftRegistryItem-travel',
          image: image('gift-travel'),
          title: { da: 'Bidrag til bryllupsrejsen', en: 'Towards our honeymoon' },
          description: {
            da: 'Vi drømmer om en tur til Lofoten. Spørg toastmasterne, hvordan du kan bidrage.',
            en: 'We dream of a trip to Lofoten. Ask the toastmasters how to contribute.',
          },
          reservable: false,
          quantity: 1,
        },
      ],
    },
    {
      id: 'demo-rsvp',
      siteModuleType: 'Rsvp',
      menuTitle: { da: 'Tilmelding', en: 'RSVP' },
      title: { da: 'Tilmelding', en: 'RSVP' },
      text: {
        da: '<p>Svar senest 1. maj 2027. I kan svare for hele selskabet på én gang.</p>',
        en: '<p>Please reply by 1 May 2027. You can reply for your whole party at once.</p>',
      },
      selectNumberOfGuestsText: { da: 'Hvor mange svarer du for?', en: 'How many are you replying for?' },
      oneGuestRsvpButton: { da: 'Svar', en: 'Reply' },
      sendButton: { da: 'Send svar', en: 'Send reply' },
      guestIndexTitle: { da: 'Gæst', en: 'Guest' },
      maxNumberOfGuests: 5,
      form: rsvpForm({
        name: { da: 'Navn', en: 'Name' },
        coming: { da: 'Kommer du?', en: 'Are you coming?' },
        yes: { da: 'Ja', en: 'Yes' },
        no: { da: 'Nej', en: 'No' },
        extra: { da: 'Allergier', en: 'Allergies' },
      }),
      confirmationTitle: { da: 'Tak!', en: 'Thank you!' },
      confirmationText: {
        da: 'Tak for dit svar, vi har modtaget dine oplysninger.',
        en: 'Thank you for your reply, we have received it.',
      },
    },
    {
      id: 'demo-speech',
      siteModuleType: 'Form',
      menuTitle: { da: 'Taler', en: 'Speeches' },
      title: { da: 'Meld en tale', en: 'Sign up for a speech' },
      text: {
        da: '<p>Vil du holde tale eller synge en sang under middagen? Meld det her senest 15. maj.</p>',
        en: '<p>Would you like to give a speech or sing a song during dinner? Sign up here by 15 May.</p>',
      },
      showFormButton: { da: 'Meld en tale', en: 'Sign up' },
      sendButton: { da: 'Send', en: 'Send' },
      form: shortTextForm('speech', [
        { da: 'Dit navn', en: 'Your name' },
        {
          da: 'Tale eller sang, og hvor lang tid tager det?',
          en: 'Speech or song, and how long will it take?',
        },
      ]),
      confirmationTitle: { da: 'Tak!', en: 'Thank you!' },
      confirmationText: {
        da: 'Tak for din tilmelding til en tale',
        en: 'Thank you for signing up to give a speech',
      },
    },
  ]
}

// -----------------------------------------------------------------------------------------------
// Party (sv)

function party(): ModuleInput[] {
  return [
    {
      id: 'demo-header',
      siteModuleType: 'Header',
      hideInMenu: true,
      title: { sv: 'Saras 40-årsfest' },
      secondLine: { sv: 'Fredag 3 september 2027 kl. 19 · Södermalm, Stockholm' },
      image: { image: image('party'), userSelectedImageSize: 'LARGE' },
    },
    {
      id: 'demo-welcome',
      siteModuleType: 'Text',
      menuTitle: { sv: 'Välkommen' },
      title: { sv: 'Kom och fira!' },
      text: {
        sv: '<p>Jag fyller 40 och bjuder in till middag, musik och dans på en terrass med utsikt över hela stan. Ta med dig ditt bästa humör, resten fixar vi.</p><p>Svara gärna senast <strong>1 augusti</strong>.</p><p>/Sara</p>',
      },
    },
    {
      id: 'demo-countdown',
      siteModuleType: 'Countdown',
      hideInMenu: true,
      title: { sv: 'Tills festen börjar' },
      countdownDate: '2027-09-03T19:00',
    },
    {
      id: 'demo-location',
      siteModuleType: 'Location',
      menuTitle: { sv: 'Plats' },
      title: { sv: 'Var och när' },
      image: image('table'),
      secondTitle: { sv: 'Terrassen, Mosebacke torg 1' },
      text: {
        sv: '<p>Vi ses kl. 19.00 på terrassen vid Mosebacke torg. Närmast är tunnelbanan till Slussen, sedan fem minuters promenad uppför backen.</p><p>Regnar det flyttar vi in i festvåningen en trappa ner.</p>',
      },
      map: { location: 'Mosebacke torg 1, Stockholm', zoom: 15, map: image('map') },
    },
    {
      id: 'demo-theme',
      siteModuleType: 'ImageAndText',
      menuTitle: { sv: 'Klädsel' },
      title: { sv: 'Sommarnatt' },
      image: image('flowers'),
      secondTitle: { sv: 'Klädsel: fest, gärna med en blomma' },
      text: {
        sv: '<p>Kvällens tema är sommarnatt. Klä dig så att du kan dansa, och sätt gärna en blomma i knapphålet eller håret. Det blir svalt framåt natten, så ta med en tröja.</p>',
      },
    },
    {
      id: 'demo-people',
      siteModuleType: 'PeopleList',
      menuTitle: { sv: 'Festfixarna' },
      title: { sv: 'Festfixarna' },
      list: [
        {
          id: 'person-1',
          image: image('portrait-6'),
          name: { sv: 'Lisa Ek' },
          title: { sv: 'Toastmaster' },
          text: {
            sv: '<p>Saras bästa vän sedan lågstadiet. Hör av dig till Lisa om du vill säga något.</p>',
          },
        },
        {
          id: 'person-2',
          image: image('portrait-5'),
          name: { sv: 'Ahmed Karimi' },
          title: { sv: 'Kvällens kock' },
          text: { sv: '<p>Lagar middagen. Berätta om allergier när du svarar, så fixar han det.</p>' },
        },
        {
          id: 'person-3',
          image: image('portrait-2'),
          name: { sv: 'Karin Sjöberg' },
          title: { sv: 'DJ' },
          text: { sv: '<p>Spelar till dans från kl. 22. Önska en låt längre ner på sidan.</p>' },
        },
      ],
    },
    {
      id: 'demo-schedule',
      siteModuleType: 'TextAndImageList',
      menuTitle: { sv: 'Program' },
      title: { sv: 'Kvällens program' },
      list: [
        {
          id: 'schedule-1',
          image: image('party'),
          title: { sv: '19.00 Bubbel på terrassen' },
          text: { sv: '<p>Skål för 40 år, med eller utan alkohol.</p>' },
        },
        {
          id: 'schedule-2',
          image: image('table'),
          title: { sv: '20.00 Middag' },
          text: { sv: '<p>Långbord och tre rätter från Ahmeds kök.</p>' },
        },
        {
          id: 'schedule-3',
          image: image('cake'),
          title: { sv: '22.00 Tårta' },
          text: { sv: '<p>Och kanske ett och annat tal.</p>' },
        },
        {
          id: 'schedule-4',
          image: image('dance'),
          title: { sv: '22.30 Dans' },
          text: { sv: '<p>DJ Karin spelar tills vi inte orkar mer.</p>' },
        },
      ],
    },
    {
      id: 'demo-video',
      siteModuleType: 'Video',
      menuTitle: { sv: 'Film' },
      title: { sv: 'En hälsning från Sara' },
      video: { videoUrl: YOUTUBE_DEMO },
    },
    {
      id: 'demo-gallery',
      siteModuleType: 'ImageGallery',
      menuTitle: { sv: 'Bilder' },
      title: { sv: 'Bilder' },
      text: { sv: '<p>Dela gärna dina bilder från kvällen med oss efteråt.</p>' },
      gallery: (['party', 'dance', 'cake', 'table', 'flowers', 'lake'] as const).map((name, i) => ({
        id: `photo-${i + 1}`,
        image: image(name),
      })),
    },
    {
      id: 'demo-gifts',
      siteModuleType: 'GiftRegistry',
      menuTitle: { sv: 'Presenttips' },
      title: { sv: 'Presenttips' },
      text: {
        sv: '<p>Det bästa du kan ge mig är att komma! Vill du ändå ge något finns här några tips. Reservera det du vill ge, så blir det inga dubbletter.</p>',
      },
      showGiftRegistryButton: { sv: 'Visa presenttipsen' },
      reserveButton: { sv: 'Reservera' },
      cancelReservationButton: { sv: 'Avboka' },
      giftRegistry: [
        {
          id: 'giftRegistryItem-travel',
          image: image('gift-travel'),
          title: { sv: 'Bidrag till en resa till Lissabon' },
          description: { sv: 'Sara har drömt om Lissabon i tio år. Lisa samlar in, fråga henne.' },
          reservable: false,
          quantity: 1,
        },
        {
          id: 'giftRegistryItem-vase',
          image: image('gift-vase'),
          title: { sv: 'Vas i terrakotta' },
          description: { sv: 'Till alla blommor hon kommer att få.' },
          link: 'https://www.example.com/keramik/vas',
          quantity: 1,
        },
        {
          id: 'giftRegistryItem-coffee',
          image: image('gift-coffee'),
          title: { sv: 'Kaffekoppar, 2 st' },
          description: { sv: 'Sara dricker fyra koppar om dagen.' },
          link: 'https://www.example.com/porslin/kaffekoppar',
          quantity: 3,
        },
        {
          id: 'giftRegistryItem-linen',
          image: image('gift-linen'),
          title: { sv: 'Handdukar i linne' },
          description: { sv: 'Gärna i salviagrönt.' },
          link: 'https://www.example.com/textil/handdukar',
          quantity: 1,
        },
        {
          id: 'giftRegistryItem-plates',
          image: image('gift-plates'),
          title: { sv: 'Assietter, 6 st' },
          description: { sv: 'Vita med blå kant, till alla middagar framöver.' },
          link: 'https://www.example.com/porslin/assietter',
          quantity: 3,
        },
      ],
    },
    {
      id: 'demo-rsvp',
      siteModuleType: 'Rsvp',
      menuTitle: { sv: 'OSA' },
      title: { sv: 'OSA' },
      text: { sv: '<p>Svara senast 1 augusti. Du kan svara för flera på en gång.</p>' },
      selectNumberOfGuestsText: { sv: 'Hur många svarar du för?' },
      oneGuestRsvpButton: { sv: 'Svara' },
      sendButton: { sv: 'Skicka svar' },
      guestIndexTitle: { sv: 'Gäst' },
      maxNumberOfGuests: 5,
      form: rsvpForm({
        name: { sv: 'Namn' },
        coming: { sv: 'Kommer du?' },
        yes: { sv: 'Ja' },
        no: { sv: 'Nej' },
        extra: { sv: 'Allergier' },
      }),
      confirmationTitle: { sv: 'Tack!' },
      confirmationText: { sv: 'Tack för att du OSA, vi har tagit emot dina uppgifter.' },
    },
    {
      id: 'demo-song',
      siteModuleType: 'Form',
      menuTitle: { sv: 'Önska låt' },
      title: { sv: 'Önska en låt' },
      text: {
        sv: '<p>Vilken låt får dig ut på dansgolvet? DJ Karin gör en spellista av era önskningar.</p>',
      },
      showFormButton: { sv: 'Önska en låt' },
      sendButton: { sv: 'Skicka' },
      form: shortTextForm('song', [{ sv: 'Låt' }, { sv: 'Artist' }]),
      confirmationTitle: { sv: 'Tack!' },
      confirmationText: { sv: 'Tack, din låt finns med på listan.' },
    },
  ]
}

// -----------------------------------------------------------------------------------------------
// Event (sv): no gift registry and no speeches for the event brand.

function event(): ModuleInput[] {
  return [
    {
      id: 'demo-header',
      siteModuleType: 'Header',
      hideInMenu: true,
      title: { sv: 'Stadsdagarna 2027' },
      secondLine: { sv: '24–25 augusti 2027 · Eriksbergshallen, Göteborg' },
      image: { image: image('city'), userSelectedImageSize: 'LARGE' },
    },
    {
      id: 'demo-welcome',
      siteModuleType: 'Text',
      menuTitle: { sv: 'Om' },
      title: { sv: 'Om konferensen' },
      text: {
        sv: '<p>Två dagar med föredrag, workshops och mingel för alla som arbetar med hållbar stadsutveckling: planerare, arkitekter, politiker och forskare.</p><p>Anmälan är öppen till <strong>15 juni</strong>. Konferensavgiften ingår i medlemskapet.</p>',
      },
    },
    {
      id: 'demo-countdown',
      siteModuleType: 'Countdown',
      hideInMenu: true,
      title: { sv: 'Tills vi öppnar' },
      countdownDate: '2027-08-24T09:00',
    },
    {
      id: 'demo-location',
      siteModuleType: 'Location',
      menuTitle: { sv: 'Plats' },
      title: { sv: 'Plats' },
      image: image('hall'),
      secondTitle: { sv: 'Eriksbergshallen, Göteborg' },
      text: {
        sv: '<p>Eriksbergshallen ligger vid älven på Hisingen. Älvsnabben från Stenpiren tar tio minuter och går var tjugonde minut.</p><p>Lokalen är tillgänglig med rullstol, och det finns hörslinga i stora salen.</p>',
      },
      map: { location: 'Eriksbergshallen, Göteborg', zoom: 14, map: image('map') },
    },
    {
      id: 'demo-theme',
      siteModuleType: 'ImageAndText',
      menuTitle: { sv: 'Tema' },
      title: { sv: 'Årets tema' },
      image: image('workshop'),
      secondTitle: { sv: 'Staden för alla' },
      text: {
        sv: '<p>Hur bygger vi städer där barn, äldre och alla däremellan kan röra sig fritt? Årets konferens handlar om gåbarhet, gröna stråk och mötesplatser som fungerar året runt.</p>',
      },
    },
    {
      id: 'demo-speakers',
      siteModuleType: 'PeopleList',
      menuTitle: { sv: 'Talare' },
      title: { sv: 'Talare' },
      list: [
        {
          id: 'person-1',
          image: image('portrait-3'),
          name: { sv: 'Dr. Leila Andersson' },
          title: { sv: 'Forskare i stadsplanering' },
          text: { sv: '<p>Om gröna stråk och hur de ändrar hur vi rör oss.</p>' },
        },
        {
          id: 'person-2',
          image: image('portrait-4'),
          name: { sv: 'Mikael Strand' },
          title: { sv: 'Stadsarkitekt' },
          text: { sv: '<p>Om torg som fungerar även i november.</p>' },
        },
        {
          id: 'person-3',
          image: image('portrait-1'),
          name: { sv: 'Elin Wallin' },
          title: { sv: 'Landskapsarkitekt' },
          text: { sv: '<p>Leder workshopen om skolgårdar.</p>' },
        },
        {
          id: 'person-4',
          image: image('portrait-2'),
          name: { sv: 'Daniel Okafor' },
          title: { sv: 'Trafikplanerare' },
          text: { sv: '<p>Om cykelstråk som barn vågar använda.</p>' },
        },
      ],
    },
    {
      id: 'demo-schedule',
      siteModuleType: 'TextAndImageList',
      menuTitle: { sv: 'Program' },
      title: { sv: 'Program' },
      list: [
        {
          id: 'schedule-1',
          image: image('table'),
          title: { sv: 'Tisdag 08.30 Registrering och frukost' },
          text: { sv: '<p>Hämta din namnbricka i entrén.</p>' },
        },
        {
          id: 'schedule-2',
          image: image('hall'),
          title: { sv: 'Tisdag 09.30 Öppning och föredrag' },
          text: { sv: '<p>Fyra föredrag i stora salen, med frågestund efter varje.</p>' },
        },
        {
          id: 'schedule-3',
          image: image('workshop'),
          title: { sv: 'Tisdag 13.30 Workshops' },
          text: { sv: '<p>Välj ett av fem spår när du anmäler dig.</p>' },
        },
        {
          id: 'schedule-4',
          image: image('dance'),
          title: { sv: 'Tisdag 18.30 Mingel på kajen' },
          text: { sv: '<p>Middag och musik vid älven.</p>' },
        },
        {
          id: 'schedule-5',
          image: image('city'),
          title: { sv: 'Onsdag 09.00 Stadsvandring och avslutning' },
          text: { sv: '<p>Guidad vandring genom Frihamnen, avslutning kl. 15.</p>' },
        },
      ],
    },
    {
      id: 'demo-video',
      siteModuleType: 'Video',
      menuTitle: { sv: 'Film' },
      title: { sv: 'Se förra årets konferens' },
      video: { videoUrl: YOUTUBE_DEMO },
    },
    {
      id: 'demo-gallery',
      siteModuleType: 'ImageGallery',
      menuTitle: { sv: 'Bilder' },
      title: { sv: 'Bilder från 2026' },
      gallery: (['hall', 'workshop', 'city', 'table', 'dance', 'flowers'] as const).map((name, i) => ({
        id: `photo-${i + 1}`,
        image: image(name),
      })),
    },
    {
      id: 'demo-rsvp',
      siteModuleType: 'Rsvp',
      menuTitle: { sv: 'Anmälan' },
      title: { sv: 'Anmälan' },
      text: { sv: '<p>Anmäl dig senast 15 juni. Du kan anmäla upp till fem kollegor samtidigt.</p>' },
      selectNumberOfGuestsText: { sv: 'Hur många anmäler du?' },
      oneGuestRsvpButton: { sv: 'Anmäl' },
      sendButton: { sv: 'Skicka anmälan' },
      guestIndexTitle: { sv: 'Deltagare' },
      maxNumberOfGuests: 5,
      form: rsvpForm({
        name: { sv: 'Namn och organisation' },
        coming: { sv: 'Följer du med på middagen?' },
        yes: { sv: 'Ja' },
        no: { sv: 'Nej' },
        extra: { sv: 'Allergier' },
      }),
      confirmationTitle: { sv: 'Tack!' },
      confirmationText: { sv: 'Tack för din anmälan. En bekräftelse kommer med e-post.' },
    },
    {
      id: 'demo-questions',
      siteModuleType: 'Form',
      menuTitle: { sv: 'Frågor' },
      title: { sv: 'Frågor till panelen' },
      text: { sv: '<p>Skicka in din fråga i förväg, så tar moderatorn upp den i panelsamtalet.</p>' },
      showFormButton: { sv: 'Ställ en fråga' },
      sendButton: { sv: 'Skicka' },
      form: shortTextForm('question', [{ sv: 'Din fråga' }, { sv: 'Ditt namn (valfritt)' }]),
      confirmationTitle: { sv: 'Tack!' },
      confirmationText: { sv: 'Tack, vi har tagit emot din fråga.' },
    },
  ]
}

interface Showcase {
  languages: string[]
  modules: () => ModuleInput[]
}

const SHOWCASES: Record<string, Showcase> = {
  'brollopssida.se': { languages: ['sv', 'en'], modules: weddingSe },
  'voresbryllupsside.dk': { languages: ['da', 'en'], modules: weddingDk },
  'festhemsida.se': { languages: ['sv'], modules: party },
  'eventsida.se': { languages: ['sv'], modules: event },
}

/** The demo site's content for a brand's main domain, validated as any owner's site would be. */
export function demoSiteContent(mainDomain: string) {
  const showcase = SHOWCASES[mainDomain]
  if (!showcase) return undefined
  return siteContentSchema.parse({
    availableLanguages: showcase.languages.map((languageCode) => ({ languageCode })),
    siteModules: showcase.modules(),
  })
}

/** Makes sure each brand's demo host shows a site, so a fresh start has a real page at once. */
export async function ensureDemoSites(sites: SitesService): Promise<BrandInfo[]> {
  const created: BrandInfo[] = []
  for (const brand of allBrandInfos()) {
    if (await sites.findByHost(brand.demoHost)) continue
    const content = demoSiteContent(brand.mainDomain)
    if (!content) continue
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
