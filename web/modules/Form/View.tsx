import { lookupText } from '#domain/site/lookup-text.ts'
import { PART } from '#web/site/parts.ts'
import { moduleText } from '../module-texts.ts'
import { RichText } from '../RichText.tsx'
import shared from '../shared.module.css'
import { useViewSite } from '../use-view-site.ts'
import type { ModuleViewProps } from '../view-props.ts'
import styles from './View.module.css'

/**
 * The form module as guests first see it: title, text and the show-form button. The form itself,
 * sending and the confirmation come with the guest forms.
 */
export function FormView({ module, language }: ModuleViewProps<'Form'>) {
  const { uiLanguage } = useViewSite(language)
  const title = lookupText(module.title, language)
  return (
    <div className={`${shared.module} ${styles.root}`} data-part={PART.moduleInner}>
      {title && (
        <h2 className={shared.title} data-part={PART.moduleTitle}>
          {title}
        </h2>
      )}
      <RichText html={lookupText(module.text, language)} className={shared.intro} />
      <div className={styles.actions}>
        <button type="button" className={shared.button} data-part={PART.button}>
          {moduleText(module.showFormButton, 'showFormButton', language, uiLanguage)}
        </button>
      </div>
    </div>
  )
}
