import { describe, expect, it } from 'vitest'
import { LANGUAGE_STORAGE_KEY, resolveInterfaceLanguage } from './language.ts'

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial))
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  }
}

const base = { search: '', hostname: 'brollopssida.localhost', browser: [] as string[] }

describe('resolveInterfaceLanguage', () => {
  it('takes ?lang= first and keeps it', () => {
    const storage = memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'sv' })
    expect(resolveInterfaceLanguage({ ...base, search: '?lang=da', storage })).toBe('da')
    expect(storage.data.get(LANGUAGE_STORAGE_KEY)).toBe('da')
  })

  it('ignores an unsupported ?lang= and uses the kept choice', () => {
    const storage = memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'en' })
    expect(resolveInterfaceLanguage({ ...base, search: '?lang=fi', storage })).toBe('en')
    expect(storage.data.get(LANGUAGE_STORAGE_KEY)).toBe('en')
  })

  it('uses the host ending, mapping *.localhost to the real domain', () => {
    const storage = memoryStorage()
    expect(resolveInterfaceLanguage({ ...base, hostname: 'voresbryllupsside.localhost', storage })).toBe('da')
    expect(resolveInterfaceLanguage({ ...base, hostname: 'brollopssida.se', storage })).toBe('sv')
    expect(resolveInterfaceLanguage({ ...base, search: '?domainHost=example.com', storage })).toBe('en')
  })

  it('falls back to the browser, then Swedish', () => {
    const storage = memoryStorage()
    const local = { ...base, hostname: 'localhost', storage }
    expect(resolveInterfaceLanguage({ ...local, browser: ['de-DE', 'en-GB'] })).toBe('en')
    expect(resolveInterfaceLanguage({ ...local, browser: ['de-DE'] })).toBe('sv')
  })

  it('still works when storage throws', () => {
    const storage = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('denied')
      },
    }
    expect(resolveInterfaceLanguage({ ...base, search: '?lang=en', storage })).toBe('en')
    expect(resolveInterfaceLanguage({ ...base, hostname: 'localhost', storage })).toBe('sv')
  })
})
