/** Stored names: `<24 hex>-orig.<jpg|png>` for the original, `<24 hex>-<width>.<jpg|webp>` for sizes. */
export const STORED_NAME = /^([0-9a-f]{24})-(orig|\d{1,5})\.(jpg|png|webp)$/

export interface StoredName {
  fileName: string
  base: string
  /** 'orig' or the width in pixels. */
  kind: 'orig' | number
  ext: 'jpg' | 'png' | 'webp'
}

export function parseStoredName(name: string): StoredName | undefined {
  const m = STORED_NAME.exec(name)
  if (!m) return undefined
  return {
    fileName: m[0],
    base: m[1] as string,
    kind: m[2] === 'orig' ? 'orig' : Number(m[2]),
    ext: m[3] as StoredName['ext'],
  }
}

/**
 * The base names of the stored images that a site document references in `folderUrl`: every
 * object with a `path` and a `fileName` anywhere in it (an image, its imageBeforeEdit), with its
 * sizes and the original it was cropped from.
 */
export function referencedBases(document: unknown, folderUrl: string): string[] {
  const folder = folderUrl.replace(/\/+$/, '')
  const bases = new Set<string>()
  const add = (name: unknown) => {
    const parsed = typeof name === 'string' ? parseStoredName(name) : undefined
    if (parsed) bases.add(parsed.base)
  }
  const stack: unknown[] = [document]
  while (stack.length > 0) {
    const value = stack.pop()
    if (Array.isArray(value)) {
      stack.push(...value)
      continue
    }
    if (!value || typeof value !== 'object') continue
    const o = value as Record<string, unknown>
    if (
      typeof o.path === 'string' &&
      typeof o.fileName === 'string' &&
      o.path.replace(/\/+$/, '') === folder
    ) {
      add(o.fileName)
      add(o.originalName)
      if (Array.isArray(o.sizes)) for (const s of o.sizes) add((s as { fileName?: unknown })?.fileName)
    }
    stack.push(...Object.values(o))
  }
  return [...bases]
}
