import type { CSSProperties } from 'react'
import styles from './VideoFrame.module.css'

/**
 * A guest's video as a tile shows it (issue 34): its first frame, fetched by the browser from the
 * video itself (`preload="metadata"` and `#t=0.1`, so no still is made on the server), with a play
 * mark. Decorative: the button or link around it carries the accessible name.
 */
export function VideoFrame({
  src,
  className,
  markSize,
}: {
  src: string
  className?: string
  /** The play mark's width and largest width, as CSS lengths (default 2.75rem). */
  markSize?: { width: string; max?: string }
}) {
  const size =
    markSize && ({ '--video-mark-size': markSize.width, '--video-mark-max': markSize.max } as CSSProperties)
  return (
    <>
      <video
        className={className}
        src={`${src}#t=0.1`}
        preload="metadata"
        muted
        playsInline
        aria-hidden="true"
        tabIndex={-1}
      />
      <span className={styles.mark} style={size} aria-hidden="true">
        <svg viewBox="0 0 24 24" focusable="false" aria-hidden="true">
          <circle cx="12" cy="12" r="11" fill="rgba(0,0,0,.55)" />
          <path d="M9.5 7.5v9l7-4.5z" fill="#fff" />
        </svg>
      </span>
    </>
  )
}
