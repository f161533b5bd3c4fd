import { describe, expect, it } from 'vitest'
import { BRANDS, type Brand } from '#domain/brands.ts'
import { defaultEventDate, toDateTimeLocal } from './create-context.ts'
import {
  createModule,
  isAddableModuleType,
  MODULE_DEFINITIONS,
  SITE_MODULE_TYPES,
  type SiteModule,
  siteModuleSchema,
} from './registry.ts'

function counter() {
  let n = 0
  return (prefix: string) => `${prefix}-${++n}`
}

function make(type: string, languages: string[] = ['sv'], brand: Brand = 'wedding', now?: Date) {
  return createModule(type, { languages, brand, newId: counter(), ...(now ? { now } : {}) })
}

/** Every id in a module: its own, its list items', form elements' and options'. */
function ids(module: SiteModule): string[] {
  const out = [module.id]
  if ('list' in module) out.push(...module.list.map((item) => item.id))
  if ('form' in module) {
    for (const element of module.form.formElements) {
      out.push(element.id)
      if (element.formElementType === 'SingleSelect') out.push(...element.options.map((o) => o.id))
    }
  }
  return out
}

const NOW = new Date(2026, 10, 22, 9, 41)

describe('createModule', () => {
  for (const brand of BRANDS) {
    for (const languages of [['sv'], ['en'], ['da'], ['de'], ['sv', 'en'], ['da', 'de']]) {
      it(`makes every ${brand} type valid as it is, for ${languages.join('+')}`, () => {
        for (const type of SITE_MODULE_TYPES) {
          if (!isAddableModuleType(type, brand)) continue
          const module = make(type, languages, brand, NOW)
          expect(module.siteModuleType).toBe(type)
          expect(siteModuleSchema.parse(module), type).toStrictEqual(module)
        }
      })
    }
  }

  it('gives a new module a fresh id, shown and in the menu', () => {
    const module = make('Text')
    expect(module).toMatchObject({ id: 'module-1', hide: false, hideInMenu: false })
  })

  it('throws for an unknown module type', () => {
    expect(() => make('Speech2')).toThrow(new Error('Unknown module type: Speech2'))
    expect(() => make('')).toThrow('Unknown module type: ')
    expect(() => make('header')).toThrow('Unknown module type: header')
  })

  it('offers every type on weddings and parties, all but gifts and speeches on events', () => {
    for (const brand of ['wedding', 'party'] as const)
      expect(SITE_MODULE_TYPES.filter((type) => isAddableModuleType(type, brand))).toEqual(SITE_MODULE_TYPES)
    expect(SITE_MODULE_TYPES.filter((type) => !isAddableModuleType(type, 'event'))).toEqual([
      'GiftRegistry',
      'Form',
    ])
    expect(isAddableModuleType('toString', 'wedding')).toBe(false)
  })

  it('has one definition per schema in the union', () => {
    expect(Object.keys(MODULE_DEFINITIONS)).toEqual(SITE_MODULE_TYPES)
    for (const type of SITE_MODULE_TYPES)
      expect(MODULE_DEFINITIONS[type].schema.shape.siteModuleType.value).toBe(type)
  })

  it('refuses the gift registry and the speech sign-up on event sites', () => {
    expect(() =>
      MODULE_DEFINITIONS.GiftRegistry.create({ languages: ['sv'], brand: 'event', newId: counter() }),
    ).toThrow()
    expect(() =>
      MODULE_DEFINITIONS.Form.create({ languages: ['sv'], brand: 'event', newId: counter() }),
    ).toThrow()
    expect(() => make('GiftRegistry', ['sv'], 'event')).toThrow('Unknown module type: GiftRegistry')
    expect(() => make('Form', ['sv'], 'event')).toThrow('Unknown module type: Form')
    expect(make('GiftRegistry', ['sv'], 'party').siteModuleType).toBe('GiftRegistry')
    expect(make('Form', ['sv'], 'wedding').siteModuleType).toBe('Form')
  })

  it('counts down to six months ahead at 15:00', () => {
    expect(make('Countdown', ['sv'], 'wedding', NOW)).toMatchObject({ countdownDate: '2027-05-22T15:00' })
    expect(make('Countdown', ['sv'], 'wedding', new Date(2027, 0, 5, 23, 59))).toMatchObject({
      countdownDate: '2027-07-05T15:00',
    })
  })

  it('keeps a month-end date within the target month', () => {
    expect(toDateTimeLocal(defaultEventDate(new Date(2026, 7, 31, 12)))).toBe('2027-02-28T15:00')
    expect(toDateTimeLocal(defaultEventDate(new Date(2027, 7, 31, 12)))).toBe('2028-02-29T15:00')
  })

  it('uses the current time when none is given', () => {
    const module = make('Countdown')
    expect(module).toMatchObject({ countdownDate: toDateTimeLocal(defaultEventDate(new Date())) })
  })

  it('writes one text per site language, English for a language without defaults', () => {
    const module = make('Text', ['da', 'de'])
    if (module.siteModuleType !== 'Text') throw new Error('not a text module')
    expect(module.title).toEqual({ da: 'Velkommen!', de: 'Welcome!' })
    expect(Object.keys(module.text ?? {})).toEqual(['da', 'de'])
    expect(module.text?.de).toMatch(/^<p>We are getting married/)
    expect(module.text?.da).toMatch(/^<p>Vi skal giftes/)
  })

  it('falls back to Swedish when the site lists no language', () => {
    const module = make('Video', [])
    expect(module).toMatchObject({ title: { sv: 'En hälsning från oss' } })
  })

  it('words the header and the RSVP for the brand', () => {
    expect(make('Header', ['sv'], 'wedding')).toMatchObject({ title: { sv: 'Vi gifter oss!' } })
    expect(make('Header', ['sv'], 'party')).toMatchObject({ title: { sv: 'Välkommen på fest!' } })
    expect(make('Header', ['en'], 'event')).toMatchObject({ title: { en: 'Welcome to our event' } })
    expect(make('Rsvp', ['sv'], 'wedding')).toMatchObject({ title: { sv: 'OSA' } })
    const eventRsvp = make('Rsvp', ['sv'], 'event')
    expect(eventRsvp).toMatchObject({ title: { sv: 'Anmälan' }, oneGuestRsvpButton: { sv: 'Anmäl dig' } })
    expect(make('Rsvp', ['sv'], 'party')).not.toHaveProperty('oneGuestRsvpButton')
  })

  it('puts the countdown day on the header second line', () => {
    const header = make('Header', ['sv', 'en', 'da'], 'wedding', NOW)
    expect(header).toMatchObject({
      secondLine: {
        sv: 'Lördag 22 maj 2027 kl. 15.00',
        da: 'Lørdag den 22. maj 2027 kl. 15.00',
      },
      verticalAlignment: 0,
      image: null,
    })
    if (header.siteModuleType !== 'Header') throw new Error('not a header')
    expect(header.secondLine?.en).toMatch(/^Saturday,? 22 May 2027 at 3 pm$/)
  })

  it('starts the RSVP with a required name and a required yes/no question', () => {
    const module = make('Rsvp', ['sv'])
    expect(module).toMatchObject({
      maxNumberOfGuests: 5,
      form: {
        formElements: [
          { formElementType: 'ShortText', label: { sv: 'Namn' }, required: true },
          {
            formElementType: 'SingleSelect',
            label: { sv: 'Kommer du?' },
            required: true,
            options: [{ text: { sv: 'Ja' } }, { text: { sv: 'Nej' } }],
          },
        ],
      },
      confirmationTitle: { sv: 'Tack!' },
      confirmationText: { sv: 'Tack för att du OSA, vi har tagit emot dina uppgifter.' },
    })
  })

  it('starts the speech sign-up with the spec confirmation, its buttons and the standard questions', () => {
    const module = make('Form', ['sv'])
    expect(module).toMatchObject({
      title: { sv: 'Anmälan av tal' },
      // The sign-up form's standard questions (issue 33): name, what, length, needs and mail.
      form: {
        formElements: [
          { formElementType: 'ShortText', required: true, signUpQuestion: 'name' },
          { formElementType: 'ShortText', required: false, signUpQuestion: 'what' },
          { formElementType: 'ShortText', required: false, signUpQuestion: 'minutes' },
          { formElementType: 'ShortText', required: false, signUpQuestion: 'needs' },
          { formElementType: 'ShortText', required: false, signUpQuestion: 'mail' },
        ],
      },
      showFormButton: { sv: 'Anmäl tal' },
      sendButton: { sv: 'Skicka anmälan' },
      confirmationTitle: { sv: 'Tack!' },
      confirmationText: { sv: 'Tack för att du anmält dig att tala' },
    })
  })

  it('leaves the gift registry empty, with the view’s default labels', () => {
    const module = make('GiftRegistry', ['sv'])
    expect(module).toMatchObject({ giftRegistry: [], title: { sv: 'Önskelista' } })
    expect(module).not.toHaveProperty('reserveButton')
    expect(module).not.toHaveProperty('showGiftRegistryButton')
  })

  it('starts lists with two items and media modules empty', () => {
    expect(make('TextAndImageList')).toMatchObject({ list: [{ image: null }, { image: null }] })
    expect(make('PeopleList')).toMatchObject({ list: [{ name: { sv: 'Anna Holm' } }, { image: null }] })
    expect(make('ImageGallery')).toMatchObject({ gallery: [] })
    expect(make('Video')).toMatchObject({
      video: { contentDataType: 'Video', type: 'YouTube', videoUrl: '', autoStart: false },
    })
    expect(make('Location')).toMatchObject({
      map: {
        contentDataType: 'Map',
        location: '',
        mapTheme: 'NORMAL',
        markerColor: '#ea4335',
        zoom: 12,
        map: null,
      },
    })
  })

  it('asks for ids with a prefix telling what they are for, and never reuses one', () => {
    const prefixes: string[] = []
    const newId = counter()
    const modules = SITE_MODULE_TYPES.map((type) =>
      createModule(type, {
        languages: ['sv'],
        brand: 'wedding',
        newId: (prefix) => {
          prefixes.push(prefix)
          return newId(prefix)
        },
      }),
    )
    const all = modules.flatMap(ids)
    expect(new Set(all).size).toBe(all.length)
    expect(new Set(prefixes)).toEqual(new Set(['module', 'item', 'formElement', 'option']))
    expect(modules.every((m) => m.id.startsWith('module-'))).toBe(true)
  })

  it('has defaults for sv, en and da with the same brands', () => {
    for (const language of ['sv', 'en', 'da'] as const) {
      for (const brand of BRANDS) {
        const module = make('Text', [language], brand)
        if (module.siteModuleType !== 'Text') throw new Error('not a text module')
        expect(module.text?.[language]).toMatch(/^<p>.+<\/p>$/)
      }
    }
  })
})
