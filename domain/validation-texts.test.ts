import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { registerBodySchema } from './accounts.ts'
import { shippingAddressSchema } from './prints/orders.ts'
import { validationText } from './validation-texts.ts'

const SWEDISH = /[åäöÅÄÖ]|saknas|Ogiltig|ogiltig|^Ange |^Skriv |Högst|högst|Minst|minst/

/** Every message a schema in domain/ writes itself: `.min(1, '…')`, `{ error: '…' }` and the like. */
function schemaMessages(): string[] {
  const files = readdirSync(import.meta.dirname, { recursive: true, encoding: 'utf8' }).filter(
    (f) =>
      f.endsWith('.ts') &&
      !f.endsWith('.test.ts') &&
      !f.includes('testing/') &&
      !f.startsWith('validation-texts'),
  )
  const found = new Set<string>()
  const literal =
    /(?:\.(?:min|max|length|regex|email|refine|url|int|check)\([^'`\n]*?|error: |message: )(['`])((?:(?!\1).)*)\1/g
  for (const file of files) {
    const source = readFileSync(join(import.meta.dirname, file), 'utf8')
    for (const [, , text = ''] of source.matchAll(literal)) {
      if (!SWEDISH.test(text)) continue
      found.add(text.replace(/\$\{PASSWORD_MIN_LENGTH\}/, '6').replace(/\$\{label\}/, 'Förnamn'))
    }
  }
  return [...found]
}

describe('validation messages in every language', () => {
  it('knows the English and Danish of every Swedish message a schema writes', () => {
    const messages = schemaMessages()
    expect(messages.length).toBeGreaterThan(30)
    const untranslated = messages.filter(
      (m) => validationText(m, 'en') === m || validationText(m, 'da') === m,
    )
    expect(untranslated).toEqual([])
  })

  it('names the fields of a card order and the password length in the language', () => {
    const order = shippingAddressSchema.safeParse({})
    const first = order.success ? '' : (order.error.issues[0]?.message ?? '')
    expect(first).toMatch(/ måste fyllas i$/)
    expect(validationText(first, 'en')).toMatch(/^[A-Z][a-z ]+ is required$/)
    expect(validationText(first, 'da')).toMatch(/ skal udfyldes$/)
    const short = registerBodySchema.safeParse({ mail: 'a@example.se', password: 'abc' })
    const message = short.success ? '' : (short.error.issues[0]?.message ?? '')
    expect(validationText(message, 'en')).toBe('The password must be at least 6 characters')
    expect(validationText(message, 'da')).toBe('Adgangskoden skal være mindst 6 tegn')
  })

  it('leaves zod’s own messages and Swedish as they are', () => {
    expect(validationText('Invalid input: expected string, received number', 'da')).toBe(
      'Invalid input: expected string, received number',
    )
    expect(validationText('Lösenord saknas', 'sv')).toBe('Lösenord saknas')
  })
})
