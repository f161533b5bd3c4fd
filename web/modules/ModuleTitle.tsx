import type { Text } from '#domain/site/lookup-text.ts'
import { EditableRichText, EditableText, PART } from '#web/site/index.ts'
import shared from './shared.module.css'

interface TextProps {
  text: Text | null | undefined
  language: string
}

/** The title every module type opens with, editable in place in the editor. */
export function ModuleTitle({ text, language }: TextProps) {
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

/** The module's text under its title; `className` adds the module type's own spacing. */
export function ModuleIntro({ text, language, className }: TextProps & { className?: string }) {
  return (
    <EditableRichText
      className={className ? `${shared.intro} ${className}` : shared.intro}
      text={text}
      path={['text']}
      language={language}
    />
  )
}

/** A second title over the module's text, as image and text and the location show them. */
export function SubtitleAndText(props: {
  module: { secondTitle?: Text | null | undefined; text?: Text | null | undefined }
  language: string
  className: string | undefined
}) {
  return (
    <div className={props.className}>
      <EditableText
        as="h3"
        className={shared.subtitle}
        part={PART.moduleSubtitle}
        text={props.module.secondTitle}
        path={['secondTitle']}
        language={props.language}
      />
      <EditableRichText text={props.module.text} path={['text']} language={props.language} />
    </div>
  )
}
