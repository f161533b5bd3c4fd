import { type InterfaceLanguage, isInterfaceLanguage } from '#domain/site/languages.ts'
import type { PublicSite } from '#domain/site/schema.ts'
import type { GuestNotice, OpenGuestForm } from '#web/site/index.ts'
import { type PublicTexts, publicTexts, useOptionalSite } from '#web/site/index.ts'
export interface ViewSite {
  /** The site, or null when a view is rendered on its own (unit tests, the server's per-module check). */
  site: PublicSite | null
  uiLanguage: InterfaceLanguage
  editMode: boolean
  /** The product's own texts in the interface language. */
  texts: PublicTexts
  /** The guest form the server rendered open, if any (public page only). */
  openForm: OpenGuestForm | undefined
  /** How a guest's post without a script ended, if it did (public page only). */
  notice: GuestNotice | undefined
  /** A module's anchor on the page (its slug), for links and forms that lead back to it. */
  anchor: (moduleId: string) => string
}

/**
 * What a module view reads from the site around it. A view also renders without a SiteProvider
 * (the views' unit tests); then the page language stands in for the interface language (English
 * when it is not one).
 */
export function useViewSite(language: string): ViewSite {
  const value = useOptionalSite()
  const uiLanguage = value?.uiLanguage ?? (isInterfaceLanguage(language) ? language : 'en')
  return {
    site: value?.site ?? null,
    uiLanguage,
    editMode: value?.editMode ?? false,
    texts: publicTexts[uiLanguage],
    openForm: value?.openForm,
    notice: value?.notice,
    anchor: (moduleId) => value?.slugs?.get(moduleId) ?? moduleId,
  }
}
