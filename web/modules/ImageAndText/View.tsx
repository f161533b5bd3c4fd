import { lookupText } from '#domain/site/lookup-text.ts'
import { PART } from '#web/site/index.ts'
import { EditableImage, SIZES } from '../ModuleImage.tsx'
import { ModuleTitle, SubtitleAndText } from '../ModuleTitle.tsx'
import type { ModuleViewProps } from '../view-props.ts'
import styles from './View.module.css'

export function ImageAndTextView({ module, language }: ModuleViewProps<'ImageAndText'>) {
  const title = lookupText(module.title, language)
  const secondTitle = lookupText(module.secondTitle, language)
  const hasImage = Boolean(module.image)

  return (
    <div className={styles.root} data-part={PART.moduleInner}>
      <ModuleTitle text={module.title} language={language} />
      <div className={hasImage ? `${styles.body} ${styles.withImage}` : styles.body}>
        <EditableImage
          path={['image']}
          image={module.image}
          sizes={SIZES.medium}
          alt={title || secondTitle}
          className={styles.image}
        />
        <SubtitleAndText module={module} language={language} className={styles.text} />
      </div>
    </div>
  )
}
