import { useTranslation } from 'react-i18next'
import { Button } from '#web/ui/Button.tsx'
import { Dialog } from '#web/ui/Dialog.tsx'

interface Props {
  open: boolean
  title: string
  text: string
  confirmLabel: string
  onConfirm: () => void
  onCancel: () => void
}

/** Asks before something that cannot be undone; the safe choice has the focus first. */
export function ConfirmDialog({ open, title, text, confirmLabel, onConfirm, onCancel }: Props) {
  const { t } = useTranslation()
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onCancel()}
      title={title}
      description={text}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} autoFocus>
            {t('editor.cancel')}
          </Button>
          <Button onClick={onConfirm}>{confirmLabel}</Button>
        </>
      }
    />
  )
}
