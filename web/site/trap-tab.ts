import type { KeyboardEvent } from 'react'

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * Tab and Shift+Tab go round a modal dialog's own controls and never leave it (the guest forms'
 * dialogs and the lightbox); from the dialog itself, Tab goes to its first control.
 */
export function trapTab(e: KeyboardEvent, root: HTMLElement | null) {
  if (!root) return
  const focusable = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)]
  const first = focusable[0]
  const last = focusable.at(-1)
  if (!first || !last) {
    e.preventDefault()
    return
  }
  const active = document.activeElement
  if (e.shiftKey && (active === first || active === root || !root.contains(active))) {
    e.preventDefault()
    last.focus()
  } else if (!e.shiftKey && (active === last || active === root || !root.contains(active))) {
    e.preventDefault()
    first.focus()
  }
}
