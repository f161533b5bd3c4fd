import { createContext, createElement, type ReactNode, useContext } from 'react'
import type { Image } from '#domain/site/image.ts'
import { lookupText, type Text } from '#domain/site/lookup-text.ts'
import { RichText } from '#web/modules/index.ts'
/**
 * Inline editing seam. Module views render their texts through the components below. On the
 * public page no editing context exists and they render plain markup, exactly as before; the
 * editor provides an InlineEditing implementation per module, so the owner edits in place on the
 * same views guests see, while none of the editor's code reaches the public bundle.
 */

/** Where a text sits in its module: field names and, inside a list, the item's id. */
export type TextPath = readonly string[]

export interface InlineTextProps {
  as: 'h1' | 'h2' | 'h3' | 'p' | 'span'
  className?: string
  part?: string
  text: Text | null | undefined
  path: TextPath
}

export interface InlineRichProps {
  className?: string
  text: Text | null | undefined
  path: TextPath
}

export interface InlineListProps {
  /** The module field holding the list ('list', 'gallery'). */
  list: string
  itemId: string
  index: number
  count: number
}

export interface InlineImageProps {
  /** Where the image sits in its module, as for texts (['image'], ['list', id, 'image']). */
  path: TextPath
  image: Image | null | undefined
  /** The header's size choice (LARGE, MEDIUM, SMALL), stored beside the image. */
  sizeChoice?: boolean
  /** An image the item cannot be without (a gallery image): replace and crop, never remove. */
  required?: boolean
}

export interface InlineEditing {
  /** The module's edit view the owner chose (its editor definition's editViews), or null for the default. */
  editView: string | null
  renderText(props: InlineTextProps): ReactNode
  renderRich(props: InlineRichProps): ReactNode
  /** Move, remove for one list item. */
  renderListItemTools(props: InlineListProps): ReactNode
  /** The button that adds an item at the end of a list. */
  renderListAdd(props: { list: string; count: number }): ReactNode
  /**
   * Upload, crop and remove of one image: an upload area without an image, tools over it with one.
   * Optional so that stand-ins for other editing features need not offer it.
   */
  renderImageTools?(props: InlineImageProps): ReactNode
}

const InlineEditContext = createContext<InlineEditing | null>(null)

export function InlineEditProvider({ value, children }: { value: InlineEditing; children: ReactNode }) {
  return <InlineEditContext.Provider value={value}>{children}</InlineEditContext.Provider>
}

/** The editing implementation around a view, or null on the public page. */
export function useInlineEditing(): InlineEditing | null {
  return useContext(InlineEditContext)
}

/** A plain text field (title, name, button label): nothing when empty, unless it is being edited. */
export function EditableText({ language, ...props }: InlineTextProps & { language: string }) {
  const edit = useContext(InlineEditContext)
  if (edit) return edit.renderText(props)
  const value = lookupText(props.text, language)
  if (!value) return null
  return createElement(props.as, { className: props.className, 'data-part': props.part }, value)
}

/** A rich text field, stored as sanitised HTML. */
export function EditableRichText({ language, ...props }: InlineRichProps & { language: string }) {
  const edit = useContext(InlineEditContext)
  if (edit) return edit.renderRich(props)
  return <RichText html={lookupText(props.text, language)} className={props.className} />
}

export function ListItemTools(props: InlineListProps) {
  const edit = useContext(InlineEditContext)
  return edit ? edit.renderListItemTools(props) : null
}

export function ListAdd(props: { list: string; count: number }) {
  const edit = useContext(InlineEditContext)
  return edit ? edit.renderListAdd(props) : null
}

/**
 * The owner's tools for one image. Placed right after the image element (where the image would be
 * when there is none); renders nothing on the public page.
 */
export function ImageTools(props: InlineImageProps) {
  const edit = useContext(InlineEditContext)
  return edit?.renderImageTools ? edit.renderImageTools(props) : null
}
