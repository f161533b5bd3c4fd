import { useTranslation } from 'react-i18next'
import { Drawer } from './Drawer.tsx'
import { AddressBlock } from './more/AddressBlock.tsx'
import { LanguagesBlock } from './more/LanguagesBlock.tsx'
import { MailBlock } from './more/MailBlock.tsx'
import { NewInviteBlock } from './more/NewInviteBlock.tsx'
import { NoindexBlock } from './more/NoindexBlock.tsx'
import { PasswordBlock } from './more/PasswordBlock.tsx'
import { QrBlock } from './more/QrBlock.tsx'

interface Props {
  open: boolean
  onOpenChange: (open: boolean) => void
}

/**
 * The Mer drawer (spec 001 section 2), blocks in the spec's order, the mail settings (issue 31)
 * after noindex. The password, noindex and mail blocks save through their own calls at once; the
 * languages are part of the draft.
 */
export function MoreDrawer({ open, onOpenChange }: Props) {
  const { t } = useTranslation()
  return (
    <Drawer open={open} onOpenChange={onOpenChange} title={t('editor.drawer.moreTitle')}>
      <AddressBlock />
      <PasswordBlock />
      <QrBlock />
      <NoindexBlock />
      <MailBlock />
      <LanguagesBlock />
      <NewInviteBlock />
    </Drawer>
  )
}
