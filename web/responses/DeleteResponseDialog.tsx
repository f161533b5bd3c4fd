import { useTranslation } from 'react-i18next'
import { serverMessage } from '#web/api/serverMessage.ts'
import { useInterfaceLanguage } from '#web/i18n/use-interface-language.ts'
import { Button } from '#web/ui/Button.tsx'
import { Dialog, DialogClose } from '#web/ui/Dialog.tsx'
import { ErrorBox } from '#web/ui/ErrorBox.tsx'
import type { ResponseKind } from './demo.ts'
import styles from './Responses.module.css'

interface DeleteResponseDialogProps {
  /** The response to delete; null keeps the dialog closed. */
  target: { id: string; name: string } | null
  kind: ResponseKind
  busy: boolean
  error: unknown
  onConfirm: () => void
  onCancel: () => void
}

/** The delete confirmation (spec 002 section 5), naming the guest when they gave a name. */
export function DeleteResponseDialog({
  target,
  kind,
  busy,
  error,
  onConfirm,
  onCancel,
}: DeleteResponseDialogProps) {
  const { t } = useTranslation()
  const language = useInterfaceLanguage()
  const name = target?.name ?? ''
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => {
        if (!open && !busy) onCancel()
      }}
      title={t('responses.delete.title')}
      description={name ? t('responses.delete.confirmNamed', { name }) : t('responses.delete.confirm')}
      actions={
        <>
          <DialogClose asChild>
            <Button variant="secondary" disabled={busy}>
              {t('responses.delete.cancel')}
            </Button>
          </DialogClose>
          <Button className={styles.danger} busy={busy} onClick={onConfirm}>
            {t('responses.delete.submit')}
          </Button>
        </>
      }
    >
      {error != null && (
        <ErrorBox
          title={kind === 'rsvp' ? t('responses.delete.failed') : t('responses.delete.failedForm')}
          detail={serverMessage(error, language)}
        />
      )}
    </Dialog>
  )
}
