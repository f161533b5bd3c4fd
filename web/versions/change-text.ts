import type { TFunction } from 'i18next'
import type { SiteVersionListItem, VersionChange } from '#domain/site/version-summary.ts'

/** A version's time as the list shows it: YYYY-MM-DD HH:mm in the owner's own time zone. */
export function versionTime(iso: string): string {
  const d = new Date(iso)
  const two = (n: number) => String(n).padStart(2, '0')
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`
}

function languageName(code: string, uiLanguage: string): string {
  try {
    return new Intl.DisplayNames([uiLanguage], { type: 'language' }).of(code) ?? code
  } catch {
    return code
  }
}

/**
 * One change in words, with the module named by its type's name in the interface language; with
 * `who`, a sentence with the name first ("Erik ändrade inställningar i OSA", issue 33).
 */
export function changeText(change: VersionChange, t: TFunction, uiLanguage: string, who?: string): string {
  const key = <K extends VersionChange['kind']>(kind: K) =>
    who ? (`versions.byChange.${kind}` as const) : (`versions.change.${kind}` as const)
  switch (change.kind) {
    case 'designChanged':
      return t(key('designChanged'), {
        who,
        parts: change.parts.map((part) => t(`versions.design.${part}`)).join(', '),
      })
    case 'languageAdded':
    case 'languageRemoved':
      return t(key(change.kind), { who, language: languageName(change.languageCode, uiLanguage) })
    case 'textChanged':
      return t(key('textChanged'), {
        who,
        module: t(`moduleTypes.${change.moduleType}`),
        languages: change.languages.join(', '),
      })
    default:
      return t(key(change.kind), { who, module: t(`moduleTypes.${change.moduleType}`) })
  }
}

/**
 * The lines a list entry shows: what it changed, the first few of them, or why there is nothing;
 * each a sentence with the name of who saved it first, when known.
 */
export function summaryLines(
  version: SiteVersionListItem,
  isFirst: boolean,
  t: TFunction,
  uiLanguage: string,
  shown = 3,
): string[] {
  const who = version.by ?? undefined
  const key = <K extends 'restoredFrom' | 'restoredUnknown' | 'created' | 'noChanges'>(name: K) =>
    who ? (`versions.byChange.${name}` as const) : (`versions.${name}` as const)
  const lines: string[] = []
  if (version.restoredFrom) {
    const { createdAt } = version.restoredFrom
    lines.push(
      createdAt
        ? t(key('restoredFrom'), { who, date: versionTime(createdAt) })
        : t(key('restoredUnknown'), { who }),
    )
  }
  const changes = version.changes.map((change) => changeText(change, t, uiLanguage, who))
  if (changes.length === 0 && lines.length === 0) return [t(key(isFirst ? 'created' : 'noChanges'), { who })]
  // A restore says so first; its changes follow as for any save.
  const room = Math.max(shown - lines.length, 1)
  lines.push(...changes.slice(0, room))
  if (changes.length > room) lines.push(t('versions.more', { count: changes.length - room }))
  return lines
}
