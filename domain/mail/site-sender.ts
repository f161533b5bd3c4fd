import { headerOf } from '../modules/header.ts'
import { lookupText, type Text } from '../site/lookup-text.ts'

/** What of a site tells who its guests' mails come from. */
export interface SenderSite {
  eventLogo?: { name1?: string; name2?: string } | null
  wizardData?: { name1?: string; name2?: string } | null
  siteModules?: readonly { siteModuleType: string }[]
}

/** A header line as one short plain line: a title may hold markup or line breaks. */
function plainLine(value: string): string {
  return value
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80)
}

function bothNames(names: { name1?: string; name2?: string } | null | undefined): string {
  const first = names?.name1?.trim() ?? ''
  const second = names?.name2?.trim() ?? ''
  return first && second ? `${first} & ${second}` : first || second
}

/**
 * Who the site's guest mails come from, as the site shows it at the top: the names of its logo
 * (or the wizard's names), else its header title in the mail's language; `fallback` (the site's
 * address or the brand) when the site names nobody, so a text never reads "from ".
 */
export function siteSenderName(site: SenderSite, language: string, fallback: string): string {
  const names = bothNames(site.eventLogo) || bothNames(site.wizardData)
  if (names) return plainLine(names)
  const header = headerOf(site.siteModules ?? [])
  const title = plainLine(lookupText(header?.title as Text | undefined, language))
  return title || fallback
}

/** The display name of a guest mail's From: the couple's, through the brand's own address. */
export function senderDisplayName(sender: string, brandName: string): string {
  return sender === brandName ? brandName : `${sender} via ${brandName}`
}
