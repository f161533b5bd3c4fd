import { describe, expect, it } from 'vitest'
import {
  recordTranslation,
  sourceHash,
  type TranslatedFrom,
  textsOf,
  translationKey,
  translationState,
  untranslatedTexts,
  withTranslationRecords,
} from './translations.ts'

type Module = {
  id: string
  translatedFrom?: TranslatedFrom
  title?: Record<string, string>
  items?: { id: string; text: Record<string, string> }[]
}

const LANGUAGES = ['sv', 'en', 'da']

/** Writes the module's title in `language` as the editor's store does, with its records. */
function write(module: Module, _path: string[], language: string, value: string): Module {
  return withTranslationRecords(
    module,
    { ...module, title: { ...module.title, [language]: value } },
    LANGUAGES,
  )
}

const state = (module: Module, language: string) => {
  const [entry] = textsOf(module)
  if (!entry) throw new Error('no text')
  return translationState(module, entry, language, 'sv')
}

describe('translations that stay true', () => {
  it('marks a translation outdated once its source changes after it was written, and done again when retranslated', () => {
    let module: Module = { id: 'm', title: { sv: 'Program' } }
    expect(state(module, 'en')).toBe('missing')
    module = write(module, ['title'], 'en', 'Schedule')
    expect(module.translatedFrom).toEqual({ [translationKey(['title'], 'en')]: sourceHash('Program') })
    expect(state(module, 'en')).toBe('done')
    module = write(module, ['title'], 'sv', 'Dagens program')
    expect(state(module, 'en')).toBe('outdated')
    // Danish was never written: missing, not outdated.
    expect(state(module, 'da')).toBe('missing')
    module = write(module, ['title'], 'en', 'The day’s schedule')
    expect(state(module, 'en')).toBe('done')
  })

  it('reads a document from before the record as up to date, and as outdated once its source is rewritten', () => {
    // The wizard's sample text in both languages, no record: nothing to look at.
    let module: Module = { id: 'm', title: { sv: 'Välkomna!', en: 'Welcome!' } }
    expect(state(module, 'en')).toBe('done')
    module = write(module, ['title'], 'sv', 'Välkomna till vår dag!')
    expect(state(module, 'en')).toBe('outdated')
  })

  it('is done again when the source is changed back, and forgets the record of a cleared translation', () => {
    let module: Module = write({ id: 'm', title: { sv: 'Fest' } }, ['title'], 'en', 'Party')
    module = write(module, ['title'], 'sv', 'Festen')
    expect(state(module, 'en')).toBe('outdated')
    module = write(module, ['title'], 'sv', 'Fest')
    expect(state(module, 'en')).toBe('done')
    module = write(module, ['title'], 'en', '')
    expect(module.translatedFrom).toBeUndefined()
    expect(state(module, 'en')).toBe('missing')
  })

  it('keeps the record object when a write changes nothing it records', () => {
    const module: Module = write({ id: 'm', title: { sv: 'Fest' } }, ['title'], 'en', 'Party')
    const before = module.title
    expect(recordTranslation(module, ['title'], 'en', before, { ...before, en: 'Party' }, LANGUAGES)).toBe(
      module.translatedFrom,
    )
  })

  it('lists missing and outdated texts in page order, with list items by id', () => {
    const first: Module = {
      id: 'a',
      title: { sv: 'Hej', en: 'Hi' },
      translatedFrom: { 'title@en': sourceHash('Hallå') },
    }
    const second: Module = {
      id: 'b',
      items: [
        { id: 'k1', text: { sv: 'Middag', en: 'Dinner' } },
        { id: 'k2', text: { sv: 'Dans' } },
      ],
    }
    expect(untranslatedTexts([first, second], 'en', 'sv')).toEqual([
      { moduleId: 'a', path: ['title'], state: 'outdated' },
      { moduleId: 'b', path: ['items', 'k2', 'text'], state: 'missing' },
    ])
  })

  it('records what a popup writes in several languages at once, a list item by its id, and leaves other texts alone', () => {
    const before: Module = {
      id: 'f',
      title: { sv: 'Frågor', en: 'Questions' },
      items: [{ id: 'q1', text: { sv: 'Namn' } }],
    }
    // Source and translation written together: the translation is up to date.
    const both = withTranslationRecords(
      before,
      { ...before, items: [{ id: 'q1', text: { sv: 'Ditt namn', en: 'Your name' } }] },
      LANGUAGES,
    )
    expect(both.translatedFrom).toEqual({ 'items/q1/text@en': sourceHash('Ditt namn') })
    expect(untranslatedTexts([both], 'en', 'sv')).toEqual([])
    const rewritten = withTranslationRecords(
      both,
      { ...both, items: [{ id: 'q1', text: { sv: 'Vad heter du?', en: 'Your name' } }] },
      LANGUAGES,
    )
    expect(untranslatedTexts([rewritten], 'en', 'sv')).toEqual([
      { moduleId: 'f', path: ['items', 'q1', 'text'], state: 'outdated' },
    ])
    // An edit that writes no text keeps the module as it came.
    const hidden = { ...rewritten, hide: true } as Module
    expect(withTranslationRecords(rewritten, hidden, LANGUAGES)).toBe(hidden)
  })
})
