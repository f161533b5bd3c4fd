/**
 * The query parameters a public page reads: `domainHost` picks the site in local development
 * (spec 000 section 2), so its language links must carry it on.
 */
const READ_BY_THE_PAGE = ['domainHost'] as const

/**
 * The query string a public page is rendered and cached with: only what the page reads. Tracking
 * parameters (utm_*, fbclid, gclid) and anything else a link may carry leave the page unchanged,
 * so they share its cache entry and are not copied into its links.
 */
export function pageSearch(url: URL): string {
  const kept = new URLSearchParams()
  for (const name of READ_BY_THE_PAGE) {
    const value = url.searchParams.get(name)
    if (value !== null) kept.set(name, value)
  }
  const query = kept.toString()
  return query === '' ? '' : `?${query}`
}
