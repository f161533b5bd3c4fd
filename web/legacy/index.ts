export { LegacySitePage } from './LegacySitePage.tsx'
export { isLegacyPageInput } from './page-input.ts'
