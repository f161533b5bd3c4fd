import { lazy, Suspense, useRef, useState } from 'react'
import { lookupText } from '#domain/site/lookup-text.ts'
import { fillText, ImageTools, ListAdd, ListItemTools, PART, useInlineEditing } from '#web/site/index.ts'
import { imageSource } from '../image-source.ts'
import { ModuleImage, SIZES } from '../ModuleImage.tsx'
import { ModuleIntro, ModuleTitle } from '../ModuleTitle.tsx'
import shared from '../shared.module.css'
import { useViewSite } from '../use-view-site.ts'
import type { ModuleViewProps } from '../view-props.ts'
import styles from './View.module.css'

// The lightbox is only needed once a guest opens an image: its own small chunk, loaded on demand.
const loadLightbox = () => import('#web/site/Lightbox.tsx')
const Lightbox = lazy(() => loadLightbox().then((m) => ({ default: m.Lightbox })))

export function ImageGalleryView({ module, language }: ModuleViewProps<'ImageGallery'>) {
  const { texts } = useViewSite(language)
  const editing = useInlineEditing() !== null
  const title = lookupText(module.title, language)
  const [open, setOpen] = useState<number | null>(null)
  const thumbs = useRef<(HTMLButtonElement | null)[]>([])
  const items = module.gallery
  const total = items.length
  const alt = (i: number) => (title ? `${title} ${i + 1}/${total}` : '')

  return (
    <div className={`${shared.module} ${styles.root}`} data-part={PART.moduleInner}>
      <ModuleTitle text={module.title} language={language} />
      <ModuleIntro text={module.text} language={language} className={styles.intro} />
      {(total > 0 || editing) && (
        <ul className={styles.grid} data-part={PART.gallery} data-count={Math.min(total, 5)}>
          {items.map((item, i) => {
            const image = (
              <ModuleImage
                image={item.image}
                sizes={SIZES.gallery}
                alt={alt(i)}
                className={styles.image}
                // Each loads as it comes near the screen: on a slow phone, eager gallery images (and
                // the preloads React adds for them) took the bandwidth a guest's tap needed (issue 21).
                loading="lazy"
              />
            )
            return (
              <li key={item.id} className={styles.item} data-part={PART.galleryItem}>
                {editing ? (
                  // The owner arranges the images here; a click opening the lightbox would be in the way.
                  <div className={`${styles.thumb} ${styles.arranging}`}>
                    {image}
                    <ImageTools path={['gallery', item.id, 'image']} image={item.image} required />
                  </div>
                ) : (
                  <button
                    ref={(el) => {
                      thumbs.current[i] = el
                    }}
                    type="button"
                    className={styles.thumb}
                    aria-label={fillText(texts.openImage, { n: String(i + 1), total: String(total) })}
                    aria-haspopup="dialog"
                    onClick={() => setOpen(i)}
                    // Fetch the lightbox's code as the pointer or focus arrives, before the click.
                    onPointerEnter={loadLightbox}
                    onFocus={loadLightbox}
                  >
                    {image}
                  </button>
                )}
                <ListItemTools list="gallery" itemId={item.id} index={i} count={total} />
              </li>
            )
          })}
        </ul>
      )}
      <ListAdd list="gallery" count={total} />
      {open !== null && (
        <Suspense fallback={null}>
          <Lightbox
            images={items.map((item, i) => ({ ...imageSource(item.image), alt: alt(i) }))}
            startIndex={open}
            texts={{
              label: title || texts.galleryLabel,
              previous: texts.previousImage,
              next: texts.nextImage,
              close: texts.close,
              counter: texts.imageCounter,
            }}
            returnFocus={thumbs.current[open]}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      )}
    </div>
  )
}
