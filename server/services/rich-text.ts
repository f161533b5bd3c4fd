import sanitizeHtml from 'sanitize-html'
import type { SiteModule } from '#domain/modules/registry.ts'
import type { Text } from '#domain/site/lookup-text.ts'

/** The markup TipTap produces and nothing else; links may only be http(s) or mailto/tel. */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'blockquote',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
  },
}

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS)
}

function sanitizeText(text: Text | undefined): Text | undefined {
  if (!text) return text
  return Object.fromEntries(Object.entries(text).map(([lang, html]) => [lang, sanitizeRichText(html)]))
}

/** Rich text lives in the `text` field of modules and of their list items. */
export function sanitizeModules(modules: SiteModule[]): SiteModule[] {
  return modules.map((m) => {
    const out = { ...m } as SiteModule & { text?: Text; list?: { text?: Text }[] }
    if ('text' in out) out.text = sanitizeText(out.text)
    if (Array.isArray(out.list))
      out.list = out.list.map((item) => ({ ...item, text: sanitizeText(item.text) }))
    return out
  })
}
