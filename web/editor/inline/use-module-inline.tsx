import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { SiteModule } from '#domain/modules/registry.ts'
import { isInterfaceLanguage } from '#domain/site/languages.ts'
import { lookupText, type Text } from '#domain/site/lookup-text.ts'
import { translationState } from '#domain/site/translations.ts'
import { useInterfaceLanguage } from '#web/i18n/use-interface-language.ts'
import { MODULE_DEFAULTS } from '#web/modules/index.ts'
import type { InlineEditing, TextPath } from '#web/site/index.ts'
import { ImageField } from '../images/ImageField.tsx'
import { useEditor, useEditorStore } from '../store.ts'
import { setTextAt } from '../text-path.ts'
import { ListAddButton, ListItemTools } from './ListTools.tsx'
import { OutdatedMark } from './OutdatedMark.tsx'
import { PlainText } from './PlainText.tsx'
import { RichSlot } from './RichSlot.tsx'
import { textTarget } from './text-target.ts'

const FIELD_LABELS = ['title', 'secondTitle', 'secondLine', 'name', 'text', 'description'] as const
type FieldLabel = (typeof FIELD_LABELS)[number] | 'button' | 'default'

function fieldOf(path: TextPath): FieldLabel {
  const last = path[path.length - 1] ?? ''
  if ((FIELD_LABELS as readonly string[]).includes(last)) return last as FieldLabel
  return /Button$/.test(last) ? 'button' : 'default'
}

/** The text as written in another of the site's languages: a hint of what to translate. */
function otherLanguage(text: Text | null | undefined, language: string): string {
  if (!text) return ''
  const { [language]: _own, ...others } = text
  return lookupText(others, language).trim()
}

/** The text guests get while the field is empty (a button's default label), if the field has one. */
function guestDefault(path: TextPath, language: string, uiLanguage: 'sv' | 'en' | 'da'): string {
  const key = path[path.length - 1] ?? ''
  const defaults = MODULE_DEFAULTS[isInterfaceLanguage(language) ? language : uiLanguage]
  return Object.hasOwn(defaults, key) ? defaults[key as keyof typeof defaults] : ''
}

/**
 * What the views of one module render their texts with in the editor: in-place editors that write
 * the editing language's text at the view's path in this module.
 */
export function useModuleInlineEditing(
  module: SiteModule,
  language: string,
  editView: string | null,
): InlineEditing {
  const { t } = useTranslation()
  const store = useEditorStore()
  const uiLanguage = useInterfaceLanguage()
  const { id } = module
  const languages = useEditor((s) => s.site.availableLanguages)
  // Rebuilt when the module changes, so list tools see the current list; the text editors keep
  // their own DOM state across rebuilds.
  return useMemo<InlineEditing>(() => {
    const source = languages[0]?.languageCode ?? language
    // The store records which source a translation was written against (translations.ts).
    const write = (path: TextPath, value: string) =>
      store.changeModule(id, (m) => setTextAt(m, path, language, value))
    const label = (path: TextPath) => t(`editor.fields.${fieldOf(path)}`)
    /** The field's name for the note, and its outdated mark when its source changed since. */
    const marks = (text: Text | null | undefined, path: TextPath) => {
      const target = textTarget({ moduleId: id, path })
      const outdated =
        !!text && translationState(module, { path: [...path], text }, language, source) === 'outdated'
      const markId = outdated ? `outdated-${target}` : undefined
      const mark = markId ? <OutdatedMark id={markId} language={language} source={source} /> : null
      return { target, markId, mark }
    }
    return {
      editView,
      renderText: ({ as, className, part, text, path }) => {
        const { target, markId, mark } = marks(text, path)
        return (
          <>
            {mark}
            <PlainText
              as={as}
              className={className}
              part={part}
              value={text?.[language] ?? ''}
              label={label(path)}
              placeholder={
                otherLanguage(text, language) || guestDefault(path, language, uiLanguage) || label(path)
              }
              onChange={(value) => write(path, value)}
              target={target}
              describedBy={markId}
            />
          </>
        )
      },
      renderRich: ({ className, text, path }) => {
        const { target, markId, mark } = marks(text, path)
        return (
          <>
            {mark}
            <RichSlot
              // A new editing language is a different text: a fresh editor with its own history.
              key={language}
              className={className}
              value={text?.[language] ?? ''}
              label={label(path)}
              placeholder={t('editor.richPlaceholder')}
              onChange={(html) => write(path, html)}
              target={target}
              describedBy={markId}
            />
          </>
        )
      },
      renderListItemTools: (props) => <ListItemTools moduleId={id} {...props} />,
      renderListAdd: ({ list }) => <ListAddButton module={module} list={list} />,
      renderImageTools: (props) => <ImageField module={module} {...props} />,
    }
  }, [module, id, language, languages, editView, store, t, uiLanguage])
}
