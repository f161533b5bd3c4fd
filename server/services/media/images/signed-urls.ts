import type { MediaStorage } from '../../../integrations/storage/media-storage.ts'

type Signer = (folder: string, fileName: string) => Promise<string>

/**
 * A copy of `value` (site modules) in which every stored image in one of `folders` (an object with
 * `path` and `fileName`, and its `sizes`) points at signed URLs. The web client joins `path` and a
 * file name, so a signed URL is split the same way: the query rides on the file name.
 */
export async function withSignedImages<T>(value: T, storage: MediaStorage, folders: string[]): Promise<T> {
  const sign = storage.signedUrl?.bind(storage)
  if (!sign) return value
  const folderOf = new Map(folders.map((f) => [storage.folderUrl(f), f]))
  return (await walk(value, (path) => folderOf.get(path.replace(/\/+$/, '')), sign)) as T
}

async function walk(
  value: unknown,
  folderOf: (path: string) => string | undefined,
  sign: Signer,
): Promise<unknown> {
  if (Array.isArray(value)) return Promise.all(value.map((v) => walk(v, folderOf, sign)))
  if (value === null || typeof value !== 'object') return value
  const entries = await Promise.all(
    Object.entries(value).map(async ([k, v]) => [k, await walk(v, folderOf, sign)] as const),
  )
  const copy: Record<string, unknown> = Object.fromEntries(entries)
  const folder = typeof copy.path === 'string' ? folderOf(copy.path) : undefined
  if (folder === undefined || typeof copy.fileName !== 'string') return copy
  const signed = splitUrl(await sign(folder, copy.fileName))
  copy.path = signed.path
  copy.fileName = signed.fileName
  if (Array.isArray(copy.sizes)) {
    copy.sizes = await Promise.all(
      copy.sizes.map(async (size: unknown) => {
        const s = size as { fileName?: unknown }
        if (typeof s?.fileName !== 'string') return size
        return { ...s, fileName: splitUrl(await sign(folder, s.fileName)).fileName }
      }),
    )
  }
  return copy
}

function splitUrl(url: string): { path: string; fileName: string } {
  const u = new URL(url)
  const cut = u.pathname.lastIndexOf('/')
  return {
    path: `${u.origin}${u.pathname.slice(0, cut)}`,
    fileName: `${u.pathname.slice(cut + 1)}${u.search}`,
  }
}
