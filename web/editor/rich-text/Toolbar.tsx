import { type Editor, useEditorState } from '@tiptap/react'
import { type KeyboardEvent, memo, type ReactNode, type Ref, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { cx } from '#web/ui/cx.ts'
import { LineIcon } from '#web/ui/LineIcon.tsx'
import { TOOLBAR_HEADING_LEVEL } from './extensions.ts'
import styles from './RichTextEditor.module.css'

/** What the toolbar shows; read after each transaction of this editor, so a few cheap checks. */
function selectToolbarState({ editor }: { editor: Editor }) {
  return {
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    heading: editor.isActive('heading'),
    bulletList: editor.isActive('bulletList'),
    orderedList: editor.isActive('orderedList'),
    link: editor.isActive('link'),
    canUndo: editor.can().undo(),
    canRedo: editor.can().redo(),
  }
}

interface Tool {
  name: string
  label: string
  icon: ReactNode
  /** Set for the toggles; they carry aria-pressed. */
  pressed?: boolean
  disabled?: boolean
  opensDialog?: boolean
  /** Starts a group of its own (a thin divider before it). */
  group?: boolean
  run: () => void
}

interface Props {
  editor: Editor
  onLink: () => void
  toolbarRef: Ref<HTMLDivElement>
}

/**
 * The formatting toolbar of one text: a single tab stop, arrow keys (Home, End) move between
 * the buttons, Escape goes back to the text. Buttons keep the text focused on a mouse click, so
 * the selection stays where the owner left it.
 */
export const Toolbar = memo(function Toolbar({ editor, onLink, toolbarRef }: Props) {
  const { t } = useTranslation()
  const state = useEditorState({ editor, selector: selectToolbarState })
  const [current, setCurrent] = useState(0)
  const chain = () => editor.chain().focus()

  const tools: Tool[] = [
    {
      name: 'bold',
      label: t('richText.bold'),
      icon: <path d="M7 5h6a3.5 3.5 0 0 1 0 7H7zM7 12h7a3.5 3.5 0 0 1 0 7H7z" />,
      pressed: state.bold,
      run: () => chain().toggleBold().run(),
    },
    {
      name: 'italic',
      label: t('richText.italic'),
      icon: <path d="M10 5h8M6 19h8M14 5l-4 14" />,
      pressed: state.italic,
      run: () => chain().toggleItalic().run(),
    },
    {
      name: 'heading',
      label: t('richText.heading'),
      icon: <path d="M6 5v14M17 5v14M6 12h11" />,
      pressed: state.heading,
      group: true,
      run: () =>
        state.heading
          ? chain().setParagraph().run()
          : chain().setHeading({ level: TOOLBAR_HEADING_LEVEL }).run(),
    },
    {
      name: 'bulletList',
      label: t('richText.bulletList'),
      icon: <path d="M10 6h10M10 12h10M10 18h10M4.5 6h.01M4.5 12h.01M4.5 18h.01" />,
      pressed: state.bulletList,
      run: () => chain().toggleBulletList().run(),
    },
    {
      name: 'orderedList',
      label: t('richText.orderedList'),
      icon: (
        <path d="M10 6h10M10 12h10M10 18h10M4 4.5 5.5 3.5V9M4 9h3M3.8 14.3a1.5 1.5 0 1 1 2.4 1.5L3.8 19H7" />
      ),
      pressed: state.orderedList,
      run: () => chain().toggleOrderedList().run(),
    },
    {
      name: 'link',
      label: t('richText.link'),
      icon: <path d="M9 15l6-6M10 6l1-1a4 4 0 0 1 6 6l-1 1M14 18l-1 1a4 4 0 0 1-6-6l1-1" />,
      opensDialog: true,
      run: onLink,
    },
    {
      name: 'undo',
      label: t('richText.undo'),
      icon: <path d="M9 14 4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />,
      disabled: !state.canUndo,
      group: true,
      run: () => chain().undo().run(),
    },
    {
      name: 'redo',
      label: t('richText.redo'),
      icon: <path d="m15 14 5-5-5-5M20 9H9.5a5.5 5.5 0 0 0 0 11H13" />,
      disabled: !state.canRedo,
      run: () => chain().redo().run(),
    },
  ]

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const buttons = Array.from(event.currentTarget.querySelectorAll('button'))
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement)
    const last = buttons.length - 1
    const next = {
      ArrowRight: at === last ? 0 : at + 1,
      ArrowLeft: at <= 0 ? last : at - 1,
      Home: 0,
      End: last,
    }[event.key]
    if (next !== undefined) {
      event.preventDefault()
      buttons[next]?.focus()
    } else if (event.key === 'Escape') {
      event.preventDefault()
      editor.view.focus()
    }
  }

  return (
    <div
      ref={toolbarRef}
      className={styles.toolbar}
      role="toolbar"
      aria-label={t('richText.toolbar')}
      onKeyDown={onKeyDown}
      // A click on a button must not take the focus (and the selection) away from the text.
      onMouseDown={(event) => event.preventDefault()}
    >
      {tools.map((tool, index) => (
        <button
          key={tool.name}
          type="button"
          className={cx(
            styles.tool,
            tool.group && styles.groupStart,
            state.link && tool.opensDialog && styles.active,
          )}
          tabIndex={index === current ? 0 : -1}
          aria-label={tool.label}
          title={tool.label}
          aria-pressed={tool.pressed}
          aria-disabled={tool.disabled || undefined}
          aria-haspopup={tool.opensDialog ? 'dialog' : undefined}
          onFocus={() => setCurrent(index)}
          onClick={() => {
            if (!tool.disabled) tool.run()
          }}
        >
          <LineIcon>{tool.icon}</LineIcon>
        </button>
      ))}
    </div>
  )
})
