import type { Image } from '#domain/site/image.ts'
import { ImageTools, type InlineImageProps, PART } from '#web/site/index.ts'
import { imageSource } from './image-source.ts'

/** Size hints of spec 001 section 7: 220px in lists and the gift registry, 600px in the gallery, 650px and 968px elsewhere. */
export const SIZES = {
  list: '220px',
  gallery: '(max-width: 600px) 50vw, 600px',
  medium: '(max-width: 650px) 100vw, 650px',
  large: '(max-width: 968px) 100vw, 968px',
} as const

interface Props {
  image: Image | null | undefined
  sizes: string
  alt: string
  className?: string
  loading?: 'lazy' | 'eager'
  /** The styling hook (web/site/parts.ts); null for an image whose container carries the part. */
  part?: string | null
}

/** An owner's image: the largest size as src, every size in srcset, and its intrinsic size so nothing shifts. */
export function ModuleImage({ image, sizes, alt, className, loading = 'lazy', part = PART.image }: Props) {
  if (!image) return null
  const source = imageSource(image)
  return (
    <img
      className={className}
      src={source.src}
      srcSet={source.srcSet}
      sizes={source.srcSet ? sizes : undefined}
      width={source.width}
      height={source.height}
      alt={alt}
      loading={loading}
      decoding="async"
      data-part={part ?? undefined}
    />
  )
}

/** A module's own image with, in the editor, the owner's tools for it at `path` (choose, crop, remove). */
export function EditableImage({ path, ...props }: Props & Pick<InlineImageProps, 'path'>) {
  return (
    <>
      <ModuleImage {...props} />
      <ImageTools path={path} image={props.image} />
    </>
  )
}
