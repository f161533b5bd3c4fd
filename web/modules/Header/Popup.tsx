import { useTranslation } from 'react-i18next'
import { useBoot } from '#web/app/BootContext.tsx'
import { EventLogoDialog } from '#web/editor/index.ts'
import { Button } from '#web/ui/Button.tsx'
import { Dialog, DialogClose } from '#web/ui/Dialog.tsx'
import type { ModulePopupProps } from '../editor-parts.ts'

/**
 * The header's settings: its event logo (spec 001 section 3). Event logos are a wedding feature
 * (section 6), so on other sites the popup only says so.
 */
export default function HeaderPopup({ open, onOpenChange }: ModulePopupProps<'Header'>) {
  const { t } = useTranslation()
  const { brand } = useBoot()
  if (brand.brand === 'wedding') return <EventLogoDialog open={open} onOpenChange={onOpenChange} />
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('designDrawer.eventLogo.dialogTitle')}
      description={t('designDrawer.eventLogo.onlyWedding')}
      actions={
        <DialogClose asChild>
          <Button>{t('editor.close')}</Button>
        </DialogClose>
      }
    />
  )
}
