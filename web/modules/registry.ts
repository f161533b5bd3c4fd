import type { ComponentType } from 'react'
import type { SiteModule, SiteModuleType } from '#domain/modules/registry.ts'
import { CountdownView } from './Countdown/View.tsx'
import { FormView } from './Form/View.tsx'
import { GiftRegistryView } from './GiftRegistry/View.tsx'
import { HeaderView } from './Header/View.tsx'
import { ImageAndTextView } from './ImageAndText/View.tsx'
import { ImageGalleryView } from './ImageGallery/View.tsx'
import { LocationView } from './Location/View.tsx'
import { PeopleListView } from './PeopleList/View.tsx'
import { RsvpView } from './Rsvp/View.tsx'
import { TextView } from './Text/View.tsx'
import { TextAndImageListView } from './TextAndImageList/View.tsx'
import { VideoView } from './Video/View.tsx'
import type { ModuleViewProps } from './view-props.ts'

type ViewRegistry = { [T in SiteModuleType]?: ComponentType<ModuleViewProps<T>> }

/** The view of each module type as guests see it. A type without a view is not rendered yet. */
export const MODULE_VIEWS: ViewRegistry = {
  Header: HeaderView,
  Text: TextView,
  ImageAndText: ImageAndTextView,
  Video: VideoView,
  PeopleList: PeopleListView,
  TextAndImageList: TextAndImageListView,
  GiftRegistry: GiftRegistryView,
  Location: LocationView,
  Countdown: CountdownView,
  Form: FormView,
  Rsvp: RsvpView,
  ImageGallery: ImageGalleryView,
}

/** The view for one module, typed for the module it is given. */
export function moduleViewFor(
  module: SiteModule,
): ComponentType<ModuleViewProps<SiteModuleType>> | undefined {
  // The mapped type guarantees MODULE_VIEWS[T] takes ModuleOf<T>; TypeScript cannot follow that
  // through a union key, so the pairing is asserted here, in one place.
  return MODULE_VIEWS[module.siteModuleType] as ComponentType<ModuleViewProps<SiteModuleType>> | undefined
}
