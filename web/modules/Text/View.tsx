import { EditableRichText, EditableText } from '#web/site/inline-edit.tsx'
import { PART } from '#web/site/parts.ts'
import shared from '../shared.module.css'
import type { ModuleViewProps } from '../view-props.ts'
import styles from './View.module.css'

export function TextView({ module, language }: ModuleViewProps<'Text'>) {
  return (
    <div className={styles.text} data-part={PART.moduleInner}>
      <EditableText
        as="h2"
        className={shared.title}
        part={PART.moduleTitle}
        text={module.title}
        path={['title']}
        language={language}
      />
      <EditableRichText text={module.text} path={['text']} language={language} />
    </div>
  )
}
