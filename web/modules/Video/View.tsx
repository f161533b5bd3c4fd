import { useEffect, useRef, useState } from 'react'
import { videoThumbnailPath, youtubeEmbedUrl, youtubeId } from '#domain/modules/video-links.ts'
import { lookupText } from '#domain/site/lookup-text.ts'
import { PART, useInlineEditing } from '#web/site/index.ts'
import { ModuleTitle } from '../ModuleTitle.tsx'
import { useViewSite } from '../use-view-site.ts'
import type { ModuleViewProps } from '../view-props.ts'
import styles from './View.module.css'

type Playing = null | 'clicked' | 'autostart'

/**
 * A YouTube video behind a facade: the thumbnail and a play button, and the privacy-mode player
 * only once the guest asks for it (or at once after hydration when the owner chose autostart,
 * muted, as browsers allow autoplay only without sound).
 */
export function VideoView({ module, language }: ModuleViewProps<'Video'>) {
  const { texts, editMode } = useViewSite(language)
  const title = lookupText(module.title, language)
  const id = youtubeId(module.video?.videoUrl)
  const autoStart = Boolean(module.video?.autoStart) && !editMode
  const [playing, setPlaying] = useState<Playing>(null)
  const editing = useInlineEditing() !== null

  useEffect(() => {
    if (id && autoStart) setPlaying((p) => p ?? 'autostart')
  }, [id, autoStart])

  // Spec 001 section 5: without an id nothing renders; the owner still gets the title to write
  // while the video's address is not set yet.
  if (!id && !editing) return null

  return (
    <div className={styles.root} data-part={PART.moduleInner}>
      <ModuleTitle text={module.title} language={language} />
      {id && (
        <div className={styles.frame} data-part={PART.video}>
          {playing ? (
            <Player id={id} title={title || texts.videoFallbackTitle} playing={playing} />
          ) : (
            <Facade
              id={id}
              label={title ? `${texts.playVideo}: ${title}` : texts.playVideo}
              onPlay={() => setPlaying('clicked')}
            />
          )}
        </div>
      )}
    </div>
  )
}

function Player({ id, title, playing }: { id: string; title: string; playing: Exclude<Playing, null> }) {
  const ref = useRef<HTMLIFrameElement>(null)
  useEffect(() => {
    // The play button the guest pressed is gone; keep their focus on the player that replaced it.
    if (playing === 'clicked') ref.current?.focus()
  }, [playing])
  return (
    <iframe
      ref={ref}
      className={styles.player}
      src={youtubeEmbedUrl(id, { autoplay: true, mute: playing === 'autostart' })}
      title={title}
      allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
    />
  )
}

function Facade({ id, label, onPlay }: { id: string; label: string; onPlay: () => void }) {
  // false: the picture could not be loaded; the button stays, without a picture.
  const [shown, setShown] = useState(true)
  const img = useRef<HTMLImageElement>(null)

  // The image may have failed before hydration, when React's onError was not listening yet.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per video, after hydration
  useEffect(() => {
    const el = img.current
    if (el?.complete && el.naturalWidth === 0) setShown(false)
  }, [id])

  return (
    <button type="button" className={styles.facade} onClick={onPlay} aria-label={label}>
      {shown && (
        <img
          ref={img}
          className={styles.thumbnail}
          src={videoThumbnailPath(id)}
          alt=""
          width={1280}
          height={720}
          loading="lazy"
          decoding="async"
          onError={() => setShown(false)}
        />
      )}
      <svg className={styles.play} viewBox="0 0 68 68" aria-hidden="true" focusable="false">
        <circle className={styles.playCircle} cx="34" cy="34" r="34" />
        <path className={styles.playArrow} d="M27 21.5v25L47 34z" />
      </svg>
    </button>
  )
}
