import { createContext, type ReactNode, useContext } from 'react'
import type { SiteEvent } from '#domain/events/event.ts'
import type { PublicSite } from '#domain/site/schema.ts'
import type { GuestNotice, OpenGuestForm, PersonalInvitation } from './page-input.ts'

/** What a module view may need beyond its own module: the site it sits in and how it is shown. */
export interface SiteContextValue {
  site: PublicSite
  /** The site language the page is shown in. */
  language: string
  /** The product's own texts language (sv, en, da). */
  uiLanguage: 'sv' | 'en' | 'da'
  /** True in the owner's editor: guest actions show a notice instead of sending. */
  editMode: boolean
  /** Each shown module's anchor id, on the public page only. */
  slugs?: ReadonlyMap<string, string> | undefined
  /** The guest form the server rendered open, on the public page only. */
  openForm?: OpenGuestForm | undefined
  /** How a guest's post without a script ended, on the public page only. */
  notice?: GuestNotice | undefined
  /** The household of a personal link, as the server read it, on the public page only. */
  invitation?: PersonalInvitation | undefined
  /** The site's events the page shows, on the public page only (the editor's canvas has none). */
  events?: SiteEvent[] | undefined
}

const SiteContext = createContext<SiteContextValue | null>(null)

export function SiteProvider({ value, children }: { value: SiteContextValue; children: ReactNode }) {
  return <SiteContext.Provider value={value}>{children}</SiteContext.Provider>
}

/** The site around a view, or null when a view is rendered on its own (unit tests). */
export function useOptionalSite(): SiteContextValue | null {
  return useContext(SiteContext)
}
