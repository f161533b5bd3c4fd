import type { SiteRow } from '../repositories/sites.repository.ts'

/**
 * Where an editor call (image upload or crop, map) works: the owner's site, or quick start, whose
 * images and maps are temporary until a saved site takes them over.
 */
export type Workspace = { kind: 'quickStart' } | { kind: 'owner'; site: SiteRow }

/**
 * A crop's source must belong to the workspace: a quick-start image in quick start; for an owner,
 * the site's own image or a quick-start image that a save of this site took over.
 */
export function mayCropFrom(
  workspace: Workspace,
  source: { quickStart: boolean; siteId: string | null },
): boolean {
  if (workspace.kind === 'quickStart') return source.quickStart
  return source.siteId === workspace.site.id
}
