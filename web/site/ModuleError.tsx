import { interpolate } from './interpolate.tsx'
import styles from './ModuleError.module.css'
import type { PublicTexts } from './texts.ts'

interface Props {
  texts: PublicTexts
  contactMail: string
}

/** What a guest sees in place of a module (or page) that failed to render. */
export function ModuleError({ texts, contactMail }: Props) {
  const mail = <a href={`mailto:${contactMail}`}>{contactMail}</a>
  return (
    <div className={styles.error}>
      <p className={styles.title}>{texts.moduleErrorTitle}</p>
      <p className={styles.advice}>{interpolate(texts.moduleErrorAdvice, { mail })}</p>
    </div>
  )
}
