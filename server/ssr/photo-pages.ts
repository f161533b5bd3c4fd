import QRCode from 'qrcode'
import { fillPhotoText, PHOTO_PAGE_TEXTS, type PhotoPageTexts } from '#domain/photos/page-texts.ts'
import { PHOTO_PAGES } from '#domain/photos/photo-links.ts'
import type { GuestPhoto } from '#domain/photos/photos.ts'
import type { InterfaceLanguage } from '#domain/site/languages.ts'
import { PHOTO_PAGE_CSS } from './photo-pages-css.ts'

export type PhotoPage = keyof typeof PHOTO_PAGES

export function photoPageOf(segment: string): PhotoPage | undefined {
  if (segment === PHOTO_PAGES.upload) return 'upload'
  if (segment === PHOTO_PAGES.slideshow) return 'slideshow'
  return undefined
}

export interface PhotoPageInput {
  siteId: string
  language: string
  uiLanguage: InterfaceLanguage
  /** The couple's names (the header's title). */
  names: string
  /** The site's own origin, for the QR code that leads to the upload page. */
  origin: string
  scripts: string[]
  search: URLSearchParams
  /** The approved photos, newest first (the slideshow starts with them, script or not). */
  photos: GuestPhoto[]
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

/** The page's data for its script: a data block, not a script, so the policy needs nothing for it. */
const dataBlock = (data: object) =>
  `<script type="application/json" id="photo-page">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`

/**
 * The upload page and the slideshow (issue 34): whole pages from the server with their own small
 * script each, so the site page's first load carries none of their code. The upload page is a
 * plain form without a script; its script sends the photos resumably instead (web/photos).
 */
export async function photoPageHtml(page: PhotoPage, input: PhotoPageInput): Promise<string> {
  const texts = PHOTO_PAGE_TEXTS[input.uiLanguage]
  const body = page === 'upload' ? uploadBody(input, texts) : await slideshowBody(input, texts)
  const title = `${page === 'upload' ? texts.share : texts.slideshow}${input.names ? ` – ${escapeHtml(input.names)}` : ''}`
  return `<!doctype html>
<html lang="${escapeHtml(input.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
${page === 'slideshow' ? '<noscript><meta http-equiv="refresh" content="60"></noscript>\n' : ''}<title>${title}</title>
<style>${PHOTO_PAGE_CSS}</style>
${input.scripts.map((src) => `<script type="module" src="${escapeHtml(src)}"></script>`).join('\n')}
</head>
<body class="${page}">
${body}
${dataBlock({ siteId: input.siteId, language: input.language, texts, photos: input.photos })}
</body>
</html>`
}

function uploadBody(input: PhotoPageInput, texts: PhotoPageTexts): string {
  const sent = Number(input.search.get('skickade') ?? '')
  const failed = Number(input.search.get('fel') ?? '')
  return `<main class="card">
<p class="names">${escapeHtml(input.names)}</p>
<h1>${escapeHtml(texts.share)}</h1>
<p class="intro">${escapeHtml(texts.intro)}</p>
${Number.isInteger(failed) && failed > 0 ? `<p class="notice failed" role="alert">${escapeHtml(texts.failed)}: ${failed}</p>` : ''}
${Number.isInteger(sent) && sent > 0 ? `<p class="notice" role="status">${escapeHtml(fillPhotoText(texts.sentWithoutScript, { n: sent }))}</p>` : ''}
<form id="photo-form" method="post" enctype="multipart/form-data" action="/api/sites/${escapeHtml(input.siteId)}/photos/form?lang=${encodeURIComponent(input.language)}">
<label class="pick"><span>${escapeHtml(texts.choose)}</span><input id="photo-files" type="file" name="file" accept="image/*,video/*" multiple required></label>
<button type="submit" class="send">${escapeHtml(texts.send)}</button>
<noscript><p class="hint">${escapeHtml(texts.noScript)}</p></noscript>
</form>
<section id="photo-progress" class="progress" hidden>
<p id="photo-total" class="total" role="status" aria-live="polite"></p>
<progress id="photo-total-bar" max="1" value="0"></progress>
<ul id="photo-list" class="files"></ul>
</section>
<p class="back"><a href="/${encodeURIComponent(input.language)}">${escapeHtml(texts.back)}</a></p>
</main>`
}

async function slideshowBody(input: PhotoPageInput, texts: PhotoPageTexts): Promise<string> {
  const uploadUrl = `${input.origin}/${encodeURIComponent(input.language)}/${PHOTO_PAGES.upload}`
  const qr = await QRCode.toString(uploadUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
  // The page starts on a photo: a video plays only once the script runs (muted, then on to the next).
  const first = input.photos.find((p) => p.kind === 'photo')
  return `<main class="stage" id="stage" aria-live="polite">
${first ? `<img class="slide shown" src="${escapeHtml(first.url)}" data-photo="${escapeHtml(first.id)}" alt="">` : ''}
<p class="empty" id="empty"${first ? ' hidden' : ''}>${escapeHtml(texts.slideshowEmpty)}</p>
</main>
<footer class="corner">
<p class="names">${escapeHtml(input.names)}</p>
<figure class="qr"><div class="code" role="img" aria-label="${escapeHtml(uploadUrl)}">${qr}</div><figcaption>${escapeHtml(texts.scanToShare)}<br><span>${escapeHtml(uploadUrl.replace(/^https?:\/\//, ''))}</span></figcaption></figure>
</footer>`
}
