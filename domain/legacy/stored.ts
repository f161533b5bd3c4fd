import { type StoredDocument, StoredSiteError } from '../site/stored.ts'
import { firstProblem, type LegacySite, legacySiteSchema } from './schema.ts'

/** The stored-shape version of a legacy site document (the V2 shape is 2). */
export const LEGACY_STORED_VERSION = 1

/** Fields of the legacy document that live in the site's columns or tables, not in the document. */
const OUTSIDE_DOCUMENT = [
  '_id',
  'host',
  'active',
  'activeDate',
  'password',
  'metaNoindex',
  'giftRegistryReservations',
  'usesSiteModules',
  'siteModules',
] as const

export type StoredLegacySite = LegacySite

/**
 * The text stored for a legacy site: its version first (so a reader can tell the shape from the
 * first bytes), the site language its texts are in, then the legacy document.
 */
export function storeLegacySite(site: LegacySite, language: string): string {
  const document: Record<string, unknown> = { ...site }
  for (const key of OUTSIDE_DOCUMENT) delete document[key]
  return JSON.stringify({ storedVersion: LEGACY_STORED_VERSION, language, ...document })
}

const PREFIX = `{"storedVersion":${LEGACY_STORED_VERSION},`

/** Whether a stored site text is a legacy document (written by storeLegacySite). */
export function isStoredLegacy(text: string): boolean {
  return text.startsWith(PREFIX)
}

/** A stored legacy document read back: the legacy site and its language. */
export function readStoredLegacy(text: string | StoredDocument): {
  site: StoredLegacySite
  language: string
} {
  const document = (typeof text === 'string' ? JSON.parse(text) : text) as Record<string, unknown>
  const { storedVersion: _v, language, ...rest } = document
  const parsed = legacySiteSchema.safeParse(rest)
  if (!parsed.success) {
    throw new StoredSiteError(
      `stored site document has version ${LEGACY_STORED_VERSION}, which cannot be upgraded: ${firstProblem(parsed.error)}`,
    )
  }
  return { site: parsed.data, language: typeof language === 'string' ? language : 'sv' }
}
