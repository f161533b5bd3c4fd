import type { ComponentType, LazyExoticComponent, ReactNode } from 'react'
import type { ModuleOf, SiteModuleType } from '#domain/modules/registry.ts'
import type { PublicSite } from '#domain/site/schema.ts'
import type { ModulePopupProps, ModuleToolsProps } from './editor-parts.ts'
import type { ModuleViewProps } from './view-props.ts'

/** The site as both the public page and the editor's canvas have it. */
export type PageSite = Omit<PublicSite, 'passwordProtected'>

/** What the public page knows of a module type (web/modules/registry.ts lists them). */
export interface ModuleWebDefinition<T extends SiteModuleType = SiteModuleType> {
  type: T
  /** The module as guests see it, also drawn by the editor's canvas. */
  View: ComponentType<ModuleViewProps<T>>
  /** State the type's views share across the page, wrapped once around all modules. */
  PageProvider?: ComponentType<{ site: PageSite; children: ReactNode }>
  /**
   * The code a guest's first action loads (a guest form), loaded up front where the page is
   * rendered with that form open: on the server, and before hydrating such a page.
   */
  loadGuestCode?: () => Promise<unknown>
  /** The page's heading rather than a section: a layout that numbers sections skips it. */
  pageHeading?: boolean
}

/** Any type's web definition, each paired with its own module type. */
export type AnyModuleWebDefinition = { [T in SiteModuleType]: ModuleWebDefinition<T> }[SiteModuleType]

/** What the module still lacks to show guests anything of its own: the key of its `editor.setup` text. */
export type SetupHint = 'video' | 'map' | 'gifts'

/** How the owner adds to one of the module's lists in place. */
export type ListAdd = { label: 'editor.list.addItem' | 'editor.list.addPerson' } | 'upload'

/**
 * What only the editor knows of a module type (web/modules/editor-registry.ts lists them). Never
 * imported by the public page; the popup and tools load on demand even in the editor.
 */
export interface ModuleEditorDefinition<T extends SiteModuleType = SiteModuleType> {
  type: T
  /** The line-icon paths of its Välj modul button. */
  icon: ReactNode
  /** Its place in the Välj modul dialog (spec 001 section 2), lowest first. */
  order: number
  /**
   * What the module still lacks, set in its settings popup (a video address, a map, wishes): the
   * view alone would show just a title, and the owner might not know where the rest is set.
   */
  setupHint?: (module: ModuleOf<T>) => SetupHint | null
  Popup?: LazyExoticComponent<ComponentType<ModulePopupProps<T>>>
  /** In-toolbar tools. */
  Tools?: LazyExoticComponent<ComponentType<ModuleToolsProps<T>>>
  /**
   * Edit views (spec 001 section 4): a module that looks different before and after a guest acts
   * lets the owner switch between those looks while editing. The first is the default.
   */
  editViews?: readonly string[]
  /** How each list that takes new items in place gets them. */
  listAdd?: Readonly<Record<string, ListAdd>>
}

/** Any type's editor definition, each paired with its own module type. */
export type AnyModuleEditorDefinition = { [T in SiteModuleType]: ModuleEditorDefinition<T> }[SiteModuleType]
