import { useTranslation } from 'react-i18next'
import { Button } from '#web/ui/Button.tsx'
import { Dialog } from '#web/ui/Dialog.tsx'

export type OrderQuestion = { kind: 'dirty' } | { kind: 'qr'; qrUrl: string; siteHost: string }

interface Props {
  question: OrderQuestion | null
  onCancel: () => void
  /** Going on: past the unsaved changes, or past the QR warning. */
  onContinue: () => void
  /** The QR warning's cancel: back to the card's QR code. */
  onShowQr: () => void
}

/**
 * What Beställ may ask first (spec 002 section 4): that unsaved changes are lost, and that the
 * QR code has no address or another address than the site's, naming both.
 */
export function OrderDialogs({ question, onCancel, onContinue, onShowQr }: Props) {
  const { t } = useTranslation()
  if (question?.kind === 'qr') {
    const siteHost = question.siteHost || t('prints.editor.qrWarning.noSiteHost')
    return (
      <Dialog
        open
        onOpenChange={(open) => !open && onCancel()}
        title={t('prints.editor.qrWarning.title')}
        description={
          question.qrUrl
            ? t('prints.editor.qrWarning.differs', { qrUrl: question.qrUrl, siteHost })
            : t('prints.editor.qrWarning.missing', { siteHost })
        }
        actions={
          <>
            <Button variant="secondary" onClick={onShowQr} autoFocus>
              {t('prints.editor.qrWarning.cancel')}
            </Button>
            <Button onClick={onContinue}>{t('prints.editor.qrWarning.continue')}</Button>
          </>
        }
      />
    )
  }
  return (
    <Dialog
      open={question?.kind === 'dirty'}
      onOpenChange={(open) => !open && onCancel()}
      title={t('prints.editor.orderDirty.title')}
      description={t('prints.editor.orderDirty.text')}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} autoFocus>
            {t('prints.editor.orderDirty.cancel')}
          </Button>
          <Button onClick={onContinue}>{t('prints.editor.orderDirty.continue')}</Button>
        </>
      }
    />
  )
}
