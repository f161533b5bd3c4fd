import type { SiteModule } from '#domain/modules/registry.ts'
import type { PageAssets } from '#web/site/index.ts'
import { imageSource } from '../image-source.ts'
import { SIZES_HINT } from './View.tsx'

type Preload = NonNullable<PageAssets['preloads']>[number]

/**
 * A header image at the top of the page is what a phone paints last (the LCP element); telling
 * the browser about it in <head> starts its download before the CSS and scripts are parsed.
 */
export function headerImagePreload(modules: readonly SiteModule[]): Preload | undefined {
  const first = modules.find((m) => !m.hide)
  if (first?.siteModuleType !== 'Header' || !first.image?.image) return undefined
  const source = imageSource(first.image.image)
  return {
    href: source.src,
    as: 'image',
    imageSrcSet: source.srcSet,
    imageSizes: source.srcSet ? SIZES_HINT[first.image.userSelectedImageSize] : undefined,
  }
}
