import type { BrandInfo } from '#domain/brands.ts'
import type { ColorScheme } from '#domain/design/hsla-css.ts'
import type { SiteEvent } from '#domain/events/event.ts'
import type { Invitation } from '#domain/households/household.ts'
import type { PublicSite } from '#domain/site/schema.ts'

/**
 * Everything the server hands the public page renderer. The server decides the kind, the status
 * code, the language and the title; the renderer only turns this into HTML.
 */
export type PublicPageInput =
  | (PageCommon & {
      kind: 'site'
      site: PublicSite
      /**
       * Set by renderPublicDocument, not by the server's caller: modules whose server render threw.
       * The client shows their error message too, so hydration matches the server HTML.
       */
      failedModuleIds?: string[]
      /** A guest form open at first paint (?svara=&antal=, or a refused post without a script). */
      openForm?: OpenGuestForm
      /** How a guest's post without a script ended, shown at its module. */
      notice?: GuestNotice
      /** The household of a personal link (?inbjudan=), read by the server: the page is theirs. */
      invitation?: PersonalInvitation
      /** The site's events this page shows, in order (issue 32): what a programme lists. */
      events?: SiteEvent[]
    })
  | (PageCommon & { kind: 'gate'; site: GateSite; failure?: GateFailure })
  | (PageCommon & { kind: 'not-found' })
  | (PageCommon & { kind: 'wrong-address' })
  | (PageCommon & { kind: 'expired' })

/**
 * A guest form the server renders open, so it works before and without the page's script: it
 * posts form-encoded to the page's own address with the key and group the server put in it.
 */
export interface OpenGuestForm {
  moduleId: string
  count: number
  postKey: string
  groupIdentifier: string
  /** The private link's token of the answer this form changes (?svar=): posted, it replaces it. */
  answerToken?: string
  /** Each guest's answers as posted, when the server refused them. */
  answers?: Record<string, string>[]
  /** Why the server refused them, in the guest's language, and the fields it named. */
  failure?: { title: string; detail: string; fields?: Record<string, string> }
  /**
   * A gift registry's reserve or cancel form, open at one item (count and group unused): the item,
   * and the quantity and giver's name the guest had typed when the server refused it.
   */
  gift?: { itemId: string; action: 'reserve' | 'cancel'; quantity?: string; name?: string }
  /** A fund's pledge form open at one item (issue 35), with what the guest typed when it was refused. */
  pledge?: { itemId: string; name?: string; amount?: string; greeting?: string }
}

/**
 * A personal link's code and its household (issue 22), or null when no household of the site has
 * that code: the page greets them, limits the count and carries the code in every form.
 */
export interface PersonalInvitation {
  code: string
  household: Invitation | null
}

/** The outcome of a post without a script: the confirmation, or the robot message. */
export interface GuestNotice {
  moduleId: string
  title: string
  text: string
  /** The guest's private link to an RSVP they sent without a script, to change it later. */
  link?: { label: string; url: string }
  /** The answers a private link opens once they can no longer be changed: each guest's rows. */
  answers?: { id: string; label: string; text: string }[][]
}

/** Why the server refused the gate's password posted without the script. */
export type GateFailure = { kind: 'wrong-password' } | { kind: 'failed'; detail: string }

/** What a password-protected site reveals before the visitor has the password: nothing of its content. */
export interface GateSite {
  _id: string
  passwordProtected: true
  availableLanguages: { languageCode: string }[]
  /** The header's title (the couple's names) in the page language, so guests know they are right. */
  names?: string
  /** Design is not content: when given, the gate shows in the site's colours and fonts. */
  colorScheme?: ColorScheme
  fonts?: { heading: string; text: string }
}

export interface PageCommon {
  /** Page language: a site language for 'site' and 'gate', an interface language otherwise. */
  language: string
  /** Interface language (sv, en, da) for the product's own texts around the content. */
  uiLanguage: 'sv' | 'en' | 'da'
  title: string
  noindex: boolean
  brand: BrandInfo
  /** Absolute URL of the brand's landing site (header link, maker link, start-page link). */
  landingUrl: string
  /** The query string of the request including '?', or ''. Language links keep it. */
  search: string
  /**
   * How long a guest's page waits with a fresh post key before sending: the server's minimum key
   * age (POST_KEY_MIN_AGE_MS) and a margin. The document carries it as <html data-key-wait>, where
   * the early tap script and the forms read it.
   */
  postKeyWaitMs?: number
  /**
   * Hashed client assets from the Vite manifest; empty in tests without a build. For the server's
   * render only: the input embedded in the page leaves them out, and the browser never reads them.
   */
  assets: PageAssets
}

export interface PageAssets {
  scripts: string[]
  styles: string[]
  /** <link rel="preload"> entries, e.g. the two chosen fonts' main files. */
  preloads?: {
    href: string
    as: 'font' | 'image' | 'style'
    type?: string
    /** For responsive images: the same srcset and sizes as the <img>, so the right file is fetched. */
    imageSrcSet?: string
    imageSizes?: string
  }[]
  /** CSS inlined in <head>, e.g. the @font-face rules of the site's two font families. */
  inlineCss?: string
  /**
   * Built stylesheets inlined instead of linked: a phone on a slow network then paints the page
   * without waiting for a second round trip. `href` names the file the CSS came from.
   */
  inlineStyles?: { href: string; css: string }[]
}
