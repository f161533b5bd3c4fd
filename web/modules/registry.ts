import type { ComponentType } from 'react'
import type { SiteModule, SiteModuleType } from '#domain/modules/registry.ts'
import { countdownModule } from './Countdown/index.ts'
import type { AnyModuleWebDefinition } from './definition.ts'
import { formModule } from './Form/index.ts'
import { giftRegistryModule } from './GiftRegistry/index.tsx'
import { headerModule } from './Header/index.ts'
import { imageAndTextModule } from './ImageAndText/index.ts'
import { imageGalleryModule } from './ImageGallery/index.ts'
import { locationModule } from './Location/index.ts'
import { peopleListModule } from './PeopleList/index.ts'
import { photosModule } from './Photos/index.ts'
import { programmeModule } from './Programme/index.ts'
import { rsvpModule } from './Rsvp/index.ts'
import { textModule } from './Text/index.ts'
import { textAndImageListModule } from './TextAndImageList/index.ts'
import { videoModule } from './Video/index.ts'
import type { ModuleViewProps } from './view-props.ts'

/** Every module type's web definition; a type without one is not rendered. */
export const MODULE_WEB_DEFINITIONS = [
  headerModule,
  imageAndTextModule,
  textModule,
  videoModule,
  peopleListModule,
  textAndImageListModule,
  giftRegistryModule,
  locationModule,
  rsvpModule,
  countdownModule,
  formModule,
  imageGalleryModule,
  programmeModule,
  photosModule,
] as const satisfies readonly AnyModuleWebDefinition[]

/**
 * Every module type's code a browser loads after the first load (the guest forms, the programme's
 * events). The server loads it all before rendering, so its HTML is whole.
 */
export function loadAllModuleCode(): Promise<unknown> {
  return Promise.all(
    MODULE_WEB_DEFINITIONS.map((d) => ('loadGuestCode' in d ? d.loadGuestCode?.() : undefined)),
  )
}

type ViewRegistry = { [T in SiteModuleType]?: ComponentType<ModuleViewProps<T>> }

/** The view of each module type as guests see it (tests replace one to see how the page copes). */
export const MODULE_VIEWS: ViewRegistry = Object.fromEntries(
  MODULE_WEB_DEFINITIONS.map((d) => [d.type, d.View]),
)

const PAGE_HEADINGS = new Set(MODULE_WEB_DEFINITIONS.filter((d) => d.pageHeading).map((d) => d.type))

/** Whether the module is the page's heading, which section numbers skip. */
export function isPageHeading(module: SiteModule): boolean {
  return PAGE_HEADINGS.has(module.siteModuleType)
}

/** The view for one module, typed for the module it is given. */
export function moduleViewFor(
  module: SiteModule,
): ComponentType<ModuleViewProps<SiteModuleType>> | undefined {
  // The mapped type guarantees MODULE_VIEWS[T] takes ModuleOf<T>; TypeScript cannot follow that
  // through a union key, so the pairing is asserted here, in one place.
  return MODULE_VIEWS[module.siteModuleType] as ComponentType<ModuleViewProps<SiteModuleType>> | undefined
}
