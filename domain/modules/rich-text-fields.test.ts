import { describe, expect, it } from 'vitest'
import { mapRichText } from './rich-text-fields.ts'

const upper = (html: string) => html.toUpperCase()

describe('mapRichText', () => {
  it('rewrites a declared field whatever its name, and nothing undeclared', () => {
    const module = { body: { sv: '<p>a</p>' }, text: { sv: '<p>b</p>' } }
    expect(mapRichText(module, [['body']], upper)).toEqual({
      body: { sv: '<P>A</P>' },
      text: { sv: '<p>b</p>' },
    })
  })

  it('rewrites the field in every item of a list, and in nested objects', () => {
    const module = {
      list: [{ id: '1', note: { sv: 'x', en: 'y' } }, { id: '2' }],
      details: { intro: { da: 'z' } },
    }
    expect(
      mapRichText(
        module,
        [
          ['list', '*', 'note'],
          ['details', 'intro'],
        ],
        upper,
      ),
    ).toEqual({
      list: [{ id: '1', note: { sv: 'X', en: 'Y' } }, { id: '2' }],
      details: { intro: { da: 'Z' } },
    })
  })

  it('leaves missing fields missing and the original untouched', () => {
    const module = { title: { sv: 't' }, list: null }
    const out = mapRichText(module, [['text'], ['list', '*', 'text']], upper)
    expect(out).toEqual({ title: { sv: 't' }, list: null })
    expect(out).not.toHaveProperty('text')
    const original = { text: { sv: 'a' } }
    mapRichText(original, [['text']], upper)
    expect(original.text.sv).toBe('a')
  })
})
