import sanitizeHtml from 'sanitize-html'
import { MODULE_DEFINITIONS, type SiteModule } from '#domain/modules/registry.ts'
import { mapRichText } from '#domain/modules/rich-text-fields.ts'

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

/** Sanitises exactly the fields each module's definition declares as rich text. */
export function sanitizeModules(modules: SiteModule[]): SiteModule[] {
  return modules.map((module) =>
    mapRichText(module, MODULE_DEFINITIONS[module.siteModuleType].richText, sanitizeRichText),
  )
}
