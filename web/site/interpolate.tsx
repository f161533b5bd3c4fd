import { Fragment, type ReactNode } from 'react'

/** Like fillText, but a placeholder may become an element (a link inside a translated sentence). */
export function interpolate(text: string, values: Record<string, ReactNode>): ReactNode {
  const parts = text.split(/\{(\w+)\}/)
  // split with one capture group alternates text and placeholder names: even indexes are text.
  return parts.map((part, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of a fixed sentence never reorder
    <Fragment key={i}>{i % 2 === 0 ? part : (values[part] ?? `{${part}}`)}</Fragment>
  ))
}
