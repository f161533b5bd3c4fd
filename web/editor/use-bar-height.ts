import { type RefObject, useLayoutEffect } from 'react'
import { PART } from '#web/site/index.ts'

/**
 * Keeps two heights on `host` as the sticky parts of the editor change size (the action bar wraps
 * with the window's width, the site's header with its menu, both as fonts load):
 * - `--editor-bar-height`, the action bar's, below which the site's sticky header sticks instead of
 *   under it (a fixed 0 let the bar cover the header's Ändra meny button once the page scrolled);
 * - `--rich-text-toolbar-top`, the bar's and the header's together, below which a text's
 *   formatting toolbar sticks.
 */
export function useBarHeight(bar: RefObject<HTMLElement | null>, host: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const barElement = bar.current
    const hostElement = host.current
    if (!barElement || !hostElement) return
    const header = hostElement.querySelector<HTMLElement>(`[data-part="${PART.topBar}"]`)
    const measure = () => {
      const barHeight = barElement.getBoundingClientRect().height
      const headerHeight = header?.getBoundingClientRect().height ?? 0
      hostElement.style.setProperty('--editor-bar-height', `${barHeight}px`)
      hostElement.style.setProperty('--rich-text-toolbar-top', `${barHeight + headerHeight}px`)
    }
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(barElement)
    if (header) observer.observe(header)
    return () => observer.disconnect()
  }, [bar, host])
}
