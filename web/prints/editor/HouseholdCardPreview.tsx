import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { householdCardContent } from '#domain/prints/household-cards.ts'
import { PrintCard } from '../card/PrintCard.tsx'
import { qrImageUrl } from '../card/qr-src.ts'
import { CardFrame } from './CardFrame.tsx'
import styles from './PrintEditor.module.css'
import type { PrintDraft } from './print-draft.ts'

/**
 * The back of the card as one household gets it when the order prints a card per household: its
 * name above a QR code of its personal link. Nothing here is edited; the card's own texts are.
 */
export function HouseholdCardPreview({
  draft,
  household,
}: {
  draft: PrintDraft
  household: { name: string; link: string }
}) {
  const { t } = useTranslation()
  const print = useMemo(
    () => ({ ...draft, content: householdCardContent(draft.content, household.link) }),
    [draft, household.link],
  )
  return (
    <>
      <CardFrame>
        <PrintCard
          print={print}
          page={2}
          mode="view"
          household={household.name}
          qrSrc={(url) => qrImageUrl(url, draft)}
          label={t('prints.editor.householdPreview.cardLabel', { name: household.name })}
        />
      </CardFrame>
      <p className={styles.hint} role="status">
        {t('prints.editor.householdPreview.hint', { name: household.name })}
      </p>
    </>
  )
}
