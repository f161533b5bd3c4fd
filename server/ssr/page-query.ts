import { escapeHtml } from '#domain/escape-html.ts'
import { createCache } from '../cache/cache.ts'
import { keptAnswers } from '../cache/kept-answers.ts'

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
const SEARCH_HOLES = /\?__search__/g

/**
 * Filled pages kept by their page and query: the HTML cache hands out the same pages and guests
 * come with the same few queries (none, above all), so a request takes the page made before instead
 * of copying a large page again (a millisecond a page on a busy machine), and the Content-Security-
 * Policy kept for that same string is found at once. The least recently used go first.
 */
const FILLED_KEPT = 64
const filled = createCache<string, { search: string; page: string }>({ max: FILLED_KEPT })

/** The page with the request's query string (`url.search`) in every place its links keep it. */
export function fillSearch(html: string, search: string): string {
  if (!html.includes(SEARCH_HOLE)) return html
  const kept = filled.get(html)
  if (kept?.search === search) return kept.page
  const data = html.indexOf(PAGE_INPUT)
  // The hole sits in an attribute in the markup and in a JSON string in the page data.
  const inMarkup = escapeHtml(search)
  const inData = JSON.stringify(search)
    .slice(1, -1)
    .replace(UNSAFE_IN_JSON, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
  // One replace gives one flat string; two filled halves joined made a rope that every later scan
  // (the CSP's style hashes) had to flatten again.
  const page = html.replace(SEARCH_HOLES, (_hole, at: number) =>
    data !== -1 && at > data ? inData : inMarkup,
  )
  filled.set(html, { search, page })
  return page
}

/**
 * The page as UTF-8 bytes, kept for the same string: a page kept by the cache and filled for the
 * same query goes out again without being encoded again (half the server's time per guest page).
 */
export const pageBytes = keptAnswers(FILLED_KEPT, (html: string) => Buffer.from(html))
