import type { Text } from '#domain/site/lookup-text.ts'
import { EditableText } from '#web/site/inline-edit.tsx'
import { PART } from '#web/site/parts.ts'
import shared from './shared.module.css'

/** The title every module type opens with, editable in place in the editor. */
export function ModuleTitle({ text, language }: { text: Text | null | undefined; language: string }) {
  return (
    <EditableText
      as="h2"
      className={shared.title}
      part={PART.moduleTitle}
      text={text}
      path={['title']}
      language={language}
    />
  )
}
