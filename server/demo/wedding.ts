import { gallery, image, rsvpForm, shortTextForm, YOUTUBE_DEMO } from './content.ts'
import type { Showcase } from './showcase.ts'

/** Anna & Erik's wedding in Solna, Sweden: sv + en. */
export const wedding: Showcase = {
  brand: 'wedding',
  languages: ['sv', 'en'],
  modules: [
    {
      siteModuleType: 'Header',
      id: 'demo-header',
      hideInMenu: true,
      title: { sv: 'Anna & Erik', en: 'Anna & Erik' },
      secondLine: {
        sv: 'Lördag 12 juni 2027 · Ulriksdal, Solna',
        en: 'Saturday 12 June 2027 · Ulriksdal, Solna',
      },
      image: { image: image('meadow'), userSelectedImageSize: 'LARGE' },
    },
    {
      siteModuleType: 'Text',
      id: 'demo-welcome',
      menuTitle: { sv: 'Välkomna', en: 'Welcome' },
      text: {
        sv: '<p>Vi ska gifta oss och vill fira dagen med er som betyder mest för oss. Här hittar ni allt om dagen: tider, plats, program och hur ni svarar på inbjudan.</p><p>Svara gärna senast <strong>1 maj</strong>. Vi längtar efter att ses!</p><p>Kram,<br>Anna och Erik</p>',
        en: '<p>We are getting married and want to celebrate the day with the people who mean the most to us. Here you will find everything about the day: times, place, schedule and how to reply to the invitation.</p><p>Please reply by <strong>1 May</strong>. We can’t wait to see you!</p><p>Love,<br>Anna and Erik</p>',
      },
    },
    {
      siteModuleType: 'Countdown',
      id: 'demo-countdown',
      hideInMenu: true,
      countdownDate: '2027-06-12T15:00',
    },
    {
      siteModuleType: 'Location',
      id: 'demo-location',
      menuTitle: { sv: 'Plats', en: 'Venue' },
      image: image('church'),
      secondTitle: { sv: 'Ulriksdals slottskapell, Solna', en: 'Ulriksdal Palace Chapel, Solna' },
      text: {
        sv: '<p><strong>Vigseln</strong> börjar kl. 15.00 i slottskapellet. Kom gärna en kvart innan, så hinner alla hitta en plats.</p><p><strong>Middag och fest</strong> blir i Orangeriet, fem minuters promenad genom slottsparken.</p><p>Pendeltåget från Stockholm C till Ulriksdal tar tio minuter. Det finns parkering vid värdshuset.</p>',
        en: '<p><strong>The ceremony</strong> begins at 3 pm in the palace chapel. Please arrive a quarter of an hour early so everyone finds a seat.</p><p><strong>Dinner and the party</strong> are in the Orangery, a five-minute walk through the palace park.</p><p>The commuter train from Stockholm Central to Ulriksdal takes ten minutes. There is parking by the inn.</p>',
      },
      map: { location: 'Ulriksdals slottskapell, Solna', zoom: 14, map: image('map') },
    },
    {
      siteModuleType: 'ImageAndText',
      id: 'demo-story',
      menuTitle: { sv: 'Vi två', en: 'Our story' },
      image: image('lake'),
      secondTitle: { sv: 'Det började på en brygga', en: 'It started on a jetty' },
      text: {
        sv: '<p>Sommaren 2019 hyrde två kompisgäng samma stuga i Roslagen, av misstag. Erik lagade middag åt alla, Anna vann varenda runda kubb. Vi satt kvar på bryggan tills solen gick upp.</p><p>Sju år, två flyttar och en katt senare friade Erik på samma brygga. Anna sa ja innan han hunnit resa sig.</p>',
        en: '<p>In the summer of 2019 two groups of friends rented the same cottage in Roslagen by mistake. Erik cooked dinner for everyone, Anna won every game of kubb. We sat on the jetty until the sun came up.</p><p>Seven years, two moves and a cat later, Erik proposed on the same jetty. Anna said yes before he could get up.</p>',
      },
    },
    {
      siteModuleType: 'PeopleList',
      id: 'demo-people',
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
      siteModuleType: 'TextAndImageList',
      id: 'demo-schedule',
      menuTitle: { sv: 'Program', en: 'Schedule' },
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
      siteModuleType: 'Video',
      id: 'demo-video',
      menuTitle: { sv: 'Film', en: 'Video' },
      video: { videoUrl: YOUTUBE_DEMO },
    },
    {
      siteModuleType: 'ImageGallery',
      id: 'demo-gallery',
      menuTitle: { sv: 'Bilder', en: 'Photos' },
      text: {
        sv: '<p>Några favoriter från förberedelserna. Efter bröllopet lägger vi upp bilder från dagen här.</p>',
        en: '<p>A few favourites from the preparations. After the wedding we will put photos from the day here.</p>',
      },
      gallery: gallery(['lake', 'church', 'flowers', 'table', 'cake', 'manor']),
    },
    {
      siteModuleType: 'GiftRegistry',
      id: 'demo-gifts',
      menuTitle: { sv: 'Önskelista', en: 'Gifts' },
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
      siteModuleType: 'Rsvp',
      id: 'demo-rsvp',
      menuTitle: { sv: 'OSA', en: 'RSVP' },
      text: {
        sv: '<p>Svara senast 1 maj 2027. Ni kan svara för hela sällskapet på en gång.</p>',
        en: '<p>Please reply by 1 May 2027. You can reply for your whole party at once.</p>',
      },
      selectNumberOfGuestsText: { sv: 'Hur många svarar du för?', en: 'How many are you replying for?' },
      oneGuestRsvpButton: { sv: 'Svara', en: 'Reply' },
      sendButton: { sv: 'Skicka svar', en: 'Send reply' },
      guestIndexTitle: { sv: 'Gäst', en: 'Guest' },
      form: rsvpForm({
        name: { sv: 'Namn', en: 'Name' },
        coming: { sv: 'Kommer du?', en: 'Are you coming?' },
        yes: { sv: 'Ja', en: 'Yes' },
        no: { sv: 'Nej', en: 'No' },
        extra: { sv: 'Allergier', en: 'Allergies' },
      }),
      confirmationText: {
        sv: 'Tack för att du OSA, vi har tagit emot dina uppgifter.',
        en: 'Thank you for your reply, we have received it.',
      },
    },
    {
      siteModuleType: 'Form',
      id: 'demo-speech',
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
    },
  ],
}
