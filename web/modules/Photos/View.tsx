import { lazy, Suspense, useEffect, useState } from 'react'
import { PHOTO_LINK_TEXTS, PHOTO_PAGES } from '#domain/photos/photo-links.ts'
import { fillText, PART } from '#web/site/index.ts'
import { ModuleIntro, ModuleTitle } from '../ModuleTitle.tsx'
import shared from '../shared.module.css'
import { useViewSite } from '../use-view-site.ts'
import type { ModuleViewProps } from '../view-props.ts'
import styles from './View.module.css'

const PhotoAlbum = lazy(() => import('./Album.tsx').then((m) => ({ default: m.PhotoAlbum })))

/**
 * Guests' photos (issue 34): "Dela dina bilder" leads to the upload page, the slideshow is beside
 * it, and under them the album of approved photos, which loads after the page (its own chunk).
 */
export function PhotosView({ module, language }: ModuleViewProps<'Photos'>) {
  const { site, uiLanguage, texts } = useViewSite(language)
  const own = PHOTO_LINK_TEXTS[uiLanguage]
  // The album is fetched in the browser only, after hydration: the server's HTML is the same for all.
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  const base = `/${encodeURIComponent(language)}`
  return (
    <div className={`${shared.module} ${styles.root}`} data-part={PART.moduleInner}>
      <ModuleTitle text={module.title} language={language} />
      <ModuleIntro text={module.text} language={language} className={styles.intro} />
      <p className={styles.links}>
        <a className={shared.button} data-part={PART.button} href={`${base}/${PHOTO_PAGES.upload}`}>
          {own.share}
        </a>
        <a className={styles.slideshow} href={`${base}/${PHOTO_PAGES.slideshow}`}>
          {own.slideshow}
        </a>
      </p>
      {hydrated && site?._id && (
        <Suspense fallback={null}>
          <PhotoAlbum
            siteId={site._id}
            styles={styles}
            texts={{
              label: own.share,
              previous: texts.previousImage,
              next: texts.nextImage,
              close: texts.close,
              counter: texts.imageCounter,
              open: (n, total) => fillText(texts.openImage, { n: String(n), total: String(total) }),
              play: (n, total) => fillText(own.playVideo, { n: String(n), total: String(total) }),
              video: own.video,
            }}
          />
        </Suspense>
      )}
    </div>
  )
}
