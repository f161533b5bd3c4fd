/** The terms and the privacy policy, served by the server on every brand's own domain (issue 31). */
export const LEGAL_PATHS = { terms: '/villkor', privacy: '/integritetspolicy' } as const
export type LegalPageKind = keyof typeof LEGAL_PATHS

/** A legal page's address in a language: ?lang= so a Danish host still shows the Swedish text. */
export function legalPageHref(kind: LegalPageKind, language: string): string {
  return `${LEGAL_PATHS[kind]}?lang=${encodeURIComponent(language)}`
}

/** Which legal page a request's address is, if any (a trailing slash and a query allowed). */
export function legalPageOf(url: string): LegalPageKind | undefined {
  const path = url.split('?')[0]?.replace(/\/$/, '')
  return (Object.keys(LEGAL_PATHS) as LegalPageKind[]).find((kind) => LEGAL_PATHS[kind] === path)
}
