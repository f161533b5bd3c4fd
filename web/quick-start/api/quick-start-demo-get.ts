import { request } from '#web/api/http.ts'
import type { QuickStartAnswer } from './quick-start-get.ts'

/** GET /api/sites/quick-start/demo: the brand's demo-host site as a quick-start site. */
export function getDemoSite(): Promise<QuickStartAnswer> {
  return request<QuickStartAnswer>('GET', '/api/sites/quick-start/demo')
}
