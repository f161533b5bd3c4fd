import type { InterfaceLanguage } from '../site/languages.ts'
import { PHOTO_LINK_TEXTS } from './photo-links.ts'

/** What the guests' photo pages say (issue 34), in the page's interface language. */
export interface PhotoPageTexts {
  share: string
  intro: string
  choose: string
  send: string
  sentWithoutScript: string
  total: string
  waiting: string
  sending: string
  resuming: string
  offline: string
  done: string
  failed: string
  allDone: string
  back: string
  slideshow: string
  slideshowEmpty: string
  scanToShare: string
  noScript: string
}

export const PHOTO_PAGE_TEXTS: Record<InterfaceLanguage, PhotoPageTexts> = {
  sv: {
    share: PHOTO_LINK_TEXTS.sv.share,
    intro:
      'Välj så många foton och filmer du vill (filmer upp till 500 MB). De skickas ett i taget och fortsätter där de var om nätet försvinner.',
    choose: 'Välj bilder och filmer',
    send: 'Skicka',
    sentWithoutScript: 'Tack! {n} bilder skickades.',
    total: '{done} av {count} bilder skickade',
    waiting: 'Väntar',
    sending: 'Skickar {percent} %',
    resuming: 'Fortsätter där den var …',
    offline: 'Ingen anslutning. Fortsätter när nätet är tillbaka.',
    done: 'Skickad',
    failed: 'Kunde inte skickas',
    allDone: 'Alla bilder är skickade. Tack! Paret tittar på dem innan de visas på sidan.',
    back: 'Tillbaka till sidan',
    slideshow: PHOTO_LINK_TEXTS.sv.slideshow,
    slideshowEmpty: 'Här visas gästernas bilder så snart de godkänts.',
    scanToShare: 'Skanna och dela dina bilder',
    noScript: 'Utan JavaScript skickas bilderna i ett enda svep: vänta tills sidan laddats om.',
  },
  en: {
    share: PHOTO_LINK_TEXTS.en.share,
    intro:
      'Pick as many photos and videos as you like (videos up to 500 MB). They are sent one by one and carry on where they were if the network drops.',
    choose: 'Choose photos and videos',
    send: 'Send',
    sentWithoutScript: 'Thank you! {n} photos were sent.',
    total: '{done} of {count} photos sent',
    waiting: 'Waiting',
    sending: 'Sending {percent} %',
    resuming: 'Carrying on where it was …',
    offline: 'No connection. Carrying on when the network is back.',
    done: 'Sent',
    failed: 'Could not be sent',
    allDone: 'All photos are sent. Thank you! The couple look at them before they show on the site.',
    back: 'Back to the site',
    slideshow: PHOTO_LINK_TEXTS.en.slideshow,
    slideshowEmpty: "The guests' photos show here as soon as they are approved.",
    scanToShare: 'Scan and share your photos',
    noScript: 'Without JavaScript the photos are sent in one go: wait until the page has reloaded.',
  },
  da: {
    share: PHOTO_LINK_TEXTS.da.share,
    intro:
      'Vælg så mange fotos og videoer, du vil (videoer op til 500 MB). De sendes ét ad gangen og fortsætter, hvor de var, hvis nettet forsvinder.',
    choose: 'Vælg billeder og videoer',
    send: 'Send',
    sentWithoutScript: 'Tak! {n} billeder blev sendt.',
    total: '{done} af {count} billeder sendt',
    waiting: 'Venter',
    sending: 'Sender {percent} %',
    resuming: 'Fortsætter, hvor den var …',
    offline: 'Ingen forbindelse. Fortsætter, når nettet er tilbage.',
    done: 'Sendt',
    failed: 'Kunne ikke sendes',
    allDone: 'Alle billeder er sendt. Tak! Parret ser dem, før de vises på siden.',
    back: 'Tilbage til siden',
    slideshow: PHOTO_LINK_TEXTS.da.slideshow,
    slideshowEmpty: 'Her vises gæsternes billeder, så snart de er godkendt.',
    scanToShare: 'Scan og del dine billeder',
    noScript: 'Uden JavaScript sendes billederne i ét hug: vent, til siden er genindlæst.',
  },
}

/** '{n} photos' with its values. */
export function fillPhotoText(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole))
}
