import { lookupText } from '#domain/site/lookup-text.ts'
import { PART } from '#web/site/parts.ts'
import { ModuleImage, SIZES } from '../ModuleImage.tsx'
import { RichText } from '../RichText.tsx'
import shared from '../shared.module.css'
import type { ModuleViewProps } from '../view-props.ts'
import styles from './View.module.css'

export function ImageAndTextView({ module, language }: ModuleViewProps<'ImageAndText'>) {
  const title = lookupText(module.title, language)
  const secondTitle = lookupText(module.secondTitle, language)
  const html = lookupText(module.text, language)
  const hasImage = Boolean(module.image)

  return (
    <div className={styles.root} data-part={PART.moduleInner}>
      {title && (
        <h2 className={shared.title} data-part={PART.moduleTitle}>
          {title}
        </h2>
      )}
      <div className={hasImage ? `${styles.body} ${styles.withImage}` : styles.body}>
        <ModuleImage
          image={module.image}
          sizes={SIZES.medium}
          alt={title || secondTitle}
          className={styles.image}
        />
        <div className={styles.text}>
          {secondTitle && (
            <h3 className={shared.subtitle} data-part={PART.moduleSubtitle}>
              {secondTitle}
            </h3>
          )}
          <RichText html={html} />
        </div>
      </div>
    </div>
  )
}
