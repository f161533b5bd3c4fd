import type { MarkType, Slice } from '@tiptap/pm/model'
import { Plugin, PluginKey } from '@tiptap/pm/state'
import type { EditorView } from '@tiptap/pm/view'
import { Decoration, DecorationSet } from '@tiptap/pm/view'
import { Extension, type Extensions } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { isAllowedLinkUri } from './link-url.ts'
import { looksLikePastedUrl, pastedUrlHref } from './looks-like-pasted-url.ts'

/** Spec 001 section 5: "Editor undo history is capped at 100." */
export const HISTORY_DEPTH = 100

/**
 * shared.module.css styles h2, h3 and h4 in `.rich` alike, and theme11 sets h2 and h3 in italics
 * as it does every heading; h4 gets no theme's heading look. The toolbar makes h3, one level
 * under the module's own h2 title; h2 stays so that a stored h2 is not lost.
 */
export const HEADING_LEVELS = [2, 3] as const
export const TOOLBAR_HEADING_LEVEL = 3

export interface EditorHooks {
  openLinkDialog: () => void
  focusToolbar: () => void
  placeholder: () => string
  /** Class of the empty first paragraph that shows the placeholder. */
  placeholderClass: string
}

/**
 * Everything the server's allow-list keeps (p, br, strong, em, u, s, a, ul, ol, li, h2, h3,
 * blockquote) and nothing else: no code, code block or rule. No trailing node either: it would
 * add an empty paragraph to stored text that did not have one.
 */
export function richTextExtensions(hooks: EditorHooks): Extensions {
  return [
    StarterKit.configure({
      code: false,
      codeBlock: false,
      horizontalRule: false,
      gapcursor: false,
      trailingNode: false,
      heading: { levels: [...HEADING_LEVELS] },
      undoRedo: { depth: HISTORY_DEPTH },
      link: {
        autolink: true,
        linkOnPaste: true,
        openOnClick: false,
        defaultProtocol: 'https',
        isAllowedUri: (url) => isAllowedLinkUri(url),
        shouldAutoLink: looksLikePastedUrl,
      },
    }),
    RichTextBehaviour.configure(hooks),
  ]
}

function isAllLinked(slice: Slice, link: MarkType): boolean {
  let linked = true
  slice.content.descendants((node) => {
    if (node.isText && !link.isInSet(node.marks)) linked = false
  })
  return linked
}

/**
 * "Pasted text longer than 5 characters that looks like a URL becomes a link": over a selection
 * it links the selected text, at the caret it inserts the URL as a linked text. A pasted link
 * (HTML that already carries its href) is left to the normal paste.
 */
function pasteUrlAsLink(view: EditorView, slice: Slice): boolean {
  const { state } = view
  const link = state.schema.marks.link
  const text = slice.content.textBetween(0, slice.content.size, '\n', '\n').trim()
  if (!link || !looksLikePastedUrl(text) || isAllLinked(slice, link)) return false
  const mark = link.create({ href: pastedUrlHref(text) })
  const { selection } = state
  const tr = state.tr
  if (selection.empty) {
    const marks = mark.addToSet(state.storedMarks ?? selection.$from.marks())
    tr.replaceSelectionWith(state.schema.text(text, marks), false).removeStoredMark(link)
  } else {
    tr.addMark(selection.from, selection.to, mark)
  }
  view.dispatch(
    tr.setMeta('preventAutolink', true).setMeta('paste', true).setMeta('uiEvent', 'paste').scrollIntoView(),
  )
  return true
}

const RichTextBehaviour = Extension.create<EditorHooks>({
  name: 'richTextBehaviour',
  // Before Link (1000), whose own paste handler only links over a selection.
  priority: 1100,

  addOptions() {
    return { openLinkDialog: () => {}, focusToolbar: () => {}, placeholder: () => '', placeholderClass: '' }
  },

  addKeyboardShortcuts() {
    return {
      'Mod-k': () => {
        this.options.openLinkDialog()
        return true
      },
      // The usual way from a text to its toolbar (WAI-ARIA authoring practices).
      'Alt-F10': () => {
        this.options.focusToolbar()
        return true
      },
    }
  },

  addProseMirrorPlugins() {
    const options = this.options
    return [
      new Plugin({
        key: new PluginKey('richTextPasteUrl'),
        props: { handlePaste: (view, _event, slice) => pasteUrlAsLink(view, slice) },
      }),
      new Plugin({
        key: new PluginKey('richTextPlaceholder'),
        props: {
          decorations: ({ doc }) => {
            const first = doc.firstChild
            const text = options.placeholder()
            if (!text || !first || doc.childCount !== 1 || !first.isTextblock || first.content.size > 0)
              return null
            return DecorationSet.create(doc, [
              Decoration.node(0, first.nodeSize, {
                class: options.placeholderClass,
                'data-placeholder': text,
              }),
            ])
          },
        },
      }),
    ]
  },
})
