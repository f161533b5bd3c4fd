import { siteModuleSchema } from '#domain/modules/registry.ts'
import type { SiteContent } from '#domain/site/schema.ts'
import { parseStoredSite, StoredSiteError, storeSiteContent } from '#domain/site/stored.ts'
import { AppError } from '../../http/errors.ts'
import { sanitizeModules } from './rich-text.ts'

type Content = Omit<SiteContent, 'revision'>

/**
 * The text to store for an owner's document: its rich text sanitised, then checked as a reader will
 * read it. Sanitising can make a text longer than the schema allows (every `&` becomes `&amp;`, every
 * link gains rel and target), and a stored document its readers refuse takes down the page, the
 * editor and the owner's copy; so what is stored is what was checked, and a refusal stores nothing.
 */
export function storableSiteText(content: Content): string {
  const clean = { ...content, siteModules: sanitizeModules(content.siteModules) }
  clean.siteModules.forEach((module, index) => {
    const check = siteModuleSchema.safeParse(module)
    if (!check.success) throw moduleRefused(module, index, check.error.issues[0])
  })
  const text = storeSiteContent(clean)
  try {
    parseStoredSite(text)
  } catch (err) {
    if (!(err instanceof StoredSiteError)) throw err
    throw new AppError(400, {
      sv: 'Sidan kunde inte sparas: innehållet är ogiltigt efter rensning. Inget sparades.',
      en: 'The site could not be saved: its content is invalid once cleaned. Nothing was saved.',
      da: 'Siden kunne ikke gemmes: indholdet er ugyldigt efter rensning. Intet blev gemt.',
    })
  }
  return text
}

interface Issue {
  code: string
  path: PropertyKey[]
  message: string
}

function moduleRefused(
  module: Content['siteModules'][number],
  index: number,
  issue: Issue | undefined,
): AppError {
  const field = issue?.path.map(String).join('.') ?? ''
  const title = firstText((module as { title?: unknown }).title)
  const label = `${index + 1} (${module.siteModuleType}${title ? ` "${title}"` : ''})`
  const at = field ? ` (${field})` : ''
  const fields = { [`site.siteModules.${index}${field ? `.${field}` : ''}`]: issue?.message ?? 'invalid' }
  if (issue?.code === 'too_big') {
    return new AppError(
      400,
      {
        sv: `Modul ${label} blir för lång när texten rensas${at}. Korta texten eller dela upp den i flera moduler. Inget sparades.`,
        en: `Module ${label} becomes too long once its text is cleaned${at}. Shorten the text or split it into several modules. Nothing was saved.`,
        da: `Modul ${label} bliver for langt, når teksten renses${at}. Forkort teksten eller del den op i flere moduler. Intet blev gemt.`,
      },
      fields,
    )
  }
  return new AppError(
    400,
    {
      sv: `Modul ${label} är ogiltig när texten rensats${at}. Inget sparades.`,
      en: `Module ${label} is invalid once its text is cleaned${at}. Nothing was saved.`,
      da: `Modul ${label} er ugyldigt, når teksten er renset${at}. Intet blev gemt.`,
    },
    fields,
  )
}

/** The module's title in its first language, short enough to quote in a message. */
function firstText(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const first = Object.values(value).find((v) => typeof v === 'string' && v.trim() !== '')
  if (typeof first !== 'string') return undefined
  const plain = first.replace(/<[^>]*>/g, '').trim()
  return plain.length > 40 ? `${plain.slice(0, 40)}…` : plain || undefined
}
