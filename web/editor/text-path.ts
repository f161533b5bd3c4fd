import type { Text } from '#domain/site/lookup-text.ts'
import type { TextPath } from '#web/site/index.ts'

type Node = Record<string, unknown>

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * A copy of `target` with the text at `path` set in one language, the other languages kept (paths
 * as in setValueAt). An empty value is kept as '' (not removed), so a cleared title stays empty
 * instead of falling back to another language on the public page.
 */
export function setTextAt<T>(target: T, path: TextPath, language: string, value: string): T {
  const current = valueAt(target, path)
  const text: Text = isNode(current) ? (current as Text) : {}
  return setValueAt(target, path, { ...text, [language]: value })
}

/**
 * A copy of `target` with `value` at `path` (an image, a chosen size). Segments name fields, a
 * segment after a list field is an item id. A missing or null field on the way is
 * created as an object, so a header without an image object can get its first image. Throws for a
 * list item that does not exist and for a path through a text or number.
 */
export function setValueAt<T>(target: T, path: TextPath, value: unknown): T {
  const [head, ...rest] = path
  if (head === undefined) return value as T
  if (Array.isArray(target)) {
    const index = target.findIndex((item) => isNode(item) && item.id === head)
    if (index < 0) throw new Error(`No list item ${head}`)
    return target.with(index, setValueAt(target[index], rest, value)) as T
  }
  if (target !== null && target !== undefined && !isNode(target)) throw new Error(`No field ${head}`)
  const node: Node = isNode(target) ? target : {}
  return { ...node, [head]: setValueAt(node[head], rest, value) } as T
}

/** The value at `path`, or undefined when any step is missing. */
export function valueAt(target: unknown, path: TextPath): unknown {
  let node: unknown = target
  for (const segment of path) {
    node = Array.isArray(node)
      ? node.find((item) => isNode(item) && item.id === segment)
      : isNode(node)
        ? node[segment]
        : undefined
  }
  return node
}
