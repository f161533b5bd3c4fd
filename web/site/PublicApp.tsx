import './base.css'
import { ExpiredPage } from './ExpiredPage.tsx'
import { NotFoundPage } from './NotFoundPage.tsx'
import { PasswordGate } from './PasswordGate.tsx'
import type { PublicPageInput } from './page-input.ts'
import { SitePage } from './SitePage.tsx'
import { publicTexts } from './texts.ts'
import { WrongAddressPage } from './WrongAddressPage.tsx'

/** The public page, the same tree on the server and in the browser so it hydrates. */
export function PublicApp({ input }: { input: PublicPageInput }) {
  const texts = publicTexts[input.uiLanguage]
  switch (input.kind) {
    case 'site':
      return <SitePage input={input} texts={texts} />
    case 'gate':
      return <PasswordGate input={input} texts={texts} />
    case 'not-found':
      return <NotFoundPage texts={texts} />
    case 'wrong-address':
      return <WrongAddressPage input={input} />
    case 'expired':
      return <ExpiredPage input={input} texts={texts} />
  }
}
