import type { FastifyInstance } from 'fastify'
import { escapeHtml } from '#domain/escape-html.ts'
import { fileResponse } from '../http/route-schemas.ts'
import type { RouteContext } from './context.ts'

/** Links in mail text become clickable so a developer can follow a reset link. */
const linkify = (s: string) => s.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`)

/** A guest mail's From name and Reply-To (the couple's), as a mail program would show them. */
function senderLine(m: { from_name?: string | null; reply_to?: string | null }): string {
  const parts = [
    m.from_name ? `Från: <span class="from">${escapeHtml(m.from_name)}</span>` : '',
    m.reply_to ? `Svar till: <span class="reply-to">${escapeHtml(m.reply_to)}</span>` : '',
  ].filter(Boolean)
  return parts.length ? `\n<p class="meta">${parts.join(' · ')}</p>` : ''
}

/** The outbox of the embedded mail simulator; never registered in production. */
export function devOutboxRoutes(app: FastifyInstance, { services }: RouteContext): void {
  const schema = {
    summary: "The mail simulator's outbox (not in production)",
    response: { 200: fileResponse('text/html', 'The latest 50 mails') },
  }
  app.get('/dev/outbox', { schema }, async (_request, reply) => {
    const mails = await services.outbox.latest(50)
    const items = mails
      .map(
        (m) => `<article><h2>${escapeHtml(m.subject)}</h2>
<p class="meta">Till: <span class="to">${escapeHtml(m.to_address)}</span> · ${escapeHtml(m.created_at)} · ${escapeHtml(m.status)}</p>${senderLine(m)}
<pre>${linkify(escapeHtml(m.text_body))}</pre></article>`,
      )
      .join('\n')
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(`<!doctype html><html lang="sv"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Utkorg (utveckling)</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}
article{border:1px solid #ddd;border-radius:8px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap}.meta{color:#555}</style></head>
<body><h1>Utkorg</h1><p>Mejl som produkten har skickat (visas bara utanför produktion).</p>${items || '<p>Inga mejl ännu.</p>'}</body></html>`)
  })
}
