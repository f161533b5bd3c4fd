import type { Brand } from '#domain/brands.ts'
import type { FormElement } from '#domain/forms/elements.ts'
import { SITE_MODULE_TYPES, type SiteModule, type SiteModuleType } from '#domain/modules/registry.ts'
import { DEFAULT_LANGUAGE, type InterfaceLanguage, isInterfaceLanguage } from '#domain/site/languages.ts'
import { type ByBrand, forBrand, MODULE_DEFAULT_TEXTS, type ModuleDefaultTexts } from './module-defaults.ts'

export interface NewModuleContext {
  /** The site's languages; every text of the new module gets one entry per language. */
  languages: string[]
  brand: Brand
  /** A fresh, unique id; the prefix says what it is for ('module', 'item', 'formElement', 'option'). */
  newId: (prefix: string) => string
  now?: Date
}

type Text = Record<string, string>

/** The two sample entries a new list starts with. */
const ITEMS = [0, 1] as const

/** The module types an owner may add on a brand: no gift registry or speeches for events (spec 001 section 1). */
export function isAddableModuleType(type: string, brand: Brand): type is SiteModuleType {
  if (!(SITE_MODULE_TYPES as readonly string[]).includes(type)) return false
  return brand !== 'event' || (type !== 'GiftRegistry' && type !== 'Form')
}

/** Defaults are written in sv, en and da; any other site language gets the English text. */
function defaultsLanguage(language: string): InterfaceLanguage {
  return isInterfaceLanguage(language) ? language : 'en'
}

function pad(n: number): string {
  return String(n).padStart(2, '0')
}

/**
 * The default countdown target: six months after `now`, at 15:00 local time (spec 001 section 9).
 * A day the target month lacks (31 August + 6 months) becomes that month's last day.
 */
export function defaultEventDate(now: Date): Date {
  const year = now.getFullYear()
  const month = now.getMonth() + 6
  const lastDay = new Date(year, month + 1, 0).getDate()
  return new Date(year, month, Math.min(now.getDate(), lastDay), 15, 0)
}

/** A datetime-local value, 'YYYY-MM-DDTHH:mm', in local time. */
export function toDateTimeLocal(date: Date): string {
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
  return `${day}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/** 'Lördag 12 juni 2027', 'Saturday, 12 June 2027', 'Lørdag den 12. juni 2027'. */
function longDate(date: Date, language: InterfaceLanguage): string {
  const locale = language === 'en' ? 'en-GB' : language
  const formatted = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(date)
  return formatted.charAt(0).toLocaleUpperCase(locale) + formatted.slice(1)
}

/**
 * Builds a module of the given type with fresh ids and translated, brand-appropriate content,
 * ready to insert into siteModules. An unknown type, or one the brand does not offer, is an error
 * (spec 001 section 2: adding an unknown module type is an error).
 */
export function createModule(type: string, context: NewModuleContext): SiteModule {
  if (!isAddableModuleType(type, context.brand)) throw new Error(`Unknown module type: ${type}`)
  const { brand, newId } = context
  const languages = context.languages.length > 0 ? [...new Set(context.languages)] : [DEFAULT_LANGUAGE]
  const eventDate = defaultEventDate(context.now ?? new Date())

  /** One entry per site language, from that language's defaults. */
  function text(pick: (d: ModuleDefaultTexts, language: InterfaceLanguage) => string): Text {
    return Object.fromEntries(
      languages.map((language) => {
        const from = defaultsLanguage(language)
        return [language, pick(MODULE_DEFAULT_TEXTS[from], from)]
      }),
    )
  }
  const branded = (pick: (d: ModuleDefaultTexts) => ByBrand): Text => text((d) => forBrand(pick(d), brand))
  const common = { id: newId('module'), hide: false, hideInMenu: false }

  switch (type) {
    case 'Header':
      return {
        ...common,
        siteModuleType: 'Header',
        title: branded((d) => d.Header.title),
        secondLine: text((d, language) =>
          forBrand(d.Header.secondLine, brand).replace('{date}', longDate(eventDate, language)),
        ),
        verticalAlignment: 0,
        image: null,
      }
    case 'Text':
      return {
        ...common,
        siteModuleType: 'Text',
        title: branded((d) => d.Text.title),
        text: branded((d) => d.Text.text),
      }
    case 'ImageAndText':
      return {
        ...common,
        siteModuleType: 'ImageAndText',
        title: branded((d) => d.ImageAndText.title),
        secondTitle: branded((d) => d.ImageAndText.secondTitle),
        text: branded((d) => d.ImageAndText.text),
        image: null,
      }
    case 'TextAndImageList':
      return {
        ...common,
        siteModuleType: 'TextAndImageList',
        title: branded((d) => d.TextAndImageList.title),
        list: ITEMS.map((i) => ({
          id: newId('item'),
          title: branded((d) => d.TextAndImageList.items[i].title),
          text: branded((d) => d.TextAndImageList.items[i].text),
          image: null,
        })),
      }
    case 'PeopleList':
      return {
        ...common,
        siteModuleType: 'PeopleList',
        title: branded((d) => d.PeopleList.title),
        list: ITEMS.map((i) => ({
          id: newId('item'),
          image: null,
          name: text((d) => d.PeopleList.items[i].name),
          title: branded((d) => d.PeopleList.items[i].title),
          text: branded((d) => d.PeopleList.items[i].text),
        })),
      }
    case 'ImageGallery':
      return {
        ...common,
        siteModuleType: 'ImageGallery',
        title: branded((d) => d.ImageGallery.title),
        text: branded((d) => d.ImageGallery.text),
        gallery: [],
      }
    case 'Video':
      return {
        ...common,
        siteModuleType: 'Video',
        title: branded((d) => d.Video.title),
        video: { contentDataType: 'Video', type: 'YouTube', videoUrl: '', autoStart: false },
      }
    case 'Location':
      return {
        ...common,
        siteModuleType: 'Location',
        title: branded((d) => d.Location.title),
        image: null,
        secondTitle: branded((d) => d.Location.secondTitle),
        text: branded((d) => d.Location.text),
        map: {
          contentDataType: 'Map',
          location: '',
          mapTheme: 'NORMAL',
          markerColor: '#ea4335',
          zoom: 12,
          map: null,
        },
      }
    case 'Countdown':
      return {
        ...common,
        siteModuleType: 'Countdown',
        title: branded((d) => d.Countdown.title),
        countdownDate: toDateTimeLocal(eventDate),
      }
    case 'GiftRegistry':
      if (brand === 'event') break
      // The button, label and status texts stay unset, so the view's translated defaults apply.
      return {
        ...common,
        siteModuleType: 'GiftRegistry',
        title: text((d) => forBrand(d.GiftRegistry.title, brand)),
        text: text((d) => forBrand(d.GiftRegistry.text, brand)),
        giftRegistry: [],
      }
    case 'Rsvp':
      return {
        ...common,
        siteModuleType: 'Rsvp',
        title: branded((d) => d.Rsvp.title),
        text: branded((d) => d.Rsvp.text),
        ...(brand === 'event'
          ? {
              selectNumberOfGuestsText: text((d) => d.Rsvp.event.selectNumberOfGuestsText),
              oneGuestRsvpButton: text((d) => d.Rsvp.event.oneGuestRsvpButton),
              guestIndexTitle: text((d) => d.Rsvp.event.guestIndexTitle),
            }
          : {}),
        maxNumberOfGuests: 5,
        form: { formElements: rsvpFormElements(text, newId) },
        confirmationTitle: text((d) => d.Rsvp.confirmationTitle),
        confirmationText: text((d) => d.Rsvp.confirmationText),
      }
    case 'Form':
      if (brand === 'event') break
      return {
        ...common,
        siteModuleType: 'Form',
        title: text((d) => forBrand(d.Form.title, brand)),
        text: text((d) => forBrand(d.Form.text, brand)),
        form: {
          formElements: [
            shortText(
              newId,
              text((d) => d.Form.nameLabel),
              true,
            ),
            shortText(
              newId,
              text((d) => d.Form.speechLabel),
              false,
            ),
          ],
        },
        showFormButton: text((d) => d.Form.showFormButton),
        sendButton: text((d) => d.Form.sendButton),
        confirmationTitle: text((d) => d.Form.confirmationTitle),
        confirmationText: text((d) => d.Form.confirmationText),
      }
  }
  throw new Error(`Unknown module type: ${type}`)
}

function shortText(newId: NewModuleContext['newId'], label: Text, required: boolean): FormElement {
  return { id: newId('formElement'), formElementType: 'ShortText', label, required, showConditions: [] }
}

/** The RSVP questions every site starts with: the guest's name and whether they are coming. */
function rsvpFormElements(
  text: (pick: (d: ModuleDefaultTexts) => string) => Text,
  newId: NewModuleContext['newId'],
): FormElement[] {
  return [
    shortText(
      newId,
      text((d) => d.Rsvp.nameLabel),
      true,
    ),
    {
      id: newId('formElement'),
      formElementType: 'SingleSelect',
      label: text((d) => d.Rsvp.comingLabel),
      required: true,
      options: [
        { id: newId('option'), text: text((d) => d.Rsvp.yes) },
        { id: newId('option'), text: text((d) => d.Rsvp.no) },
      ],
      showConditions: [],
    },
  ]
}
