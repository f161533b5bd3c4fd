import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { useLogin } from '#web/account/api/accounts-login.ts'
import { serverMessage } from '#web/api/serverMessage.ts'
import { useBoot } from '#web/app/BootContext.tsx'
import { paths } from '#web/app/paths.ts'
import { useInterfaceLanguage } from '#web/i18n/use-interface-language.ts'
import { Button } from '#web/ui/Button.tsx'
import { ErrorBox } from '#web/ui/ErrorBox.tsx'
import { useNativeValidation } from '#web/ui/use-native-validation.ts'
import { MailField, PasswordField } from './AccountFields.tsx'
import styles from './AuthLayout.module.css'
import { formText } from './form-values.ts'
import { RETURN_PARAM, returnPath } from './login-return.ts'

export function LoginForm() {
  const { t } = useTranslation()
  const language = useInterfaceLanguage()
  const { brand } = useBoot()
  const navigate = useNavigate()
  const [search] = useSearchParams()
  const back = returnPath(search.get(RETURN_PARAM))
  const { messages, validate, onChange } = useNativeValidation()
  // Back where the login was asked for (quick start keeps its site there); otherwise the own
  // site's editor. Without a site the page itself switches to the logged-in view.
  const login = useLogin((me) => {
    if (back) navigate(back)
    else if (me.site) navigate(paths.editSite(me.site._id))
  })

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    if (!validate(form) || login.isPending) return
    login.mutate({ mail: formText(form, 'mail').trim(), password: formText(form, 'password') })
  }

  return (
    <>
      {login.isError && <ErrorBox title={t('login.failed')} detail={serverMessage(login.error, language)} />}
      <form className={styles.form} noValidate onSubmit={onSubmit} onChange={onChange}>
        <MailField label={t('login.mail')} autoComplete="username" message={messages.mail} />
        <PasswordField
          label={t('login.password')}
          autoComplete="current-password"
          message={messages.password}
        />
        <Button type="submit" block busy={login.isPending}>
          {t('login.submit')}
        </Button>
      </form>
      <div className={styles.links}>
        <p>
          <Link to={paths.resetPassword}>{t('login.forgot')}</Link>
        </p>
        <p>
          {t('login.noAccount')} <Link to={paths.createSite(brand.brand)}>{t('common.createSite')}</Link>
        </p>
      </div>
    </>
  )
}
