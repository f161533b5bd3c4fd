import { readFile } from 'node:fs/promises'
import { type Brand, type Market, parseBrand, parseMarket } from '#domain/brands.ts'
import { languageCodeSchema } from '#domain/site/text.ts'
import { AppError } from '../http/errors.ts'
import type { LegacyService } from './legacy.service.ts'

export interface ImportOptions {
  file: string
  mail: string
  rsvps?: string | undefined
  language?: string | undefined
  brand?: string | undefined
  market?: string | undefined
}

/** `import-legacy-site`: reads the files, imports the site and answers, and returns the new site id. */
export async function importLegacySiteCommand(
  legacy: LegacyService,
  options: ImportOptions,
): Promise<string> {
  const document = await readJson(options.file, '--file')
  const rsvps = options.rsvps ? await readJson(options.rsvps, '--rsvps') : undefined
  const language = options.language ?? 'sv'
  if (!languageCodeSchema.safeParse(language).success)
    throw usage(`--language: invalid language code ${language}`)
  let brand: Brand
  let market: Market
  try {
    brand = parseBrand(options.brand ?? 'wedding')
    market = parseMarket(options.market ?? (language === 'da' ? 'dk' : 'se'))
  } catch (err) {
    throw usage((err as Error).message)
  }
  const row = await legacy.importSite({ document, rsvps, mail: options.mail, brand, market, language })
  return row.id
}

async function readJson(path: string, option: string): Promise<unknown> {
  let text: string
  try {
    text = await readFile(path, 'utf8')
  } catch (err) {
    throw usage(`${option}: cannot read ${path}: ${(err as Error).message}`)
  }
  try {
    return JSON.parse(text)
  } catch (err) {
    throw usage(`${option}: ${path} is not JSON: ${(err as Error).message}`)
  }
}

function usage(message: string): AppError {
  return new AppError(400, { sv: message, en: message, da: message })
}
