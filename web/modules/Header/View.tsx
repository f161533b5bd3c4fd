import type { HEADER_IMAGE_SIZES } from '#domain/modules/header.ts'
import { lookupText } from '#domain/site/lookup-text.ts'
import { EditableText, ImageTools, PART, StaticSlot, useInlineEditing } from '#web/site/index.ts'
import { imageSource } from '../image-source.ts'
import { useViewSite } from '../use-view-site.ts'
import type { ModuleViewProps } from '../view-props.ts'
import styles from './View.module.css'

type ImageSize = (typeof HEADER_IMAGE_SIZES)[number]

// Spec 001 section 7: size hints 968px and 650px; a smaller header image never needs the largest file.
export const SIZES_HINT: Record<ImageSize, string> = {
  LARGE: '(max-width: 968px) 100vw, 968px',
  MEDIUM: '(max-width: 650px) 100vw, 650px',
  SMALL: '(max-width: 650px) 100vw, 650px',
}

const SIZE_CLASS: Record<ImageSize, string | undefined> = {
  LARGE: styles.large,
  MEDIUM: styles.medium,
  SMALL: styles.small,
}

const ALIGN: Record<number, 'top' | 'middle' | 'bottom'> = { [-1]: 'top', 0: 'middle', 1: 'bottom' }

export function HeaderView({ module, language }: ModuleViewProps<'Header'>) {
  const { site } = useViewSite(language)
  const title = lookupText(module.title, language)
  const secondLine = lookupText(module.secondLine, language)
  const image = module.image?.image
  const size = module.image?.userSelectedImageSize ?? 'LARGE'
  const source = image ? imageSource(image) : undefined
  const logo = site?.eventLogo ?? null
  const editing = useInlineEditing() !== null
  // Spec 001 section 2: the second line shows when the logo has additional text or there is no logo.
  // The owner gets the line even while it is empty, to fill it.
  const secondLinePlace = !logo || Boolean(logo.additionalText)
  const showSecondLine = secondLinePlace && (editing || Boolean(secondLine))
  // Spec 001 section 2: the title's vertical alignment over the image is a theme9 feature only.
  const overlay = site?.theme === 'theme9' && Boolean(source)
  const align = ALIGN[module.verticalAlignment] ?? 'middle'

  const titles =
    logo || title || showSecondLine || editing ? (
      <div className={overlay ? `${styles.titles} ${styles.overlayTitles}` : styles.titles}>
        {logo ? (
          <StaticSlot name="eventLogo" className={styles.logo} />
        ) : (
          <EditableText
            as="h1"
            className={styles.title}
            part={PART.headerTitle}
            text={module.title}
            path={['title']}
            language={language}
          />
        )}
        {showSecondLine && (
          <EditableText
            as="p"
            className={styles.secondLine}
            part={PART.headerSecondLine}
            text={module.secondLine}
            path={['secondLine']}
            language={language}
          />
        )}
      </div>
    ) : null

  const img = source && (
    <img
      className={[styles.image, SIZE_CLASS[size]].filter(Boolean).join(' ')}
      src={source.src}
      srcSet={source.srcSet}
      sizes={source.srcSet ? SIZES_HINT[size] : undefined}
      width={source.width}
      height={source.height}
      alt={title}
      data-part={PART.headerImage}
      // The header image is the first thing on the page, usually its largest paint.
      fetchPriority="high"
    />
  )

  return (
    <div
      className={styles.header}
      data-part={PART.header}
      data-image-size={source ? size.toLowerCase() : undefined}
      data-align={overlay ? align : undefined}
    >
      {overlay ? (
        <div className={[styles.stack, SIZE_CLASS[size], styles[align]].filter(Boolean).join(' ')}>
          {img}
          <ImageTools path={['image', 'image']} image={image} sizeChoice />
          {titles}
        </div>
      ) : (
        <>
          {img}
          <ImageTools path={['image', 'image']} image={image} sizeChoice />
          {titles}
        </>
      )}
    </div>
  )
}
