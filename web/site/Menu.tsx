import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import styles from './Menu.module.css'
import { PART } from './parts.ts'

export interface MenuItem {
  /** The module's anchor id; the entry links to #slug. */
  slug: string
  title: string
}

interface Props {
  items: MenuItem[]
  /** 'Meny' / 'Menu': the name of the navigation and the toggle's label. */
  label: string
  /**
   * The narrowest window in which the row is expected to fit (menuFitWidth): before the script has
   * measured, or without a script at all, narrower windows show the toggle, so a phone never has
   * entries cut off and the bar does not change when the script measures the same.
   */
  fitsFrom?: number
}

/** Row content may be up to this many pixels wider than the row and still count as fitting (spec 001). */
const FIT_TOLERANCE_PX = 2

// useLayoutEffect warns when rendered on the server; the measurement only ever runs in a browser.
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect

/**
 * The public menu (spec 001 section 2, Public menu): one row of links to the modules' anchors,
 * which collapses behind a toggle when the row does not fit the width it has.
 *
 * The row is always rendered and measured; when collapsed it is hidden (but keeps its width, so it
 * can be measured again on every resize), and the toggle opens the same links as a vertical panel.
 * The toggle is a <details> element, so it opens without JavaScript too; the server cannot
 * measure, so until the browser has, a media query from the server's estimate chooses between
 * the row and the toggle. The script then enhances the same markup: Escape and a click outside
 * close the panel, and the measured width decides.
 */
export function Menu({ items, label, fitsFrom }: Props) {
  const rowRef = useRef<HTMLUListElement>(null)
  const toggleRef = useRef<HTMLElement>(null)
  const navRef = useRef<HTMLElement>(null)
  const [collapsed, setCollapsed] = useState(false)
  const [measured, setMeasured] = useState(false)
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const menuId = useId()

  const measure = useCallback(() => {
    const row = rowRef.current
    if (!row) return
    const overflows = row.scrollWidth > row.clientWidth + FIT_TOLERANCE_PX
    setCollapsed(overflows)
    setMeasured(true)
    if (!overflows) setOpen(false)
  }, [])
  useBrowserLayoutEffect(() => {
    const row = rowRef.current
    if (!row) return
    measure()
    if (typeof ResizeObserver === 'undefined') return
    let frame = 0
    const schedule = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(measure)
    }
    // The row's own size follows the window; its items' sizes follow the fonts as they load.
    const observer = new ResizeObserver(schedule)
    observer.observe(row)
    for (const item of Array.from(row.children)) observer.observe(item)
    void document.fonts?.ready.then(schedule)
    return () => {
      cancelAnimationFrame(frame)
      observer.disconnect()
    }
  }, [measure, items])

  // An open panel closes with Escape (focus back on the toggle) and with a click outside the menu.
  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      toggleRef.current?.focus()
    }
    const onPointer = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [open])

  if (!items.length) return null

  const links = (
    <>
      {items.map((item) => (
        <li key={item.slug} className={styles.item}>
          <a
            className={styles.link}
            href={`#${item.slug}`}
            data-part={PART.menuItem}
            // The browser follows the anchor (smooth scrolling is CSS); the panel closes.
            onClick={() => setOpen(false)}
          >
            {item.title}
          </a>
        </li>
      ))}
    </>
  )
  // Before measuring, the estimate decides in CSS; the ids keep the rule to this one menu. Raw
  // HTML, because the page hydrates with Preact (decision 0030), whose useId differs from the
  // server's React one: raw HTML is kept as the server sent it, while a text child would be
  // rewritten, a changed inline stylesheet that the page's CSP refuses.
  const estimate = !measured && fitsFrom !== undefined && (
    <style
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own CSS, built from a number and ids.
      dangerouslySetInnerHTML={{
        __html: `@media (max-width: ${Math.max(0, Math.ceil(fitsFrom) - 1)}px) {
[data-menu="${menuId}"] > .${styles.row} { height: 0; visibility: hidden; }
[data-menu="${menuId}"] > .${styles.more} { display: block; }
}`,
      }}
    />
  )

  return (
    <nav
      ref={navRef}
      className={styles.menu}
      aria-label={label}
      data-part={PART.menu}
      data-menu={menuId}
      data-collapsed={collapsed || undefined}
    >
      {estimate}
      {/* Without a script the open panel cannot close after its link is followed: the bar then
          stays at the top of the page instead of holding the panel over the section. */}
      <noscript>
        <style>{`header:has(> [data-menu="${menuId}"] > details[open]) { position: relative; }`}</style>
      </noscript>
      <ul ref={rowRef} className={styles.row} aria-hidden={collapsed || undefined} inert={collapsed}>
        {links}
      </ul>
      <details
        className={styles.more}
        open={open}
        onToggle={(event) => setOpen(event.currentTarget.open)}
        // Escape right after opening, before the toggle event has reached the state, still closes.
        onKeyDown={(event) => {
          if (event.key !== 'Escape' || !event.currentTarget.open) return
          event.currentTarget.open = false
          setOpen(false)
          toggleRef.current?.focus()
        }}
      >
        <summary
          ref={toggleRef}
          className={styles.toggle}
          // Only while the panel exists: a reference to a missing id is invalid ARIA.
          aria-controls={!measured || open ? panelId : undefined}
        >
          <span className={styles.icon} aria-hidden="true" />
          {label}
        </summary>
        {/* Rendered by the server for guests without a script; once measured, only while open. */}
        {(!measured || open) && (
          <ul id={panelId} className={styles.panel}>
            {links}
          </ul>
        )}
      </details>
    </nav>
  )
}
