import { lookupText } from '#domain/site/lookup-text.ts'
import type { ModuleViewProps } from '../view-props.ts'
import styles from './View.module.css'

export function TextView({ module, language }: ModuleViewProps<'Text'>) {
  const title = lookupText(module.title, language)
  const html = lookupText(module.text, language)

  return (
    <div className={styles.text}>
      {title && <h2 className={styles.title}>{title}</h2>}
      {html && (
        <div
          className={styles.rich}
          // The one place the public page renders stored HTML. The server sanitises rich text with
          // the sanitize-html allow-list when it is written; sanitising again here would put
          // sanitize-html in the public bundle, far over its JS budget.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: rich text sanitised on write by the server
          dangerouslySetInnerHTML={{ __html: html }}
        />
      )}
    </div>
  )
}
