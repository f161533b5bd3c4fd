import { createContext, type ReactNode, useContext } from 'react'

/**
 * Decorative artwork (site graphic, event logo) is static SVG that guests never interact with, so
 * the public page renders it on the server only and its code stays out of the client bundle: the
 * server fills a slot with HTML, the hydrating client leaves that HTML alone, and the editor, which
 * renders on the client, fills the slot with the real component instead.
 */
export type SlotContent = { html: string } | { node: ReactNode }

export interface StaticSlots {
  eventLogo?: SlotContent
  siteGraphic?: SlotContent
  /**
   * Per RSVP module: its form for the most guests, hidden, which the page's inline script opens
   * when a guest taps a count before the page's script has run (domain/site/early-tap-script.ts).
   */
  earlyForms?: Record<string, { html: string }>
}

const SlotsContext = createContext<StaticSlots>({})

export function StaticSlotsProvider({ slots, children }: { slots: StaticSlots; children: ReactNode }) {
  return <SlotsContext.Provider value={slots}>{children}</SlotsContext.Provider>
}

/** The server's early form of a module; undefined in the browser, which leaves the HTML alone. */
export function useEarlyFormHtml(moduleId: string): string | undefined {
  return useContext(SlotsContext).earlyForms?.[moduleId]?.html
}

export function StaticSlot({
  name,
  className,
  part,
}: {
  name: 'eventLogo' | 'siteGraphic'
  className?: string
  /** The styling part, unless the slot's content carries it itself. */
  part?: string
}) {
  const content = useContext(SlotsContext)[name]
  if (content && 'node' in content) {
    return (
      <div className={className} data-part={part}>
        {content.node}
      </div>
    )
  }
  return (
    <div
      className={className}
      data-part={part}
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: HTML of our own server render of fixed artwork (React-escaped names)
      dangerouslySetInnerHTML={{ __html: content?.html ?? '' }}
    />
  )
}
