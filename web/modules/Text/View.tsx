import { EditableRichText, PART } from '#web/site/index.ts'
import { ModuleTitle } from '../ModuleTitle.tsx'
import type { ModuleViewProps } from '../view-props.ts'
import styles from './View.module.css'

export function TextView({ module, language }: ModuleViewProps<'Text'>) {
  return (
    <div className={styles.text} data-part={PART.moduleInner}>
      <ModuleTitle text={module.title} language={language} />
      <EditableRichText text={module.text} path={['text']} language={language} />
    </div>
  )
}
