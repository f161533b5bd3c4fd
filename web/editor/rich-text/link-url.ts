import { looksLikePastedUrl, pastedUrlHref } from './looks-like-pasted-url.ts'

/** The schemes the server's sanitize allow-list keeps (server/services/sites/rich-text.ts). */
const SCHEMES = new Set(['http', 'https', 'mailto', 'tel'])

/** Browsers drop white space and control characters inside a URL, so "java\tscript:" is a scheme too. */
function compact(url: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is dropped
  return url.replace(/[\s\u0000-\u001f\u007f]+/g, '')
}

function schemeOf(url: string): string | null {
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(compact(url))
  if (!match?.[1]) return null
  // "example.se:8080/x" is a host and a port, not a scheme.
  if (match[1].includes('.') && /^\d/.test(compact(url).slice(match[0].length))) return null
  return match[1].toLowerCase()
}

/**
 * TipTap's Link asks this both for hrefs (parsed, rendered, set) and for the words autolink and
 * paste find, which come without a scheme ("www.example.se") and get https:// added.
 */
export function isAllowedLinkUri(url: string | undefined): boolean {
  if (!url) return false
  const scheme = schemeOf(url)
  if (scheme) return SCHEMES.has(scheme)
  return looksLikePastedUrl(url)
}

const EMAIL_ADDRESS = /^[^\s@:/?#]+@[^\s@:/?#]+\.[^\s@:/?#]{2,}$/
const PHONE = /^\+?[\d().\s-]*\d[\d().\s-]*$/

function telHref(number: string): string | null {
  if (!PHONE.test(number) || number.replace(/\D/g, '').length < 3) return null
  return `tel:${number.replace(/[^\d+]/g, '')}`
}

/**
 * The href for what the owner typed in the link dialog, or null when it is no usable address.
 * "www.example.se" and "example.se" get https://, an e-mail address mailto:.
 */
export function linkHrefFromInput(input: string): string | null {
  const value = input.trim()
  if (value === '') return null
  const scheme = schemeOf(value)
  if (!scheme) return looksLikePastedUrl(value) ? pastedUrlHref(value) : null
  if (!SCHEMES.has(scheme)) return null
  const rest = value.slice(value.indexOf(':') + 1)
  if (scheme === 'mailto') return EMAIL_ADDRESS.test(rest.split('?')[0] ?? '') ? value : null
  if (scheme === 'tel') return telHref(rest)
  return looksLikePastedUrl(value) ? value : null
}
