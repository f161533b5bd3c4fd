import { z } from 'zod'
import { countdownModuleSchema } from './countdown.ts'
import { formModuleSchema } from './form.ts'
import { giftRegistryModuleSchema } from './gift-registry.ts'
import { headerModuleSchema } from './header.ts'
import { imageAndTextModuleSchema } from './image-and-text.ts'
import { imageGalleryModuleSchema } from './image-gallery.ts'
import { locationModuleSchema } from './location.ts'
import { peopleListModuleSchema } from './people-list.ts'
import { rsvpModuleSchema } from './rsvp.ts'
import { textModuleSchema } from './text.ts'
import { textAndImageListModuleSchema } from './text-and-image-list.ts'
import { videoModuleSchema } from './video.ts'

/** Every V2 module type; adding a type means one file and one line here. */
export const siteModuleSchema = z.discriminatedUnion('siteModuleType', [
  headerModuleSchema,
  imageAndTextModuleSchema,
  textModuleSchema,
  videoModuleSchema,
  peopleListModuleSchema,
  textAndImageListModuleSchema,
  giftRegistryModuleSchema,
  locationModuleSchema,
  rsvpModuleSchema,
  countdownModuleSchema,
  formModuleSchema,
  imageGalleryModuleSchema,
])
export type SiteModule = z.infer<typeof siteModuleSchema>
export type SiteModuleType = SiteModule['siteModuleType']
export type ModuleOf<T extends SiteModuleType> = Extract<SiteModule, { siteModuleType: T }>
export const SITE_MODULE_TYPES = siteModuleSchema.options.map((o) => o.shape.siteModuleType.value)
