import { useTranslation } from 'react-i18next'
import { Button } from '#web/ui/Button.tsx'
import { Dialog, DialogClose } from '#web/ui/Dialog.tsx'
import styles from './FeedbackDialog.module.css'

interface HelpDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The brand's contact address (boot data). */
  contactMail: string
}

/** The help button's info dialog: how to reach the maker (spec 000 section 2, Edit-area side menu). */
export function HelpDialog({ open, onOpenChange, contactMail }: HelpDialogProps) {
  const { t } = useTranslation()
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('help.title')}
      description={t('help.text')}
      actions={
        <DialogClose asChild>
          <Button variant="secondary">{t('help.close')}</Button>
        </DialogClose>
      }
    >
      <p className={styles.contact}>
        {t('help.mailLabel')}{' '}
        <a className={styles.mailLink} href={`mailto:${contactMail}`}>
          {contactMail}
        </a>
      </p>
    </Dialog>
  )
}
