/**
 * Where each quick-start site is kept in local storage, and forgetting it. Apart from reading and
 * writing (which validate with the site schema), so the wizard's pages can clear without loading it.
 */
export type QuickStartSource = 'snabbstart' | 'sms' | 'digital-studentinbjudan' | 'kom-igang'

export const quickStartKey = (source: QuickStartSource) => `eventsite.quickStart.${source}`

export function localStore(): Storage | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}

export function clearQuickStartSite(source: QuickStartSource): void {
  localStore()?.removeItem(quickStartKey(source))
}
