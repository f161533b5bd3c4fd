import { describe, expect, it } from 'vitest'
import { nameFromMail } from './name-from-mail.ts'

describe('nameFromMail', () => {
  it("guesses a name from the mail's local part", () => {
    expect(nameFromMail('erik.svensson@example.se')).toBe('Erik Svensson')
    expect(nameFromMail('anna_lind-ek+bröllop@example.se')).toBe('Anna Lind Ek')
    expect(nameFromMail('åsa87@example.se')).toBe('Åsa')
    expect(nameFromMail('1234@example.se')).toBe('')
  })
})
