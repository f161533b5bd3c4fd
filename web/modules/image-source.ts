import type { Image } from '#domain/site/image.ts'

export interface ImageSource {
  src: string
  srcSet: string | undefined
  width: number | undefined
  height: number | undefined
}

// File names are made by the server, but a space or comma would split a srcset entry, so those two
// are encoded; anything else is left alone to avoid double-encoding an already encoded name.
function fileUrl(path: string, fileName: string): string {
  return `${path.replace(/\/+$/, '')}/${fileName.replace(/[\s,]/g, encodeURIComponent)}`
}

/** src (the largest size, else the original), a width-based srcset of the sizes, and the intrinsic size. */
export function imageSource(image: Image): ImageSource {
  const sizes = [...image.sizes].sort((a, b) => a.size - b.size)
  const largest = sizes.at(-1)
  return {
    src: fileUrl(image.path, largest ? largest.fileName : image.fileName),
    srcSet: sizes.length
      ? sizes.map((s) => `${fileUrl(image.path, s.fileName)} ${s.size}w`).join(', ')
      : undefined,
    width: image.width,
    height: image.height,
  }
}
