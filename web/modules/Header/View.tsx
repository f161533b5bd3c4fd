import type { HEADER_IMAGE_SIZES } from '#domain/modules/header.ts'
import { lookupText } from '#domain/site/lookup-text.ts'
import { imageSource } from '../image-source.ts'
import type { ModuleViewProps } from '../view-props.ts'
import styles from './View.module.css'

type ImageSize = (typeof HEADER_IMAGE_SIZES)[number]

// Spec 001 section 7: size hints 968px and 650px; a smaller header image never needs the largest file.
const SIZES_HINT: Record<ImageSize, string> = {
  LARGE: '(max-width: 968px) 100vw, 968px',
  MEDIUM: '(max-width: 650px) 100vw, 650px',
  SMALL: '(max-width: 650px) 100vw, 650px',
}

const SIZE_CLASS: Record<ImageSize, string | undefined> = {
  LARGE: styles.large,
  MEDIUM: styles.medium,
  SMALL: styles.small,
}

export function HeaderView({ module, language }: ModuleViewProps<'Header'>) {
  const title = lookupText(module.title, language)
  const secondLine = lookupText(module.secondLine, language)
  const image = module.image?.image
  const size = module.image?.userSelectedImageSize ?? 'LARGE'
  const source = image ? imageSource(image) : undefined

  return (
    <div className={styles.header}>
      {source && (
        <img
          className={[styles.image, SIZE_CLASS[size]].filter(Boolean).join(' ')}
          src={source.src}
          srcSet={source.srcSet}
          sizes={source.srcSet ? SIZES_HINT[size] : undefined}
          width={source.width}
          height={source.height}
          alt={title}
          // The header image is the first thing on the page, usually its largest paint.
          fetchPriority="high"
        />
      )}
      {(title || secondLine) && (
        <div className={styles.titles}>
          {title && <h1 className={styles.title}>{title}</h1>}
          {secondLine && <p className={styles.secondLine}>{secondLine}</p>}
        </div>
      )}
    </div>
  )
}
