import { describe, expect, it } from 'vitest'
import { passwordSaveEnabled, passwordToSave } from './password-option.ts'

describe('passwordSaveEnabled (spec 001 section 4)', () => {
  it('is enabled when the option is on and the trimmed value differs from the saved one', () => {
    expect(passwordSaveEnabled({ enabled: true, value: 'tårta', saved: null })).toBe(true)
    expect(passwordSaveEnabled({ enabled: true, value: 'ny-tårta', saved: 'tårta' })).toBe(true)
    expect(passwordSaveEnabled({ enabled: true, value: '  ny  ', saved: 'tårta' })).toBe(true)
  })

  it('is disabled when the trimmed value equals the saved one', () => {
    expect(passwordSaveEnabled({ enabled: true, value: 'tårta', saved: 'tårta' })).toBe(false)
    expect(passwordSaveEnabled({ enabled: true, value: '  tårta ', saved: 'tårta' })).toBe(false)
  })

  it('is case sensitive, as the guests’ login is', () => {
    expect(passwordSaveEnabled({ enabled: true, value: 'Tårta', saved: 'tårta' })).toBe(true)
  })

  it('is disabled while the option is on and the required field is empty or blank', () => {
    expect(passwordSaveEnabled({ enabled: true, value: '', saved: null })).toBe(false)
    expect(passwordSaveEnabled({ enabled: true, value: '   ', saved: null })).toBe(false)
    expect(passwordSaveEnabled({ enabled: true, value: '   ', saved: 'tårta' })).toBe(false)
  })

  it('is enabled when the option is turned off while a password is saved, whatever the field holds', () => {
    expect(passwordSaveEnabled({ enabled: false, value: 'tårta', saved: 'tårta' })).toBe(true)
    expect(passwordSaveEnabled({ enabled: false, value: '', saved: 'tårta' })).toBe(true)
  })

  it('is disabled when the option is off and no password is saved: there is nothing to clear', () => {
    expect(passwordSaveEnabled({ enabled: false, value: '', saved: null })).toBe(false)
    expect(passwordSaveEnabled({ enabled: false, value: 'tårta', saved: null })).toBe(false)
    expect(passwordSaveEnabled({ enabled: false, value: '', saved: '' })).toBe(false)
  })
})

describe('passwordToSave', () => {
  it('sends the trimmed value when on and the empty string, which clears, when off', () => {
    expect(passwordToSave({ enabled: true, value: '  tårta ' })).toBe('tårta')
    expect(passwordToSave({ enabled: false, value: 'tårta' })).toBe('')
  })
})
