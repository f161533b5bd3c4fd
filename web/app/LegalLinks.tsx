import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { type LegalPageKind, legalPageHref } from '#domain/legal-pages.ts'
import { useInterfaceLanguage } from '#web/i18n/use-interface-language.ts'
import styles from './LegalLinks.module.css'

/**
 * A link to the terms or the privacy policy, which the server renders (not app routes). In a new
 * tab where leaving would lose work in progress (the sign-up in the wizard), said so to screen readers.
 */
export function LegalLink({
  kind,
  newTab = false,
  children,
}: {
  kind: LegalPageKind
  newTab?: boolean
  children?: ReactNode
}) {
  const { t } = useTranslation()
  const href = legalPageHref(kind, useInterfaceLanguage())
  if (!newTab) return <a href={href}>{children}</a>
  return (
    <a href={href} target="_blank" rel="noopener">
      {children}
      <span className="visually-hidden"> {t('legal.newTab')}</span>
    </a>
  )
}

/** Both pages side by side: the landing page's foot and the account page. */
export function LegalLinks({ newTab = false }: { newTab?: boolean }) {
  const { t } = useTranslation()
  return (
    <nav aria-label={t('legal.title')}>
      <ul className={styles.links}>
        <li>
          <LegalLink kind="terms" newTab={newTab}>
            {t('legal.terms')}
          </LegalLink>
        </li>
        <li>
          <LegalLink kind="privacy" newTab={newTab}>
            {t('legal.privacy')}
          </LegalLink>
        </li>
      </ul>
    </nav>
  )
}
