import { gallery, image, rsvpForm, shortTextForm, YOUTUBE_DEMO } from './content.ts'
import type { Showcase } from './showcase.ts'

/** Sofie & Mads's wedding in Denmark: da + en. */
export const weddingDk: Showcase = {
  brand: 'wedding',
  languages: ['da', 'en'],
  modules: [
    {
      siteModuleType: 'Header',
      id: 'demo-header',
      hideInMenu: true,
      title: { da: 'Sofie & Mads', en: 'Sofie & Mads' },
      secondLine: {
        da: 'Lørdag den 19. juni 2027 · Kokkedal Slot',
        en: 'Saturday 19 June 2027 · Kokkedal Castle',
      },
      image: { image: image('manor'), userSelectedImageSize: 'LARGE' },
    },
    {
      siteModuleType: 'Text',
      id: 'demo-welcome',
      menuTitle: { da: 'Velkommen', en: 'Welcome' },
      text: {
        da: '<p>Vi skal giftes og vil fejre dagen med dem, der betyder mest for os. Her finder I alt om dagen: tider, sted, program og hvordan I svarer på invitationen.</p><p>Svar gerne senest <strong>1. maj</strong>. Vi glæder os til at se jer!</p><p>Kærlig hilsen<br>Sofie og Mads</p>',
        en: '<p>We are getting married and want to celebrate with the people who mean the most to us. Here you will find everything about the day: times, place, schedule and how to reply.</p><p>Please reply by <strong>1 May</strong>. We look forward to seeing you!</p><p>Love,<br>Sofie and Mads</p>',
      },
    },
    {
      siteModuleType: 'Countdown',
      id: 'demo-countdown',
      hideInMenu: true,
      title: { da: 'Snart er det tid', en: 'Not long now' },
      countdownDate: '2027-06-19T14:00',
    },
    {
      siteModuleType: 'Location',
      id: 'demo-location',
      menuTitle: { da: 'Sted', en: 'Venue' },
      image: image('church'),
      secondTitle: { da: 'Hørsholm Kirke', en: 'Hørsholm Church' },
      text: {
        da: '<p><strong>Vielsen</strong> begynder kl. 14.00 i Hørsholm Kirke. Kom gerne et kvarter før.</p><p>Bagefter kører vi samlet til <strong>Kokkedal Slot</strong>, hvor der er reception, middag og fest. Der er gratis parkering ved slottet.</p>',
        en: '<p><strong>The ceremony</strong> begins at 2 pm in Hørsholm Church. Please arrive a quarter of an hour early.</p><p>Afterwards we go together to <strong>Kokkedal Castle</strong> for the reception, dinner and party. Parking at the castle is free.</p>',
      },
      map: { location: 'Hørsholm Kirke, Hørsholm', zoom: 14, map: image('map') },
    },
    {
      siteModuleType: 'ImageAndText',
      id: 'demo-story',
      menuTitle: { da: 'Os to', en: 'Our story' },
      image: image('flowers'),
      secondTitle: { da: 'Det startede med en punktering', en: 'It started with a flat tyre' },
      text: {
        da: '<p>Sofie punkterede på Strandvejen i 2018, og Mads var den eneste, der stoppede. Han havde lappegrej, men ingen pumpe. Vi gik sammen til Klampenborg og har gået sammen siden.</p>',
        en: '<p>Sofie had a flat tyre on Strandvejen in 2018, and Mads was the only one who stopped. He had a patch kit but no pump. We walked to Klampenborg together and have walked together ever since.</p>',
      },
    },
    {
      siteModuleType: 'PeopleList',
      id: 'demo-people',
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
      siteModuleType: 'TextAndImageList',
      id: 'demo-schedule',
      menuTitle: { da: 'Program', en: 'Schedule' },
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
      siteModuleType: 'Video',
      id: 'demo-video',
      menuTitle: { da: 'Video', en: 'Video' },
      video: { videoUrl: YOUTUBE_DEMO },
    },
    {
      siteModuleType: 'ImageGallery',
      id: 'demo-gallery',
      menuTitle: { da: 'Billeder', en: 'Photos' },
      text: {
        da: '<p>Efter brylluppet lægger vi billeder fra dagen her.</p>',
        en: '<p>After the wedding we will put photos from the day here.</p>',
      },
      gallery: gallery(['meadow', 'lake', 'table', 'cake', 'dance', 'flowers']),
    },
    {
      siteModuleType: 'GiftRegistry',
      id: 'demo-gifts',
      menuTitle: { da: 'Ønskeliste', en: 'Gifts' },
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
      siteModuleType: 'Rsvp',
      id: 'demo-rsvp',
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
      form: rsvpForm({
        name: { da: 'Navn', en: 'Name' },
        coming: { da: 'Kommer du?', en: 'Are you coming?' },
        yes: { da: 'Ja', en: 'Yes' },
        no: { da: 'Nej', en: 'No' },
        extra: { da: 'Allergier', en: 'Allergies' },
      }),
      confirmationText: {
        da: 'Tak for dit svar, vi har modtaget dine oplysninger.',
        en: 'Thank you for your reply, we have received it.',
      },
    },
    {
      siteModuleType: 'Form',
      id: 'demo-speech',
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
      confirmationText: {
        da: 'Tak for din tilmelding til en tale',
        en: 'Thank you for signing up to give a speech',
      },
    },
  ],
}
