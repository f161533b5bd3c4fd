import { useTranslation } from 'react-i18next'
import { useFontLinks } from '#web/editor/index.ts'
import { type CardPrint, PrintCard } from './PrintCard.tsx'
import { qrImageUrl } from './qr-src.ts'

interface Props {
  print: CardPrint
  /** The face to show; the front unless told. */
  page?: 1 | 2
}

/**
 * A small card for lists (the invitations overview, Kassa): the real card drawn small, in its own
 * fonts and colours. Decorative; the link or heading around it names the card.
 */
export function PrintThumbnail({ print, page = 1 }: Props) {
  const { t } = useTranslation()
  useFontLinks([print.fonts.heading, print.fonts.text])
  return (
    <div aria-hidden="true">
      <PrintCard
        print={print}
        page={page}
        mode="view"
        thumbnail
        qrSrc={(url) => qrImageUrl(url, print)}
        label={page === 1 ? t('prints.card.front') : t('prints.card.back')}
      />
    </div>
  )
}
