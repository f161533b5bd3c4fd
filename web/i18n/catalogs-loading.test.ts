import { afterEach, describe, expect, it, vi } from 'vitest'
import { CatalogLoadError, createAppI18n, createI18n, loadCatalog, switchLanguage } from './catalogs.ts'
import da from './da.json'
import en from './en.json'
import sv from './sv.json'

afterEach(() => {
  vi.doUnmock('./da.json')
  vi.resetModules()
})

describe('interface catalogs loaded on demand', () => {
  it('starts the app with its language loaded', async () => {
    const i18n = await createAppI18n('en')
    expect(i18n.t('common.language')).toBe(en.common.language)
  })

  it('has only Swedish until another language is loaded', () => {
    const i18n = createI18n('da')
    expect(i18n.hasResourceBundle('da', 'translation')).toBe(false)
    expect(i18n.t('common.language')).toBe(sv.common.language)
  })

  it('loads a language when it is chosen', async () => {
    const i18n = createI18n('sv')
    await switchLanguage(i18n, 'da')
    expect(i18n.language).toBe('da')
    expect(i18n.t('common.language')).toBe(da.common.language)
  })

  it('says which catalog failed, and keeps the current language', async () => {
    vi.doMock('./da.json', () => {
      throw new Error('network down')
    })
    const fresh = await import('./catalogs.ts')
    await expect(fresh.loadCatalog('da')).rejects.toBeInstanceOf(fresh.CatalogLoadError)
    const i18n = fresh.createI18n('sv')
    await expect(fresh.switchLanguage(i18n, 'da')).rejects.toThrow(
      'The da interface texts could not be loaded',
    )
    expect(i18n.language).toBe('sv')
  })

  it('never fails for Swedish, which is bundled', async () => {
    await expect(loadCatalog('sv')).resolves.toBe(sv)
    expect(new CatalogLoadError('en', null).name).toBe('CatalogLoadError')
  })
})
