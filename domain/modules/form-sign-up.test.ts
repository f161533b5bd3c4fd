import { describe, expect, it } from 'vitest'
import { siteContentSchema } from '../site/schema.ts'
import { parseStoredSite, storeSiteContent } from '../site/stored.ts'
import { type FormModule, form, formModuleSchema } from './form.ts'
import { markSignUpForm, signUpFormOf, withSignUpQuestions } from './form-sign-up.ts'

let n = 0
const newId = (prefix: string) => `${prefix}-${++n}`
const context = { languages: ['sv', 'en'], brand: 'wedding' as const, newId }

describe('the sign-up form (issue 33)', () => {
  it('is inserted with the standard questions, each with its kind, and not yet marked', () => {
    const module = form.create(context)
    expect(module.isSignUpForm).toBeUndefined()
    expect(module.form.formElements.map((e) => [e.signUpQuestion, e.label?.sv, e.required])).toEqual([
      ['name', 'Namn', true],
      ['what', 'Vad vill du göra? (tal, sång eller något annat)', false],
      ['minutes', 'Längd i minuter', false],
      ['needs', 'Behöver du mikrofon, skärm eller musik?', false],
      ['mail', 'E-post (så får du din tid i talarlistan)', false],
    ])
    expect(module.form.formElements[2]?.label?.en).toBe('Length in minutes')
  })

  it('reads stored forms without the flag as they were, and keeps it once set', () => {
    const stored = { id: 'f', siteModuleType: 'Form', hide: false, hideInMenu: false }
    const old = formModuleSchema.parse(stored)
    expect(old).not.toHaveProperty('isSignUpForm')
    expect(signUpFormOf([old])).toBeUndefined()
    expect(formModuleSchema.parse({ ...stored, isSignUpForm: true }).isSignUpForm).toBe(true)
    expect(formModuleSchema.safeParse({ ...stored, isSignUpForm: 'ja' }).success).toBe(false)
  })

  it('is stored with the site and read back with the flag and the question kinds', () => {
    const marked = { ...form.create(context), isSignUpForm: true }
    const site = siteContentSchema.parse({
      availableLanguages: [{ languageCode: 'sv' }],
      siteModules: [marked],
    })
    const again = parseStoredSite(storeSiteContent(site))
    expect(again).toEqual(site)
    expect(signUpFormOf(again.siteModules)).toEqual(marked)
  })

  it('marks one form per site, takes questions a hand-made form has, and adds the ones it lacks', () => {
    const handMade: FormModule = {
      id: 'old',
      siteModuleType: 'Form',
      hide: false,
      hideInMenu: false,
      form: {
        formElements: [
          {
            id: 'q1',
            formElementType: 'ShortText',
            label: { sv: 'Namn' },
            required: true,
            showConditions: [],
          },
          {
            id: 'q2',
            formElementType: 'ShortText',
            label: { sv: 'Ditt tal' },
            required: false,
            showConditions: [],
          },
        ],
      },
    }
    const other = { ...form.create(context), isSignUpForm: true }
    const modules = markSignUpForm([other, handMade], 'old', ['sv'], newId)
    expect(modules[0]).toMatchObject({ isSignUpForm: false })
    expect(signUpFormOf(modules)?.id).toBe('old')
    const elements = signUpFormOf(modules)?.form.formElements ?? []
    expect(elements.map((e) => [e.id.startsWith('q') ? e.id : 'new', e.signUpQuestion])).toEqual([
      ['q1', 'name'],
      ['q2', 'what'],
      ['new', 'minutes'],
      ['new', 'needs'],
      ['new', 'mail'],
    ])
    // Marking again adds nothing: every kind is there.
    expect(withSignUpQuestions(signUpFormOf(modules) as FormModule, ['sv'], newId).form.formElements).toEqual(
      elements,
    )
  })
})
