import { z } from 'zod'
import type { Brand } from '../brands.ts'
import { countdown } from './countdown.ts'
import type { CreateContext } from './create-context.ts'
import type { ModuleDefinition } from './definition.ts'
import { form } from './form.ts'
import { giftRegistry } from './gift-registry.ts'
import { header } from './header.ts'
import { imageAndText } from './image-and-text.ts'
import { imageGallery } from './image-gallery.ts'
import { location } from './location.ts'
import { peopleList } from './people-list.ts'
import { photos } from './photos.ts'
import { programme } from './programme.ts'
import { rsvp } from './rsvp.ts'
import { text } from './text.ts'
import { textAndImageList } from './text-and-image-list.ts'
import { video } from './video.ts'

/** Every V2 module type; adding a type means one file and one line here. */
const DEFINITIONS = [
  header,
  imageAndText,
  text,
  video,
  peopleList,
  textAndImageList,
  giftRegistry,
  location,
  rsvp,
  countdown,
  form,
  imageGallery,
  programme,
  photos,
] as const

type Schemas<D> = { -readonly [K in keyof D]: D[K] extends ModuleDefinition<infer S> ? S : never }

// The union needs its members as a tuple type; mapping the definitions loses that, so it is restated here.
export const siteModuleSchema = z.discriminatedUnion(
  'siteModuleType',
  DEFINITIONS.map((d) => d.schema) as unknown as Schemas<typeof DEFINITIONS>,
)
export type SiteModule = z.infer<typeof siteModuleSchema>
export type SiteModuleType = SiteModule['siteModuleType']
export type ModuleOf<T extends SiteModuleType> = Extract<SiteModule, { siteModuleType: T }>
export const SITE_MODULE_TYPES: SiteModuleType[] = DEFINITIONS.map((d) => d.schema.shape.siteModuleType.value)

/** The definition of each module type. */
export const MODULE_DEFINITIONS = Object.fromEntries(
  DEFINITIONS.map((d) => [d.schema.shape.siteModuleType.value, d]),
) as unknown as { readonly [T in SiteModuleType]: ModuleDefinition }

export function isModuleType(type: string): type is SiteModuleType {
  return Object.hasOwn(MODULE_DEFINITIONS, type)
}

/** The module types an owner may add on a brand. */
export function isAddableModuleType(type: string, brand: Brand): type is SiteModuleType {
  return isModuleType(type) && MODULE_DEFINITIONS[type].offeredFor(brand)
}

/**
 * Builds a module of the given type with fresh ids and translated, brand-appropriate content,
 * ready to insert into siteModules. An unknown type, or one the brand does not offer, is an error
 * (spec 001 section 2: adding an unknown module type is an error).
 */
export function createModule(type: string, context: CreateContext): SiteModule {
  if (!isAddableModuleType(type, context.brand)) throw new Error(`Unknown module type: ${type}`)
  return MODULE_DEFINITIONS[type].create(context) as SiteModule
}
