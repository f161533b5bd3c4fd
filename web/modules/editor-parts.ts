import { type ComponentType, type LazyExoticComponent, lazy } from 'react'
import type { ModuleOf, SiteModuleType } from '#domain/modules/registry.ts'

/**
 * What the editor adds to a module type beyond its view: a settings popup (loaded on demand, never
 * on the public page), in-toolbar tools, and the views the owner can switch between while editing.
 */
export interface ModulePopupProps<T extends SiteModuleType> {
  module: ModuleOf<T>
  open: boolean
  onOpenChange: (open: boolean) => void
}

export interface ModuleToolsProps<T extends SiteModuleType> {
  module: ModuleOf<T>
}

type Popups = { [T in SiteModuleType]?: LazyExoticComponent<ComponentType<ModulePopupProps<T>>> }
type Tools = { [T in SiteModuleType]?: LazyExoticComponent<ComponentType<ModuleToolsProps<T>>> }

export const MODULE_POPUPS: Popups = {
  Rsvp: lazy(() => import('./Rsvp/Popup.tsx')),
  Form: lazy(() => import('./Form/Popup.tsx')),
  GiftRegistry: lazy(() => import('./GiftRegistry/Popup.tsx')),
  Countdown: lazy(() => import('./Countdown/Popup.tsx')),
  Video: lazy(() => import('./Video/Popup.tsx')),
  Header: lazy(() => import('./Header/Popup.tsx')),
  Location: lazy(() => import('./Location/Popup.tsx')),
}

export const MODULE_TOOLS: Tools = {
  Header: lazy(() => import('./Header/Tools.tsx')),
}

/**
 * Edit views (spec 001 section 4): a module that looks different before and after a guest acts
 * lets the owner switch between those looks while editing. The first is the default.
 */
export const MODULE_EDIT_VIEWS: { [T in SiteModuleType]?: readonly string[] } = {
  GiftRegistry: ['startButton', 'giftList'],
}

export function popupFor(
  type: SiteModuleType,
): LazyExoticComponent<ComponentType<ModulePopupProps<SiteModuleType>>> | undefined {
  // Each entry takes its own module type; the pairing cannot be followed through a union key.
  return MODULE_POPUPS[type] as
    | LazyExoticComponent<ComponentType<ModulePopupProps<SiteModuleType>>>
    | undefined
}

export function toolsFor(
  type: SiteModuleType,
): LazyExoticComponent<ComponentType<ModuleToolsProps<SiteModuleType>>> | undefined {
  return MODULE_TOOLS[type] as
    | LazyExoticComponent<ComponentType<ModuleToolsProps<SiteModuleType>>>
    | undefined
}
