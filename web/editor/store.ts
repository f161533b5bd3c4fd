import { createContext, useContext, useSyncExternalStore } from 'react'
import type { SiteModule } from '#domain/modules/registry.ts'
import type { SiteV2 } from '#domain/site/schema.ts'
import { withTranslationRecords } from '#domain/site/translations.ts'

export type EditorMode = 'edit' | 'preview'

export interface EditorState {
  /** The owner's working copy of the site; sent whole on save. */
  site: SiteV2
  /** True from the first change until a save that included every change. */
  dirty: boolean
  mode: EditorMode
  /** The site language whose texts the owner is editing. */
  language: string
  /** Counts changes, so a save knows whether the owner edited while it was on its way. */
  changeCount: number
  /** The server's copy the draft started from: the base of a merge with another save. */
  base: SiteV2
}

type Listener = () => void

/**
 * The editor's state outside React, so that typing in one module re-renders that module only:
 * components subscribe with a selector and a change replaces just the objects it touches.
 */
export class EditorStore {
  private state: EditorState
  private readonly listeners = new Set<Listener>()

  constructor(site: SiteV2, language = site.availableLanguages[0]?.languageCode ?? 'sv') {
    this.state = { site, dirty: false, mode: 'edit', language, changeCount: 0, base: site }
  }

  get = (): EditorState => this.state

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  private set(next: EditorState): void {
    this.state = next
    for (const listener of this.listeners) listener()
  }

  setMode(mode: EditorMode): void {
    if (mode !== this.state.mode) this.set({ ...this.state, mode })
  }

  setLanguage(language: string): void {
    if (language !== this.state.language) this.set({ ...this.state, language })
  }

  /** Any change of the site document: the editor becomes dirty. */
  change(update: (site: SiteV2) => SiteV2): void {
    const site = update(this.state.site)
    if (site === this.state.site) return
    const languages = site.availableLanguages.map((l) => l.languageCode)
    // A removed editing language falls back to the site's first one.
    const language = languages.includes(this.state.language) ? this.state.language : (languages[0] ?? 'sv')
    this.set({ ...this.state, site, language, dirty: true, changeCount: this.state.changeCount + 1 })
  }

  changeModules(update: (modules: SiteModule[]) => SiteModule[]): void {
    this.change((site) => {
      const siteModules = update(site.siteModules)
      return siteModules === site.siteModules ? site : { ...site, siteModules }
    })
  }

  /**
   * One module edited. Its texts written get their translation records (which source each
   * translation was written against), so an outdated translation shows wherever it was written.
   */
  changeModule(id: string, update: (module: SiteModule) => SiteModule): void {
    const languages = this.state.site.availableLanguages.map((l) => l.languageCode)
    this.changeModules((modules) => {
      const index = modules.findIndex((m) => m.id === id)
      const current = modules[index]
      if (!current) return modules
      const next = update(current)
      return next === current
        ? modules
        : modules.with(index, withTranslationRecords(current, next, languages))
    })
  }

  /** The saved version replaces the working copy (the owner chose to drop their changes). */
  reset(site: SiteV2): void {
    const languages = site.availableLanguages.map((l) => l.languageCode)
    const language = languages.includes(this.state.language) ? this.state.language : (languages[0] ?? 'sv')
    this.set({
      ...this.state,
      site,
      language,
      dirty: false,
      changeCount: this.state.changeCount + 1,
      base: site,
    })
  }

  /**
   * Another save landed first: the draft becomes the merge of both saves, on the other save's
   * revision, which is the base from now on. Still dirty: the merge is not saved yet.
   */
  merged(site: SiteV2, theirs: SiteV2): void {
    this.set({ ...this.state, base: theirs })
    this.change(() => site)
  }

  /**
   * A setting saved through its own call (the guests' password, noindex) came back in the
   * server's site. It is not part of the owner's draft, so it goes in without making the editor
   * dirty or counting as a change; the new revision goes too, or the next Spara would be refused
   * as stale.
   */
  settingSaved(server: Pick<SiteV2, 'password' | 'metaNoindex' | 'revision'>): void {
    const { password, metaNoindex, revision } = server
    const base = { ...this.state.base, password, metaNoindex, revision }
    this.set({ ...this.state, base, site: { ...this.state.site, password, metaNoindex, revision } })
  }

  /**
   * A save answered with the server's site. When the owner changed nothing meanwhile, the
   * server's copy replaces the draft and the editor is clean; otherwise the draft (with the
   * newer edits) stays and only takes the new revision, so the next save is not refused as stale.
   */
  saved(site: SiteV2, changeCountAtSave: number): void {
    if (this.state.changeCount === changeCountAtSave) {
      this.set({ ...this.state, site, dirty: false, base: site })
    } else {
      this.set({ ...this.state, base: site, site: { ...this.state.site, revision: site.revision } })
    }
  }
}

const StoreContext = createContext<EditorStore | null>(null)
export const EditorStoreProvider = StoreContext.Provider

export function useEditorStore(): EditorStore {
  const store = useContext(StoreContext)
  if (!store) throw new Error('useEditorStore() outside <EditorStoreProvider>')
  return store
}

/** A slice of the editor state; the component re-renders only when that slice changes. */
export function useEditor<T>(select: (state: EditorState) => T): T {
  const store = useEditorStore()
  return useSyncExternalStore(store.subscribe, () => select(store.get()))
}
