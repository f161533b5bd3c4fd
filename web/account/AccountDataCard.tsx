import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ACCOUNT_EXPORT_URL, eraseAccount } from '#web/account/api/account-data.ts'
import { serverMessage } from '#web/api/serverMessage.ts'
import { useBoot } from '#web/app/BootContext.tsx'
import { LegalLinks } from '#web/app/LegalLinks.tsx'
import { leavePage } from '#web/app/leave-page.ts'
import { useInterfaceLanguage } from '#web/i18n/use-interface-language.ts'
import { Button, buttonClassName } from '#web/ui/Button.tsx'
import { Card } from '#web/ui/Card.tsx'
import { Dialog } from '#web/ui/Dialog.tsx'
import { ErrorBox } from '#web/ui/ErrorBox.tsx'
import { PasswordField } from './AccountFields.tsx'
import styles from './AccountPage.module.css'

/** The owner's data under the GDPR: a copy of everything, and deleting the account (with the password). */
export function AccountDataCard() {
  const { t } = useTranslation()
  const language = useInterfaceLanguage()
  const { landingOrigin } = useBoot()
  const queryClient = useQueryClient()
  const [password, setPassword] = useState('')
  const [confirming, setConfirming] = useState(false)
  const erase = useMutation({
    mutationFn: () => eraseAccount(password),
    onSuccess: () => {
      queryClient.clear()
      leavePage(`${landingOrigin}/`)
    },
    onError: () => setConfirming(false),
  })

  const ask = (event: FormEvent) => {
    event.preventDefault()
    if (password !== '') setConfirming(true)
  }

  return (
    <Card>
      <h2 className={styles.heading}>{t('accountPage.dataHeading')}</h2>
      <p>{t('accountPage.dataText')}</p>
      <a className={buttonClassName('secondary')} href={ACCOUNT_EXPORT_URL} download>
        {t('accountPage.download')}
      </a>
      <h3 className={styles.subheading}>{t('legal.title')}</h3>
      <p>{t('legal.text')}</p>
      <LegalLinks />
      <h3 className={styles.subheading}>{t('accountPage.deleteHeading')}</h3>
      <p>{t('accountPage.deleteText')}</p>
      <form className={styles.deleteForm} onSubmit={ask}>
        <PasswordField
          label={t('accountPage.deletePassword')}
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        {erase.isError && (
          <ErrorBox title={t('accountPage.deleteFailed')} detail={serverMessage(erase.error, language)} />
        )}
        <Button type="submit" variant="secondary" className={styles.danger}>
          {t('accountPage.deleteButton')}
        </Button>
      </form>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('accountPage.deleteConfirmTitle')}
        description={t('accountPage.deleteConfirmText')}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('accountPage.deleteCancel')}
            </Button>
            <Button className={styles.dangerSolid} busy={erase.isPending} onClick={() => erase.mutate()}>
              {t('accountPage.deleteButton')}
            </Button>
          </>
        }
      />
    </Card>
  )
}
