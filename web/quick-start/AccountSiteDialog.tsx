import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { serverMessage } from '#web/api/serverMessage.ts'
import { paths } from '#web/app/paths.ts'
import { useInterfaceLanguage } from '#web/i18n/use-interface-language.ts'
import { Button, buttonClassName } from '#web/ui/Button.tsx'
import { Dialog } from '#web/ui/Dialog.tsx'
import { ErrorBox } from '#web/ui/ErrorBox.tsx'

/**
 * A logged-in visitor's Spara in quick start (spec 000 section 5). An account without a site is
 * asked first whether the quick-start site becomes its site; an account with a site is told that
 * one account has one site and gets the link to it: a second site is never made behind its back.
 */
export type AccountSiteQuestion = { kind: 'offer'; mail: string } | { kind: 'hasSite'; siteId: string }

export function AccountSiteDialog({
  question,
  onClose,
  onSave,
}: {
  question: AccountSiteQuestion | null
  onClose: () => void
  /** Creates the account's site from the quick-start site and opens its editor. */
  onSave: () => Promise<void>
}) {
  const { t } = useTranslation()
  const language = useInterfaceLanguage()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<unknown>(null)
  const close = () => {
    if (busy) return
    setError(null)
    onClose()
  }
  const save = async () => {
    setBusy(true)
    setError(null)
    try {
      await onSave()
    } catch (failure) {
      setError(failure)
    } finally {
      setBusy(false)
    }
  }

  if (question?.kind === 'hasSite') {
    return (
      <Dialog
        open
        onOpenChange={(open) => !open && close()}
        title={t('quickStart.account.hasSiteTitle')}
        description={t('quickStart.account.hasSiteText')}
        actions={
          <>
            <Button variant="secondary" onClick={close}>
              {t('quickStart.account.close')}
            </Button>
            <Link className={buttonClassName('primary')} to={paths.editSite(question.siteId)}>
              {t('quickStart.goToSite')}
            </Link>
          </>
        }
      />
    )
  }
  return (
    <Dialog
      open={question !== null}
      onOpenChange={(open) => !open && close()}
      title={t('quickStart.account.offerTitle')}
      description={t('quickStart.account.offerText', { mail: question?.mail ?? '' })}
      actions={
        <>
          <Button variant="secondary" disabled={busy} onClick={close}>
            {t('quickStart.account.offerLater')}
          </Button>
          <Button busy={busy} onClick={() => void save()}>
            {t('quickStart.account.offerSave')}
          </Button>
        </>
      }
    >
      {error !== null && (
        <ErrorBox title={t('quickStart.account.offerFailed')} detail={serverMessage(error, language)} />
      )}
    </Dialog>
  )
}
