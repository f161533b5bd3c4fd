import { describe, expect, test } from 'vitest'
import { embedJson } from './embed-json.ts'

describe('embedJson', () => {
  const nasty = {
    title: '</script><script>alert(1)</script>',
    comment: '<!-- <script>',
    amp: 'a & b > c',
    separators: 'line\u2028para\u2029end',
  }

  test('contains none of the characters that could end the script element', () => {
    const json = embedJson(nasty)
    expect(json).not.toMatch(/[<>&\u2028\u2029]/)
    expect(json).toContain('\\u003c/script\\u003e')
  })

  test('parses back to the same value', () => {
    expect(JSON.parse(embedJson(nasty))).toEqual(nasty)
  })
})
