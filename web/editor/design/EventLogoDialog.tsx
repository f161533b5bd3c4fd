import { useTranslation } from 'react-i18next'
import { Button } from '#web/ui/Button.tsx'
import { Dialog, DialogClose } from '#web/ui/Dialog.tsx'
import { EventLogoEditor } from './EventLogoEditor.tsx'

interface Props {
  open: boolean
  onOpenChange: (open: boolean) => void
}

/** The event logo editor in a dialog: opened from the design drawer and from the header's settings. */
export function EventLogoDialog({ open, onOpenChange }: Props) {
  const { t } = useTranslation()
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('designDrawer.eventLogo.dialogTitle')}
      size="wide"
      actions={
        <DialogClose asChild>
          <Button>{t('designDrawer.eventLogo.done')}</Button>
        </DialogClose>
      }
    >
      <EventLogoEditor />
    </Dialog>
  )
}
