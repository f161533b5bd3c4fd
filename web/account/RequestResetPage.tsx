import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useRequestPasswordReset } from '#web/account/api/accounts-reset-password-request.ts'
import { serverMessage } from '#web/api/serverMessage.ts'
import { paths } from '#web/app/paths.ts'
import { useInterfaceLanguage } from '#web/i18n/use-interface-language.ts'
import { Button } from '#web/ui/Button.tsx'
import { ErrorBox } from '#web/ui/ErrorBox.tsx'
import { useNativeValidation } from '#web/ui/use-native-validation.ts'
import { MailField } from './AccountFields.tsx'
import styles from './AuthLayout.module.css'
import { AuthLayout } from './AuthLayout.tsx'
import { Confirmation } from './Confirmation.tsx'
import { formText } from './form-values.ts'

/** /aterstall-losenord. The confirmation is the same whether or not the account exists. */
export function RequestResetPage() {
  const { t } = useTranslation()
  const language = useInterfaceLanguage()
  const { messages, validate, onChange } = useNativeValidation()
  const reset = useRequestPasswordReset()

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    if (!validate(form) || reset.isPending) return
    reset.mutate({ mail: formText(form, 'mail').trim() })
  }

  return (
    <AuthLayout title={t('resetRequest.title')}>
      {reset.isSuccess ? (
        <Confirmation title={t('resetRequest.sentTitle')}>
          <p>{t('resetRequest.sent')}</p>
        </Confirmation>
      ) : (
        <>
          <p>{t('resetRequest.intro')}</p>
          {reset.isError && (
            <ErrorBox title={t('resetRequest.failed')} detail={serverMessage(reset.error, language)} />
          )}
          <form className={styles.form} noValidate onSubmit={onSubmit} onChange={onChange}>
            <MailField label={t('resetRequest.mail')} autoComplete="email" message={messages.mail} />
            <Button type="submit" block busy={reset.isPending}>
              {t('resetRequest.submit')}
            </Button>
          </form>
        </>
      )}
      <div className={styles.links}>
        <p>
          <Link to={paths.login}>{t('resetRequest.backToLogin')}</Link>
        </p>
      </div>
    </AuthLayout>
  )
}
