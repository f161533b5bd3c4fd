import type { ComponentType, LazyExoticComponent } from 'react'
import type { SiteModule, SiteModuleType } from '#domain/modules/registry.ts'
import { countdownEditor } from './Countdown/editor.tsx'
import type { AnyModuleEditorDefinition, ModuleEditorDefinition } from './definition.ts'
import type { ModulePopupProps, ModuleToolsProps } from './editor-parts.ts'
import { formEditor } from './Form/editor.tsx'
import { giftRegistryEditor } from './GiftRegistry/editor.tsx'
import { headerEditor } from './Header/editor.tsx'
import { imageAndTextEditor } from './ImageAndText/editor.tsx'
import { imageGalleryEditor } from './ImageGallery/editor.tsx'
import { locationEditor } from './Location/editor.tsx'
import { peopleListEditor } from './PeopleList/editor.tsx'
import { photosEditor } from './Photos/editor.tsx'
import { programmeEditor } from './Programme/editor.tsx'
import { rsvpEditor } from './Rsvp/editor.tsx'
import { textEditor } from './Text/editor.tsx'
import { textAndImageListEditor } from './TextAndImageList/editor.tsx'
import { videoEditor } from './Video/editor.tsx'

/** Every module type's editor definition. The editor's only; the public page never imports it. */
const EDITOR_DEFINITIONS: readonly AnyModuleEditorDefinition[] = [
  headerEditor,
  imageAndTextEditor,
  textEditor,
  videoEditor,
  peopleListEditor,
  textAndImageListEditor,
  giftRegistryEditor,
  locationEditor,
  rsvpEditor,
  countdownEditor,
  formEditor,
  imageGalleryEditor,
  programmeEditor,
  photosEditor,
]

const BY_TYPE = new Map<SiteModuleType, AnyModuleEditorDefinition>(EDITOR_DEFINITIONS.map((d) => [d.type, d]))

/**
 * The editor definition of a module's type. Each definition takes its own module type; TypeScript
 * cannot follow that pairing through a union key, so it is asserted here, in one place.
 */
export function editorDefinitionOf(type: SiteModuleType): ModuleEditorDefinition<SiteModuleType> | undefined {
  return BY_TYPE.get(type) as ModuleEditorDefinition<SiteModuleType> | undefined
}

/** The module types in the Välj modul dialog's order (spec 001 section 2). */
export const MODULE_CHOICE_ORDER: readonly SiteModuleType[] = [...EDITOR_DEFINITIONS]
  .sort((a, b) => a.order - b.order)
  .map((d) => d.type)

export function popupFor(
  type: SiteModuleType,
): LazyExoticComponent<ComponentType<ModulePopupProps<SiteModuleType>>> | undefined {
  return editorDefinitionOf(type)?.Popup
}

export function toolsFor(
  type: SiteModuleType,
): LazyExoticComponent<ComponentType<ModuleToolsProps<SiteModuleType>>> | undefined {
  return editorDefinitionOf(type)?.Tools
}

/** What a module still lacks to show guests anything of its own, or null. */
export function setupHint(module: SiteModule) {
  return editorDefinitionOf(module.siteModuleType)?.setupHint?.(module) ?? null
}
