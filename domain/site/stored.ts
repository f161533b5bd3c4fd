import { LEGACY_UPGRADE_STEP } from '../legacy/upgrade-step.ts'
import { siteModuleSchema } from '../modules/registry.ts'
import { type SiteContent, siteContentSchema, type WizardData, wizardDataSchema } from './schema.ts'

/**
 * The shape version a site document is written in. Documents written before the version was
 * recorded are of this shape too, so a document without one is read as version 2.
 */
export const STORED_SITE_VERSION = 2

/** A stored document on its way to the current shape: loose JSON until the last step checks it. */
export type StoredDocument = Record<string, unknown>

/** Brings a document of one version to the next one. */
export interface UpgradeStep {
  to: number
  upgrade(document: StoredDocument): StoredDocument
}

/** The upgrade step of each older version, by the version it starts from. */
export type UpgradeChain = Readonly<Record<number, UpgradeStep>>

/**
 * Older shapes plug in here (legacy sites, restored versions), each one step to the next version.
 * Legacy sites (issue 19) are read through their conversion, so V2 readers see them converted.
 */
export const SITE_UPGRADES: UpgradeChain = { 1: LEGACY_UPGRADE_STEP }

const VERSION_KEY = 'storedVersion'

/** A stored document that cannot be read: the site's data needs a look, the process goes on. */
export class StoredSiteError extends Error {
  override readonly name = 'StoredSiteError'
}

/** The text to store for a site document, marked with the shape it is written in. */
export function storeSiteContent(content: Omit<SiteContent, 'revision'>): string {
  return JSON.stringify({ [VERSION_KEY]: STORED_SITE_VERSION, ...content })
}

/**
 * Reads a stored site document: takes it through the upgrade steps from its version to the current
 * one, then checks it against the current schema, which also fills in the defaults of any field
 * the document lacks.
 */
export function parseStoredSite(
  text: string,
  chain: UpgradeChain = SITE_UPGRADES,
  current: number = STORED_SITE_VERSION,
): SiteContent {
  const { [VERSION_KEY]: _version, ...document } = upgrade(readObject(text), chain, current)
  const parsed = siteContentSchema.safeParse(document)
  if (!parsed.success) throw mismatch(parsed.error.issues[0], current)
  return parsed.data
}

/** A module a reader left out of a stored document because it does not match its schema. */
export interface DroppedModule {
  /** Its place in the stored siteModules. */
  index: number
  id: string | undefined
  type: string | undefined
  reason: string
}

/**
 * Reads a stored document as parseStoredSite does, except that a module that does not match its
 * schema is left out (and named in `dropped`) instead of failing the whole document: one bad module
 * must not take down the page, the editor and the owner's copy of everything else. What is wrong
 * outside the modules still throws.
 */
export function parseStoredSiteLeniently(
  text: string,
  chain: UpgradeChain = SITE_UPGRADES,
  current: number = STORED_SITE_VERSION,
): { content: SiteContent; dropped: DroppedModule[] } {
  const { [VERSION_KEY]: _version, ...document } = upgrade(readObject(text), chain, current)
  const parsed = siteContentSchema.safeParse(document)
  if (parsed.success) return { content: parsed.data, dropped: [] }
  const modules = document.siteModules
  if (!Array.isArray(modules)) throw mismatch(parsed.error.issues[0], current)
  const dropped: DroppedModule[] = []
  const seen = new Set<unknown>()
  const kept = modules.filter((module: unknown, index) => {
    const fields = (typeof module === 'object' && module !== null ? module : {}) as Record<string, unknown>
    const check = siteModuleSchema.safeParse(module)
    const reason = !check.success
      ? issueText(check.error.issues[0])
      : seen.has(check.data.id)
        ? 'a module before it has the same id'
        : undefined
    if (check.success) seen.add(check.data.id)
    if (reason === undefined) return true
    dropped.push({
      index,
      id: typeof fields.id === 'string' ? fields.id : undefined,
      type: typeof fields.siteModuleType === 'string' ? fields.siteModuleType : undefined,
      reason,
    })
    return false
  })
  const again = siteContentSchema.safeParse({ ...document, siteModules: kept })
  if (!again.success) throw mismatch(again.error.issues[0], current)
  return { content: again.data, dropped }
}

interface Issue {
  path: PropertyKey[]
  message: string
}

function issueText(issue: Issue | undefined): string {
  return `${issue?.path.map(String).join('.') || '(module)'}: ${issue?.message}`
}

function mismatch(issue: Issue | undefined, current: number): StoredSiteError {
  return new StoredSiteError(
    `stored site document does not match version ${current}: ${issue?.path.map(String).join('.') || '(document)'}: ${issue?.message}`,
  )
}

/** The shape version a stored document was written in (a document without one is of the current shape). */
export function storedVersionOf(text: string): number {
  return versionOf(readObject(text))
}

/** The wizard answers stored beside a site; answers that no longer fit the schema are dropped. */
export function parseStoredWizardData(text: string | null): WizardData | null {
  if (text === null) return null
  const parsed = wizardDataSchema.safeParse(readJson(text))
  return parsed.success ? parsed.data : null
}

function upgrade(document: StoredDocument, chain: UpgradeChain, current: number): StoredDocument {
  let version = versionOf(document)
  let upgraded = document
  while (version !== current) {
    const step = chain[version]
    if (!step || step.to <= version) {
      throw new StoredSiteError(`stored site document has version ${version}, which cannot be upgraded`)
    }
    upgraded = { ...step.upgrade(upgraded), [VERSION_KEY]: step.to }
    version = step.to
  }
  return upgraded
}

function versionOf(document: StoredDocument): number {
  const version = document[VERSION_KEY]
  if (version === undefined) return STORED_SITE_VERSION
  if (typeof version !== 'number' || !Number.isInteger(version)) {
    throw new StoredSiteError(`stored site document has an invalid version: ${String(version)}`)
  }
  return version
}

function readObject(text: string): StoredDocument {
  const value = readJson(text)
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new StoredSiteError('stored site document is not an object')
  }
  return value as StoredDocument
}

function readJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch (err) {
    throw new StoredSiteError(`stored site document is not JSON: ${(err as Error).message}`)
  }
}
