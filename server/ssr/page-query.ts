import { escapeHtml } from '#domain/escape-html.ts'

/**
 * The query parameters a public page reads: `domainHost` picks the site in local development
 * (spec 000 section 2), so its language links must carry it on.
 */
const READ_BY_THE_PAGE = ['domainHost'] as const

/**
 * The query string a public page is cached with: only what the page reads. Tracking parameters
 * (utm_*, fbclid, gclid) and anything else a link may carry leave the page unchanged, so they share
 * its cache entry; the language links still carry the whole query (spec 002), filled in per answer.
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

/**
 * Where the request's own query string goes in a rendered page. A page is rendered with this in
 * place of its query string and cached once; `fillSearch` puts each request's query in on the way out.
 */
export const SEARCH_HOLE = '?__search__'

const PAGE_INPUT = '<script id="page-input" type="application/json">'
const UNSAFE_IN_JSON = /[<>&\u2028\u2029]/g

/** The page with the request's query string (`url.search`) in every place its links keep it. */
export function fillSearch(html: string, search: string): string {
  if (!html.includes(SEARCH_HOLE)) return html
  const split = html.indexOf(PAGE_INPUT)
  const markup = split === -1 ? html : html.slice(0, split)
  const data = split === -1 ? '' : html.slice(split)
  // The hole sits in an attribute in the markup and in a JSON string in the page data.
  const asJson = JSON.stringify(search)
    .slice(1, -1)
    .replace(UNSAFE_IN_JSON, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
  return markup.replaceAll(SEARCH_HOLE, escapeHtml(search)) + data.replaceAll(SEARCH_HOLE, asJson)
}
