import './base.css'
import { isLegacyPageInput, type LegacySitePage } from '#web/legacy/index.ts'
import { ExpiredPage } from './ExpiredPage.tsx'
import { NotFoundPage } from './NotFoundPage.tsx'
import { PasswordGate } from './PasswordGate.tsx'
import type { PublicPageInput } from './page-input.ts'
import { pageKindTexts } from './page-kind-texts.ts'
import { SitePage } from './SitePage.tsx'
import { publicTexts } from './texts.ts'
import { WrongAddressPage } from './WrongAddressPage.tsx'

/**
 * The public page, the same tree on the server and in the browser so it hydrates. The legacy page
 * (issue 19) is handed in by whoever renders a legacy site, so V2 guests never download its code.
 */
export function PublicApp({
  input,
  legacyPage: LegacyPage,
}: {
  input: PublicPageInput
  legacyPage?: typeof LegacySitePage | undefined
}) {
  const texts = publicTexts[input.uiLanguage]
  switch (input.kind) {
    case 'site':
      // A site on the legacy shape (issue 19) keeps its own page.
      if (isLegacyPageInput(input) && LegacyPage) return <LegacyPage input={input} texts={texts} />
      return <SitePage input={input} texts={texts} />
    case 'gate':
      return <PasswordGate input={input} texts={pageKindTexts[input.uiLanguage]} />
    case 'not-found':
      return <NotFoundPage texts={pageKindTexts[input.uiLanguage]} />
    case 'wrong-address':
      return <WrongAddressPage input={input} />
    case 'expired':
      return <ExpiredPage input={input} texts={pageKindTexts[input.uiLanguage]} />
  }
}
