import {
  type KeyboardEvent,
  type RefObject,
  type TouchEvent,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { createPortal } from 'react-dom'
import { holdPage } from './hold-page.ts'
import styles from './Lightbox.module.css'
import { fillText } from './texts.ts'
import { trapTab } from './trap-tab.ts'

export interface LightboxImage {
  src: string
  srcSet?: string
  width?: number
  height?: number
  alt: string
  /** A guest's video (issue 34): played with the browser's controls instead of shown. */
  video?: boolean
}

export interface LightboxTexts {
  /** The dialog's name, e.g. 'Bildvisning'. */
  label: string
  previous: string
  next: string
  close: string
  /** '{n} / {total}' */
  counter: string
}

interface Props {
  images: readonly LightboxImage[]
  startIndex: number
  texts: LightboxTexts
  onClose: () => void
  /** Gets the focus back when the lightbox closes: the thumbnail that opened it. */
  returnFocus?: HTMLElement | null
}

const SWIPE_DISTANCE = 50

/**
 * A full-size image viewer in a modal dialog (spec 001 section 2, ImageGallery), written without a
 * dialog library to keep the public page's script small: previous and next buttons, the left and
 * right arrow keys, Escape to close, focus kept inside and given back on close, page scroll locked.
 */
export function Lightbox({ images, startIndex, texts, onClose, returnFocus }: Props) {
  const [index, setIndex] = useState(() => clampIndex(startIndex, images.length))
  const dialog = useRef<HTMLDivElement>(null)
  const touchStart = useRef<number | null>(null)
  const counterId = useId()
  const total = images.length
  const image = images[index]

  const go = (step: number) => setIndex((i) => (i + step + total) % total)

  useModalEffects(dialog, returnFocus)

  // Start loading the neighbours, so a step to either side shows at once.
  useEffect(() => {
    if (total < 2) return
    for (const i of [(index + 1) % total, (index - 1 + total) % total]) {
      const next = images[i]
      if (!next || next.video) continue
      const preload = new window.Image()
      preload.sizes = '100vw'
      if (next.srcSet) preload.srcset = next.srcSet
      preload.src = next.src
    }
  }, [index, images, total])

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.preventDefault()
      onClose()
    } else if (e.key === 'ArrowRight' && total > 1) {
      e.preventDefault()
      go(1)
    } else if (e.key === 'ArrowLeft' && total > 1) {
      e.preventDefault()
      go(-1)
    } else if (e.key === 'Tab') {
      trapTab(e, dialog.current)
    }
  }

  const onTouchStart = (e: TouchEvent) => {
    touchStart.current = e.touches.length === 1 ? (e.touches[0]?.clientX ?? null) : null
  }
  const onTouchEnd = (e: TouchEvent) => {
    const start = touchStart.current
    const end = e.changedTouches[0]?.clientX
    touchStart.current = null
    if (start === null || end === undefined || total < 2) return
    if (end - start > SWIPE_DISTANCE) go(-1)
    else if (start - end > SWIPE_DISTANCE) go(1)
  }

  if (!image) return null

  return createPortal(
    <div
      ref={dialog}
      className={styles.lightbox}
      role="dialog"
      aria-modal="true"
      aria-label={texts.label}
      aria-describedby={counterId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <div className={styles.bar}>
        <p id={counterId} className={styles.counter} aria-live="polite" aria-atomic="true">
          {fillText(texts.counter, { n: String(index + 1), total: String(total) })}
        </p>
        <button type="button" className={styles.control} onClick={onClose} aria-label={texts.close}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6 6 18" />
          </svg>
        </button>
      </div>
      {/* A click beside the image closes, as in every photo viewer; the keys and buttons do the same. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: Escape and the close button are the keyboard way */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the backdrop is not a control of its own */}
      <div
        className={styles.stage}
        onClick={(e) => {
          if (e.target === e.currentTarget) onClose()
        }}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
      >
        {image.video ? (
          // biome-ignore lint/a11y/useMediaCaption: guests' own videos have no captions to give
          <video
            key={image.src}
            className={styles.video}
            src={image.src}
            width={image.width}
            height={image.height}
            aria-label={image.alt || undefined}
            controls
            playsInline
            preload="metadata"
          />
        ) : (
          <img
            className={styles.image}
            src={image.src}
            srcSet={image.srcSet}
            sizes={image.srcSet ? '100vw' : undefined}
            width={image.width}
            height={image.height}
            alt={image.alt}
          />
        )}
      </div>
      {total > 1 && (
        <>
          <button
            type="button"
            className={`${styles.control} ${styles.previous}`}
            onClick={() => go(-1)}
            aria-label={texts.previous}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M15 5l-7 7 7 7" />
            </svg>
          </button>
          <button
            type="button"
            className={`${styles.control} ${styles.next}`}
            onClick={() => go(1)}
            aria-label={texts.next}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M9 5l7 7-7 7" />
            </svg>
          </button>
        </>
      )}
    </div>,
    document.body,
  )
}

function clampIndex(i: number, length: number): number {
  if (length === 0) return 0
  return Math.min(Math.max(0, Math.trunc(i) || 0), length - 1)
}

/**
 * While the dialog is open: focus in it, the rest of the page inert (out of reach of the keyboard
 * and screen readers) and not scrolling; on close all of that undone and the focus given back.
 */
function useModalEffects(
  dialog: RefObject<HTMLDivElement | null>,
  returnFocus: HTMLElement | null | undefined,
) {
  // Layout effect: the page must not scroll or keep focus for a painted frame after opening.
  // Once per opening: the element to return to is the one given when it opened.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per opening, see above
  useLayoutEffect(() => {
    const root = dialog.current
    const portal = root?.parentElement === document.body ? root : null
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const release = holdPage(portal)
    root?.focus()

    return () => {
      release()
      const target = returnFocus ?? previous
      if (target?.isConnected) target.focus()
    }
  }, [])
}
