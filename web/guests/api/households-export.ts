import { householdsPath } from './households-list.ts'

/** GET /api/sites/{siteId}/households/export: the guest list as a sheet, downloaded by a link. */
export const exportUrl = (siteId: string) => `${householdsPath(siteId)}/export`
