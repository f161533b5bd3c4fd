import type { SiteModule } from '#domain/modules/registry.ts'
import { youtubeId } from '#domain/modules/youtube.ts'

export type SetupHint = 'video' | 'map' | 'gifts'

/**
 * What a module still lacks to show guests anything of its own, found in its settings popup: a
 * video address, a map, wishes. The view alone would show just a title, and the owner might not
 * know where the rest is set.
 */
export function setupHint(module: SiteModule): SetupHint | null {
  switch (module.siteModuleType) {
    case 'Video':
      return youtubeId(module.video?.videoUrl) ? null : 'video'
    case 'Location':
      return module.map?.map ? null : 'map'
    case 'GiftRegistry':
      return module.giftRegistry.length > 0 ? null : 'gifts'
    default:
      return null
  }
}
