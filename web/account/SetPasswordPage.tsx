import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { PASSWORD_MIN_LENGTH } from '#domain/password-rules.ts'
import { useSetNewPassword } from '#web/account/api/accounts-reset-password-set.ts'
import { serverMessage } from '#web/api/serverMessage.ts'
import { paths } from '#web/app/paths.ts'
import { useInterfaceLanguage } from '#web/i18n/use-interface-language.ts'
import { Button, buttonClassName } from '#web/ui/Button.tsx'
import { ErrorBox } from '#web/ui/ErrorBox.tsx'
import { useNativeValidation } from '#web/ui/use-native-validation.ts'
import { PasswordField } from './AccountFields.tsx'
import styles from './AuthLayout.module.css'
import { AuthLayout } from './AuthLayout.tsx'
import { Confirmation } from './Confirmation.tsx'
import { formText } from './form-values.ts'

/** /aterstall-losenord/{token}: the page the reset mail links to. */
export function SetPasswordPage() {
  const { t } = useTranslation()
  const language = useInterfaceLanguage()
  const { token = '' } = useParams()
  const { messages, validate, onChange } = useNativeValidation()
  const setPassword = useSetNewPassword()

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    if (!validate(form) || setPassword.isPending) return
    setPassword.mutate({ password: formText(form, 'password'), token })
  }

  return (
    <AuthLayout title={t('resetSet.title')}>
      {setPassword.isSuccess ? (
        <Confirmation title={t('resetSet.doneTitle')}>
          <p>{t('resetSet.done')}</p>
          <Link className={buttonClassName('primary', true)} to={paths.login}>
            {t('resetSet.toLogin')}
          </Link>
        </Confirmation>
      ) : (
        <>
          {setPassword.isError && (
            <ErrorBox title={t('resetSet.failed')} detail={serverMessage(setPassword.error, language)}>
              <Link to={paths.resetPassword}>{t('resetSet.newLink')}</Link>
            </ErrorBox>
          )}
          <form className={styles.form} noValidate onSubmit={onSubmit} onChange={onChange}>
            <PasswordField
              label={t('resetSet.password')}
              autoComplete="new-password"
              minLength={PASSWORD_MIN_LENGTH}
              hint={t('resetSet.hint', { count: PASSWORD_MIN_LENGTH })}
              message={messages.password}
            />
            <Button type="submit" block busy={setPassword.isPending}>
              {t('resetSet.submit')}
            </Button>
          </form>
        </>
      )}
    </AuthLayout>
  )
}
