import { lookupText } from '#domain/site/lookup-text.ts'
import { EditableRichText, EditableText, ImageTools } from '#web/site/inline-edit.tsx'
import { PART } from '#web/site/parts.ts'
import { ModuleImage, SIZES } from '../ModuleImage.tsx'
import { ModuleTitle } from '../ModuleTitle.tsx'
import shared from '../shared.module.css'
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
        <ModuleImage
          image={module.image}
          sizes={SIZES.medium}
          alt={title || secondTitle}
          className={styles.image}
        />
        <ImageTools path={['image']} image={module.image} />
        <div className={styles.text}>
          <EditableText
            as="h3"
            className={shared.subtitle}
            part={PART.moduleSubtitle}
            text={module.secondTitle}
            path={['secondTitle']}
            language={language}
          />
          <EditableRichText text={module.text} path={['text']} language={language} />
        </div>
      </div>
    </div>
  )
}
