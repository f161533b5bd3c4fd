/*
 * Spec 001 section 5: "Pasted text longer than 5 characters that looks like a URL becomes a link."
 * The same test decides which typed words autolink, so typing and pasting agree.
 */

const LABEL = '[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]*[\\p{L}\\p{N}])?'
const TLD = '(?:\\p{L}{2,63}|xn--[a-z0-9-]{2,59})'
const HOST = `(?:${LABEL}\\.)+${TLD}`
const PORT_AND_REST = '(?::\\d{1,5})?(?:[/?#]\\S*)?'

/** http(s) with a real host name; `https://` alone or `http://localhost` is not a link. */
const WEB_URL = new RegExp(`^https?://(?:[^\\s@/]+@)?${HOST}\\.?${PORT_AND_REST}$`, 'iu')
const WWW_URL = new RegExp(`^www\\.${HOST}${PORT_AND_REST}$`, 'iu')
const BARE_DOMAIN = new RegExp(`^${HOST}${PORT_AND_REST}$`, 'iu')
const EMAIL = new RegExp(`^(?:mailto:)?[^\\s@:/]+@${HOST}$`, 'iu')
const TEL = /^tel:\+?[\d().-]{3,}$/i

/**
 * A bare "name.ext" is a domain unless ext is a file type people paste (a photo's file name is
 * not a web address). With a scheme or "www." the ending does not matter.
 */
const FILE_ENDINGS = new Set(
  'txt pdf doc docx xls xlsx ppt pptx odt csv rtf zip rar 7z jpg jpeg png gif webp heic heif svg bmp tif tiff mp3 mp4 m4a mov avi wav html htm js ts css json xml md'.split(
    ' ',
  ),
)

function isBareDomain(text: string): boolean {
  if (!BARE_DOMAIN.test(text)) return false
  const host = text.split(/[:/?#]/)[0] ?? ''
  const ending = host.slice(host.lastIndexOf('.') + 1).toLowerCase()
  return !FILE_ENDINGS.has(ending)
}

export function looksLikePastedUrl(text: string): boolean {
  const value = text.trim()
  if (value.length <= 5 || /\s/.test(value)) return false
  return (
    WEB_URL.test(value) || WWW_URL.test(value) || EMAIL.test(value) || TEL.test(value) || isBareDomain(value)
  )
}

/** The href a text that looks like a URL links to: as written when it names its scheme. */
export function pastedUrlHref(text: string): string {
  const value = text.trim()
  if (/^(?:https?|mailto|tel):/i.test(value)) return value
  if (EMAIL.test(value)) return `mailto:${value}`
  return `https://${value}`
}
