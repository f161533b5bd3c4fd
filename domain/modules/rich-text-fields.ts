import type { FieldPath } from './definition.ts'

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A text, one HTML string per language, with each string rewritten; anything else is left alone. */
function mapText(value: unknown, map: (html: string) => string): unknown {
  if (!isRecord(value)) return value
  return Object.fromEntries(
    Object.entries(value).map(([language, html]) => [language, typeof html === 'string' ? map(html) : html]),
  )
}

function mapAt(value: unknown, path: FieldPath, map: (html: string) => string): unknown {
  const [key, ...rest] = path
  if (key === undefined) return mapText(value, map)
  if (key === '*') return Array.isArray(value) ? value.map((item) => mapAt(item, rest, map)) : value
  if (!isRecord(value) || !(key in value)) return value
  return { ...value, [key]: mapAt(value[key], rest, map) }
}

/**
 * A copy of a module with the HTML of every field on the given paths rewritten (the definition's
 * `richText`), and nothing else touched. Missing fields and lists stay missing.
 */
export function mapRichText<M extends object>(
  module: M,
  paths: readonly FieldPath[],
  map: (html: string) => string,
): M {
  return paths.reduce<unknown>((out, path) => mapAt(out, path, map), module) as M
}
