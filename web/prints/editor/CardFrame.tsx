import type { ReactNode, Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { useBoot } from '#web/app/BootContext.tsx'
import { CardErrorBoundary } from './CardErrorBoundary.tsx'
import styles from './PrintEditor.module.css'

/** The editor's frame around a drawn card: a card that cannot be drawn says so with the contact mail. */
export function CardFrame({ frameRef, children }: { frameRef?: Ref<HTMLDivElement>; children: ReactNode }) {
  const { t } = useTranslation()
  const { brand } = useBoot()
  return (
    <div className={styles.cardFrame} ref={frameRef}>
      <CardErrorBoundary
        fallback={
          <div role="alert" className={styles.renderError}>
            {t('prints.card.renderError', { email: brand.contactMail })}
          </div>
        }
      >
        {children}
      </CardErrorBoundary>
    </div>
  )
}
