import type { Image } from '../site/image.ts'

/**
 * The sample images generated and quick-start sites start with: the demo sites' photos, served
 * from /media/demo in the sizes 1600, 1200, 800 and 600 (spec 001 section 3). A server test checks
 * each against the demo media index, so a renamed photo fails there and not on a visitor's page.
 */
function sample(name: string, originalName: string, width: number, height: number): Image {
  return {
    path: '/media/demo',
    fileName: `${name}-1600.jpg`,
    originalName,
    isDemoImage: true,
    sizes: [1600, 1200, 800, 600].map((size) => ({ fileName: `${name}-${size}.jpg`, size })),
    width,
    height,
  }
}

export const SAMPLE_IMAGES = {
  meadow: sample('meadow', 'sommaräng-vid-sjön.jpg', 1600, 1000),
  manor: sample('manor', 'herrgården.jpg', 1600, 1200),
  flowers: sample('flowers', 'brudbukett.jpg', 1600, 1200),
  table: sample('table', 'dukat-bord.jpg', 1600, 1200),
  party: sample('party', 'ballonger-och-konfetti.jpg', 1600, 1000),
  dance: sample('dance', 'dans-under-ljusslingor.jpg', 1600, 1067),
} as const satisfies Record<string, Image>

export type SampleImageName = keyof typeof SAMPLE_IMAGES

/** A fresh copy, so that no two modules share one image object the editor may change. */
export function sampleImage(name: SampleImageName): Image {
  return structuredClone(SAMPLE_IMAGES[name])
}
