import type { InterfaceLanguage } from '../site/languages.ts'
import { PHOTO_LINK_TEXTS } from './photo-links.ts'

/** The printed A6 table card that leads guests to the upload page (issue 34), in the site's language. */
export interface TableCardTexts {
  heading: string
  instruction: string
  orOpen: string
}

export const TABLE_CARD_TEXTS: Record<InterfaceLanguage, TableCardTexts> = {
  sv: {
    heading: PHOTO_LINK_TEXTS.sv.share,
    instruction:
      'Skanna koden med mobilkameran och välj bilderna du tagit. De skickas till oss direkt, även när nätet är svagt.',
    orOpen: 'Eller öppna',
  },
  en: {
    heading: PHOTO_LINK_TEXTS.en.share,
    instruction:
      'Scan the code with your phone camera and pick the photos you took. They come straight to us, even on a weak network.',
    orOpen: 'Or open',
  },
  da: {
    heading: PHOTO_LINK_TEXTS.da.share,
    instruction:
      'Scan koden med mobilens kamera, og vælg de billeder, du har taget. De sendes direkte til os, også når nettet er svagt.',
    orOpen: 'Eller åbn',
  },
}
