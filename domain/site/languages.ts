/** Interface languages (spec 000 section 1). Site languages may be any language code. */
export const INTERFACE_LANGUAGES = ['sv', 'en', 'da'] as const
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number]
export const DEFAULT_LANGUAGE: InterfaceLanguage = 'sv'

export function isInterfaceLanguage(value: unknown): value is InterfaceLanguage {
  return typeof value === 'string' && (INTERFACE_LANGUAGES as readonly string[]).includes(value)
}

/** Default interface language by host ending: .com en, .dk da, .se sv. */
export function languageForHost(host: string | null | undefined): InterfaceLanguage | undefined {
  if (!host) return undefined
  if (host.endsWith('.com')) return 'en'
  if (host.endsWith('.dk')) return 'da'
  if (host.endsWith('.se')) return 'sv'
  return undefined
}

/** First supported language of an Accept-Language header or navigator.languages list. */
export function pickPreferredLanguage(
  preferred: readonly string[],
  available: readonly string[],
): string | undefined {
  for (const tag of preferred) {
    const code = tag.trim().toLowerCase().split(/[-_;]/)[0]
    if (code && available.includes(code)) return code
  }
  return undefined
}

export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return []
  return header
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';')
      const q = params.find((p) => p.trim().startsWith('q='))
      return { tag: tag ?? '', q: q ? Number(q.trim().slice(2)) : 1 }
    })
    .filter((p) => p.tag && p.tag !== '*' && !Number.isNaN(p.q))
    .sort((a, b) => b.q - a.q)
    .map((p) => p.tag)
}

/**
 * The interface language: ?lang= (sv, en, da), then the stored choice, then the host ending,
 * then the browser's languages, then sv.
 */
export function chooseInterfaceLanguage(input: {
  queryLang?: string | null
  stored?: string | null
  host?: string | null
  browser?: readonly string[]
}): InterfaceLanguage {
  if (isInterfaceLanguage(input.queryLang)) return input.queryLang
  if (isInterfaceLanguage(input.stored)) return input.stored
  const byHost = languageForHost(input.host)
  if (byHost) return byHost
  const byBrowser = pickPreferredLanguage(input.browser ?? [], INTERFACE_LANGUAGES)
  return isInterfaceLanguage(byBrowser) ? byBrowser : DEFAULT_LANGUAGE
}
