import { expect } from 'vitest'

/**
 * The markup of an owner's image made by makeImage(name): every size in srcset, the largest as
 * src, its intrinsic size (so nothing shifts), the size hint and the alt text.
 */
export function expectImageMarkup(html: string, name: string, image: { sizes: string; alt: string }) {
  expect(html).toContain(`src="/media/site-1/${name}-1200.jpg"`)
  expect(html).toContain(`srcSet="/media/site-1/${name}-600.jpg 600w, /media/site-1/${name}-1200.jpg 1200w"`)
  expect(html).toContain(`sizes="${image.sizes}"`)
  expect(html).toContain('width="1200"')
  expect(html).toContain('height="800"')
  expect(html).toContain(`alt="${image.alt}"`)
}
