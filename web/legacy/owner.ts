export { LegacyEditorPage } from './owner/LegacyEditorPage.tsx'
export { LegacyResponses } from './owner/LegacyResponses.tsx'
export { isLegacyOwnerSite, legacyOwnerSiteOf } from './owner/legacy-site.ts'
