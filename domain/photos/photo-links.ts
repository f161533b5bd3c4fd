import type { InterfaceLanguage } from '../site/languages.ts'

/** The upload page's and slideshow's paths under a site language: /sv/bilder, /sv/bildspel. */
export const PHOTO_PAGES = { upload: 'bilder', slideshow: 'bildspel' } as const

/**
 * The names of the two photo pages, as the guest page's module links to them. Apart from the pages'
 * other texts, so the guest page's first load carries only these.
 */
export const PHOTO_LINK_TEXTS: Record<
  InterfaceLanguage,
  { share: string; slideshow: string; playVideo: string; video: string }
> = {
  sv: {
    share: 'Dela dina bilder',
    slideshow: 'Bildspel',
    playVideo: 'Spela film {n} av {total}',
    video: 'Film från en gäst',
  },
  en: {
    share: 'Share your photos',
    slideshow: 'Slideshow',
    playVideo: 'Play video {n} of {total}',
    video: 'A guest’s video',
  },
  da: {
    share: 'Del dine billeder',
    slideshow: 'Diasshow',
    playVideo: 'Afspil video {n} af {total}',
    video: 'En gæsts video',
  },
}
