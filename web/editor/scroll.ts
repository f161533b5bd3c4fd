/** Spec 001 section 2: after a move the page scrolls to the module with an offset of -100. */
export const SCROLL_OFFSET = -100

/** Scrolls to a module once React has painted it in its new place, then runs `after`. */
export function scrollToModule(moduleId: string, after?: () => void): void {
  requestAnimationFrame(() => {
    const el = document.querySelector<HTMLElement>(`[data-module-id="${CSS.escape(moduleId)}"]`)
    if (el) {
      const top = el.getBoundingClientRect().top + window.scrollY + SCROLL_OFFSET
      const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
      window.scrollTo({ top: Math.max(0, top), behavior: reduce ? 'auto' : 'smooth' })
    }
    after?.()
  })
}
