import type { FastifyRequest } from 'fastify'
import { escapeHtml } from '#domain/escape-html.ts'
import { chooseInterfaceLanguage, parseAcceptLanguage } from '#domain/site/languages.ts'
import type { Texts } from './errors.ts'

// Spec 000 section 8: a public site that fails to load with anything but 401, 403 or 404 says this,
// with the server's answer.
const TITLE: Texts = {
  sv: 'Misslyckades att hämta sidan',
  en: 'Failed to load the site',
  da: 'Kunne ikke hente siden',
}

/** A page load (not an API call) from a browser: it gets a page to read, not the error's JSON. */
export function wantsErrorPage(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? ''
  return (
    request.method === 'GET' &&
    !path.startsWith('/api/') &&
    (request.headers.accept ?? '').includes('text/html')
  )
}

/** The guest-facing page of a server failure, in the browser's language (sv, en or da). */
export function errorPage(request: FastifyRequest, message: Texts): string {
  const language = chooseInterfaceLanguage({
    host: request.hostname,
    browser: parseAcceptLanguage(request.headers['accept-language']),
  })
  return [
    '<!doctype html>',
    `<html lang="${language}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(TITLE[language])}</title>`,
    '<meta name="robots" content="noindex">',
    '<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:15vh auto;padding:0 1.5rem;',
    'line-height:1.5;color:#222}h1{font-size:1.5rem}</style></head>',
    `<body><main><h1>${escapeHtml(TITLE[language])}</h1><p>${escapeHtml(message[language])}</p></main></body>`,
    '</html>',
  ].join('')
}
