import { lookupText } from '#domain/site/lookup-text.ts'
import { PART } from '#web/site/parts.ts'
import { RichText } from '../RichText.tsx'
import shared from '../shared.module.css'
import type { ModuleViewProps } from '../view-props.ts'
import styles from './View.module.css'

export function TextView({ module, language }: ModuleViewProps<'Text'>) {
  const title = lookupText(module.title, language)
  return (
    <div className={styles.text} data-part={PART.moduleInner}>
      {title && (
        <h2 className={shared.title} data-part={PART.moduleTitle}>
          {title}
        </h2>
      )}
      <RichText html={lookupText(module.text, language)} />
    </div>
  )
}
