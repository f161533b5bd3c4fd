import { describe, expect, it, vi } from 'vitest'
import type { SiteV2 } from '#domain/site/schema.ts'
import { EditorStore } from './store.ts'

const site = (revision = 1): SiteV2 =>
  ({
    _id: 's1',
    revision,
    availableLanguages: [{ languageCode: 'sv' }, { languageCode: 'en' }],
    siteModules: [
      { id: 'a', siteModuleType: 'Text', hide: false, hideInMenu: false, title: { sv: 'A' } },
      { id: 'b', siteModuleType: 'Text', hide: false, hideInMenu: false, title: { sv: 'B' } },
    ],
  }) as unknown as SiteV2

describe('EditorStore dirty state', () => {
  it('starts clean in edit mode in the first site language', () => {
    const store = new EditorStore(site())
    expect(store.get()).toMatchObject({ dirty: false, mode: 'edit', language: 'sv' })
  })

  it('becomes dirty on any change and notifies subscribers', () => {
    const store = new EditorStore(site())
    const listener = vi.fn()
    store.subscribe(listener)
    store.changeModule('a', (m) => ({ ...m, hide: true }))
    expect(store.get().dirty).toBe(true)
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('stays clean when a change changes nothing, and on mode or language switches', () => {
    const store = new EditorStore(site())
    store.changeModule('missing', (m) => ({ ...m, hide: true }))
    store.changeModule('a', (m) => m)
    store.setMode('preview')
    store.setLanguage('en')
    expect(store.get()).toMatchObject({ dirty: false, mode: 'preview', language: 'en' })
  })

  it("records which source a module's translation was written against, however the module was edited", () => {
    const store = new EditorStore(site())
    const title = () =>
      store.get().site.siteModules[0] as unknown as { translatedFrom?: Record<string, string> }
    store.changeModule('a', (m) => ({ ...m, title: { sv: 'A', en: 'A in English' } }))
    expect(Object.keys(title().translatedFrom ?? {})).toEqual(['title@en'])
    const written = title().translatedFrom
    store.changeModule('a', (m) => ({ ...m, title: { sv: 'Ett nytt A', en: 'A in English' } }))
    // The source changed: the English keeps the record of the source it was written from.
    expect(title().translatedFrom).toEqual(written)
    store.changeModule('a', (m) => ({ ...m, hide: true }))
    expect(title().translatedFrom).toEqual(written)
  })

  it('replaces only the changed module, so other modules keep their identity', () => {
    const store = new EditorStore(site())
    const before = store.get().site.siteModules
    store.changeModule('a', (m) => ({ ...m, hide: true }))
    const after = store.get().site.siteModules
    expect(after[0]).not.toBe(before[0])
    expect(after[1]).toBe(before[1])
  })

  it('is clean after a save that included every change', () => {
    const store = new EditorStore(site())
    store.changeModule('a', (m) => ({ ...m, hide: true }))
    const { changeCount } = store.get()
    store.saved(site(2), changeCount)
    expect(store.get().dirty).toBe(false)
    expect(store.get().site.revision).toBe(2)
  })

  it('stays dirty and keeps newer edits when the owner changed something during the save', () => {
    const store = new EditorStore(site())
    store.changeModule('a', (m) => ({ ...m, hide: true }))
    const { changeCount } = store.get()
    store.changeModule('b', (m) => ({ ...m, hide: true }))
    store.saved(site(2), changeCount)
    expect(store.get().dirty).toBe(true)
    expect(store.get().site.revision).toBe(2)
    expect(store.get().site.siteModules.map((m) => m.hide)).toEqual([true, true])
  })

  it('falls back to the first language when the editing language is removed', () => {
    const store = new EditorStore(site())
    store.setLanguage('en')
    store.change((s) => ({ ...s, availableLanguages: [{ languageCode: 'sv' }] }))
    expect(store.get().language).toBe('sv')
  })

  it('reset drops the changes and is clean', () => {
    const store = new EditorStore(site())
    store.changeModule('a', (m) => ({ ...m, hide: true }))
    store.reset(site(5))
    expect(store.get()).toMatchObject({ dirty: false })
    expect(store.get().site.revision).toBe(5)
  })

  it('takes a setting saved through its own call without making the editor dirty', () => {
    const store = new EditorStore(site())
    const listener = vi.fn()
    store.subscribe(listener)
    store.settingSaved({ password: 'tårta', metaNoindex: true, revision: 2 })
    expect(store.get()).toMatchObject({ dirty: false, changeCount: 0 })
    expect(store.get().site).toMatchObject({ password: 'tårta', metaNoindex: true, revision: 2 })
    expect(listener).toHaveBeenCalledTimes(1)
  })

  it('keeps unsaved edits dirty when a setting is saved, and takes its revision for the next save', () => {
    const store = new EditorStore(site())
    store.changeModule('a', (m) => ({ ...m, hide: true }))
    const { changeCount } = store.get()
    store.settingSaved({ password: null, metaNoindex: false, revision: 2 })
    expect(store.get()).toMatchObject({ dirty: true, changeCount })
    expect(store.get().site.revision).toBe(2)
    expect(store.get().site.siteModules[0]?.hide).toBe(true)
  })
})
