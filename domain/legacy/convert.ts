import type { FormElement } from '../forms/elements.ts'
import type { SiteModule } from '../modules/registry.ts'
import type { Image } from '../site/image.ts'
import { type SiteContent, siteContentSchema } from '../site/schema.ts'
import { moduleSlugs } from '../site/slugs.ts'
import { conditionTarget } from './conditions.ts'
import { LEGACY_DEFAULTS, legacyCountdownLocal } from './defaults.ts'
import {
  type LegacyImage,
  type LegacyModule,
  type LegacyPropertiesOf,
  type LegacyRadioGroup,
  type LegacySite,
  type LegacyTextField,
  receiverList,
} from './schema.ts'
import { legacyBaseSlug } from './slugs.ts'

type ImageRef = string | LegacyImage | null | undefined

/**
 * Converts a legacy site to the V2 shape (issue 19): every module to its V2 type with the same id,
 * list and gift item ids kept (so reservations and answers still match), texts under the site's
 * language, mail receivers to formRecipients. The result is checked by the V2 schema, so what it
 * returns is what a V2 save would store.
 */
export function legacyToV2(site: LegacySite, language = 'sv'): Omit<SiteContent, 'revision'> {
  const images = new Map(site.images.filter((i) => i.id).map((i) => [i.id as string, i]))
  const t = (value: string | null | undefined) =>
    value === undefined || value === null || value === '' ? undefined : { [language]: value }
  const image = (ref: ImageRef): Image | null => {
    const record = typeof ref === 'string' ? images.get(ref) : ref
    return record ? v2Image(record) : null
  }
  const modules = site.modules.map((m) => withLegacySlug(m, convertModule(m, t, image), language))
  const recipients = (type: 'RSVP3' | 'Speech2', list: string[]) =>
    list.length
      ? site.modules.filter((m) => m.module === type).map((m) => ({ formId: m.id, recipients: list }))
      : []
  const valid = (list: string[]) => list.filter((m) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(m)).slice(0, 6)
  const content = siteContentSchema.parse({
    theme: site.theme ?? undefined,
    fonts: { heading: site.fonts.heading, text: site.fonts.text },
    colorScheme: site.colorScheme ?? undefined,
    siteGraphic: site.siteGraphic ?? null,
    availableLanguages: [{ languageCode: language }],
    siteModules: modules,
    formRecipients: [
      ...recipients('RSVP3', valid(receiverList(site.mailReceivers.rsvp))),
      ...recipients('Speech2', valid(receiverList(site.mailReceivers.speech))),
    ],
    mostRecentSelectedDesignTemplate: site.mostRecentSelectedDesignTemplate ?? null,
  })
  const { revision: _r, ...rest } = content
  return rest
}

/** A legacy image record as a V2 image (the size records lose their database _id). */
export function v2Image(record: LegacyImage): Image {
  const sizes = (list: readonly unknown[]) =>
    list.flatMap((s) => {
      const size = s as { size?: unknown; fileName?: unknown }
      return typeof size.size === 'number' && typeof size.fileName === 'string'
        ? [{ size: size.size, fileName: size.fileName }]
        : []
    })
  return {
    path: record.path,
    fileName: record.fileName,
    ...(record.originalName ? { originalName: record.originalName } : {}),
    ...(record.temporary ? { temporary: true } : {}),
    sizes: sizes(record.sizes),
    ...(record.width ? { width: record.width } : {}),
    ...(record.height ? { height: record.height } : {}),
    imageBeforeEdit: record.imageBeforeEdit
      ? {
          path: record.imageBeforeEdit.path,
          fileName: record.imageBeforeEdit.fileName,
          sizes: sizes(record.imageBeforeEdit.sizes),
        }
      : null,
  }
}

/**
 * The module keeps its legacy anchor when its V2 title would give another one (a slug stored
 * before a menu title was changed, or 'ej-namngivet'), so #links made for the legacy page still
 * lead to it. Both pages make anchors unique the same way, in page order.
 */
function withLegacySlug(legacy: LegacyModule, module: SiteModule, language: string): SiteModule {
  const kept = legacyBaseSlug(legacy)
  return moduleSlugs([module], language).get(module.id) === kept ? module : { ...module, legacySlug: kept }
}

type T = (value: string | null | undefined) => Record<string, string> | undefined
type ImageOf = (ref: ImageRef) => Image | null

function convertModule(m: LegacyModule, t: T, image: ImageOf): SiteModule {
  const common = {
    id: m.id,
    hide: m.hide,
    hideInMenu: m.hideInMenu,
    ...(m.menuTitle !== undefined ? { menuTitle: t(m.menuTitle) ?? {} } : {}),
  }
  switch (m.module) {
    case 'header': {
      const p = m.properties
      const img = image(p.image)
      return {
        ...common,
        siteModuleType: 'Header',
        title: t(p.title),
        secondLine: t(p.secondline),
        verticalAlignment: p.titleVerticalAlignment,
        image: img ? { image: img, userSelectedImageSize: 'LARGE' } : null,
      }
    }
    case 'Text':
      return { ...common, siteModuleType: 'Text', title: t(m.properties.title), text: t(m.properties.text) }
    case 'RSVP3':
      return rsvp(common, m.properties, t)
    case 'Speech2': {
      const p = m.properties
      return {
        ...common,
        siteModuleType: 'Form',
        title: t(p.title),
        text: t(p.text),
        form: { formElements: p.customTextFields.map((f) => textElement(f, t, [])) },
        showFormButton: t(p.showFormButton),
        sendButton: t(p.sendButton),
        confirmationTitle: t(p.confirmationTitle ?? LEGACY_DEFAULTS.confirmationTitle),
        confirmationText: t(p.confirmationText ?? LEGACY_DEFAULTS.speechConfirmationText),
        // The legacy speech module was the sign-up form; its questions keep their labels, read as before.
        isSignUpForm: true,
      }
    }
    case 'location': {
      const p = m.properties
      return {
        ...common,
        siteModuleType: 'Location',
        title: t(p.title),
        secondTitle: t(p.secondTitle),
        text: t(p.text),
        image: image(p.image),
        map: p.location
          ? {
              contentDataType: 'Map',
              location: p.location.location,
              zoom: p.location.zoom,
              markerColor: p.location.markerColor,
              mapTheme: p.location.mapTheme,
              map: null,
            }
          : null,
      }
    }
    case 'ImageAndText': {
      const p = m.properties
      return {
        ...common,
        siteModuleType: 'ImageAndText',
        title: t(p.title),
        secondTitle: t(p.secondTitle),
        text: t(p.text),
        image: image(p.image),
      }
    }
    case 'TextAndImageList':
      return {
        ...common,
        siteModuleType: 'TextAndImageList',
        title: t(m.properties.title),
        list: m.properties.list.map((item) => ({
          id: item.id,
          title: t(item.properties.title),
          text: t(item.properties.text),
          image: image(item.properties.image as ImageRef),
        })),
      }
    case 'PeopleList':
      return {
        ...common,
        siteModuleType: 'PeopleList',
        title: t(m.properties.title),
        list: m.properties.list.map((item) => ({
          id: item.id,
          name: t(item.properties.name),
          title: t(item.properties.title),
          text: t(item.properties.text),
          image: image(item.properties.image as ImageRef),
        })),
      }
    case 'Video': {
      const v = m.properties.video
      return {
        ...common,
        siteModuleType: 'Video',
        title: t(m.properties.title),
        video: v
          ? { contentDataType: 'Video', type: 'YouTube', videoUrl: v.videoUrl, autoStart: v.autoStart }
          : null,
      }
    }
    case 'countDown': {
      const p = m.properties
      // Words the owner changed stay; the defaults are left to V2's own unit words, which say 'dag'
      // for one day and come in every site language.
      const words = Object.fromEntries(
        (Object.keys(LEGACY_DEFAULTS.countdown) as (keyof typeof LEGACY_DEFAULTS.countdown)[]).flatMap(
          (key) => {
            const word = p[key]?.trim()
            return word && word !== LEGACY_DEFAULTS.countdown[key] ? [[key, t(word)]] : []
          },
        ),
      )
      return {
        ...common,
        siteModuleType: 'Countdown',
        title: t(p.title),
        countdownDate: legacyCountdownLocal(p.date),
        ...words,
      }
    }
    case 'GiftRegistry': {
      const p = m.properties
      return {
        ...common,
        siteModuleType: 'GiftRegistry',
        title: t(p.title),
        text: t(p.text),
        showGiftRegistryButton: t(p.showGiftRegistryButton ?? LEGACY_DEFAULTS.showGiftRegistryButton),
        giftRegistry: p.giftRegistry.map((item) => ({
          id: item.id,
          title: t(item.title),
          description: t(item.description),
          link: item.link ?? null,
          reservable: item.reservable,
          quantity: item.quantity ?? 1,
          image: image(item.image),
        })),
      }
    }
  }
}

type Common = { id: string; hide: boolean; hideInMenu: boolean; menuTitle?: Record<string, string> }

function rsvp(common: Common, p: LegacyPropertiesOf<'RSVP3'>, t: T): SiteModule {
  const target = conditionTarget(p)
  const shownBelow = target
    ? [{ type: 'SHOW' as const, formElementId: target.questionId, formElementOptionIds: [target.optionId] }]
    : []
  const formElements: FormElement[] = [
    ...p.customTextFieldsAbove.map((f) => textElement(f, t, [])),
    ...p.customMultipleRadioGroups.map((g) => radioElement(g, t, [])),
    ...p.customMultipleRadioGroupsBelow.map((g) => radioElement(g, t, shownBelow)),
    ...p.customTextFieldsBelow.map((f) => textElement(f, t, shownBelow)),
  ]
  const maxNumberOfGuests = Math.min(5, p.maxNumberOfPersons ?? LEGACY_DEFAULTS.maxNumberOfPersons)
  return {
    ...common,
    siteModuleType: 'Rsvp',
    title: t(p.title),
    text: t(p.text),
    selectNumberOfGuestsText: t(p.chooseNumberOfPersonsText),
    sendButton: t(p.sendButton),
    maxNumberOfGuests,
    // showRSVPFormWhenOnlyOnePerson acts only where one person may answer: the legacy page then
    // shows that person's form at once, as openFormForOneGuest does in V2.
    ...(p.showRSVPFormWhenOnlyOnePerson === true && maxNumberOfGuests === 1
      ? { openFormForOneGuest: true }
      : {}),
    guestIndexTitle: t(p.personTitle),
    form: { formElements },
    confirmationTitle: t(p.confirmationTitle ?? LEGACY_DEFAULTS.confirmationTitle),
    confirmationText: t(p.confirmationText ?? LEGACY_DEFAULTS.rsvpConfirmationText),
  }
}

type Conditions = Extract<FormElement, { formElementType: 'ShortText' }>['showConditions']

function textElement(f: LegacyTextField, t: T, showConditions: Conditions): FormElement {
  return {
    id: f.id,
    formElementType: 'ShortText',
    label: t(f.label) ?? t(LEGACY_DEFAULTS.textFieldLabel) ?? {},
    required: f.mandatory,
    showConditions,
  }
}

function radioElement(g: LegacyRadioGroup, t: T, showConditions: Conditions): FormElement {
  return {
    id: g.id,
    formElementType: 'SingleSelect',
    label: t(g.label) ?? t(LEGACY_DEFAULTS.radioGroupLabel) ?? {},
    // Every legacy radio group is required (spec 001 section 5).
    required: true,
    options: g.options.map((o) => ({ id: o.id, text: t(o.label) ?? {} })),
    showConditions,
  }
}
