// Imported by domain/site/stored.ts only: everything here runs inside the step, never at load, so
// the import cycle with ./stored.ts (which throws StoredSiteError) is harmless.
import type { UpgradeStep } from '../site/stored.ts'
import { legacyToV2 } from './convert.ts'
import { readStoredLegacy } from './stored.ts'

/** Reads a legacy document as a V2 one: V2 readers (versions, answers, mails) see the converted site. */
export const LEGACY_UPGRADE_STEP: UpgradeStep = {
  to: 2,
  upgrade(document) {
    const { site, language } = readStoredLegacy(document)
    return legacyToV2(site, language)
  },
}
