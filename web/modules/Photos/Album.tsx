import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import type { GuestPhoto } from '#domain/photos/photos.ts'
import { VideoFrame } from '#web/site/index.ts'
import { fetchAlbum } from './album-request.ts'

const loadLightbox = () => import('#web/site/Lightbox.tsx')
const Lightbox = lazy(() => loadLightbox().then((m) => ({ default: m.Lightbox })))

export interface AlbumProps {
  siteId: string
  texts: { label: string; previous: string; next: string; close: string; counter: string; video: string } & {
    open: (n: number, total: number) => string
    play: (n: number, total: number) => string
  }
  styles: Readonly<Record<string, string>>
}

/**
 * The approved photos in a grid, opened in the site's lightbox. Its own chunk, fetched after the
 * page's first load: the photos change without a revision, so the page's HTML never carries them.
 */
export function PhotoAlbum({ siteId, texts, styles }: AlbumProps) {
  const [photos, setPhotos] = useState<GuestPhoto[]>([])
  const [open, setOpen] = useState<number | null>(null)
  const thumbs = useRef<(HTMLButtonElement | null)[]>([])
  useEffect(() => {
    let live = true
    void fetchAlbum(siteId).then((list) => {
      if (live) setPhotos(list)
    })
    return () => {
      live = false
    }
  }, [siteId])
  if (photos.length === 0) return null
  return (
    <>
      <ul className={styles.grid}>
        {photos.map((photo, i) => (
          <li key={photo.id} className={styles.item}>
            <button
              ref={(el) => {
                thumbs.current[i] = el
              }}
              type="button"
              className={styles.thumb}
              aria-label={(photo.kind === 'video' ? texts.play : texts.open)(i + 1, photos.length)}
              aria-haspopup="dialog"
              onClick={() => setOpen(i)}
              onPointerEnter={loadLightbox}
              onFocus={loadLightbox}
            >
              {photo.kind === 'video' ? (
                <VideoFrame
                  src={photo.thumbUrl}
                  className={styles.image}
                  markSize={{ width: '30%', max: '3.5rem' }}
                />
              ) : (
                <img
                  className={styles.image}
                  src={photo.thumbUrl}
                  width={400}
                  height={Math.round((400 * photo.height) / Math.max(1, photo.width))}
                  alt=""
                  loading="lazy"
                />
              )}
            </button>
          </li>
        ))}
      </ul>
      {open !== null && (
        <Suspense fallback={null}>
          <Lightbox
            images={photos.map((p) => ({
              src: p.url,
              width: p.width,
              height: p.height,
              alt: p.kind === 'video' ? texts.video : '',
              video: p.kind === 'video',
            }))}
            startIndex={open}
            texts={texts}
            returnFocus={thumbs.current[open]}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      )}
    </>
  )
}
