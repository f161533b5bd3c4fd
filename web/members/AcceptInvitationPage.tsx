import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, Navigate, useParams } from 'react-router'
import { PASSWORD_MIN_LENGTH } from '#domain/password-rules.ts'
import { AuthLayout } from '#web/account/index.ts'
import { useMe } from '#web/api/accounts-me.ts'
import { serverMessage } from '#web/api/serverMessage.ts'
import { editAreaPaths, paths } from '#web/app/paths.ts'
import { useInterfaceLanguage } from '#web/i18n/use-interface-language.ts'
import { Button } from '#web/ui/Button.tsx'
import { ErrorBox } from '#web/ui/ErrorBox.tsx'
import { Field } from '#web/ui/Field.tsx'
import { PageSpinner } from '#web/ui/Spinner.tsx'
import { useAcceptInvitation, useInvitation } from './api/invitation.ts'
import styles from './Members.module.css'
import { nameFromMail } from './name-from-mail.ts'

/**
 * /medarbetare/inbjudan/{token} (issue 33): the link of an invitation mail. A logged-in account
 * accepts as itself; otherwise the invited address logs in with its password, or chooses one and
 * gets an account. Then on to the site: the toastmaster to the running order, others to the editor.
 */
export function AcceptInvitationPage() {
  const { t } = useTranslation()
  const language = useInterfaceLanguage()
  const { token = '' } = useParams()
  const invitation = useInvitation(token)
  const me = useMe()
  const accept = useAcceptInvitation(token)
  const [password, setPassword] = useState('')
  // Asked of a new account and of the logged-in one; an existing account logging in keeps its own.
  const [name, setName] = useState<string | null>(null)

  if (accept.isSuccess) {
    const { siteId, role } = accept.data
    return (
      <Navigate
        replace
        to={
          role === 'toastmaster' ? editAreaPaths(paths.editSite(siteId)).runningOrder : paths.editSite(siteId)
        }
      />
    )
  }
  if (invitation.isPending || me.isPending) return <PageSpinner label={t('invitation.loading')} />
  if (invitation.isError)
    return (
      <AuthLayout title={t('invitation.title')}>
        <ErrorBox title={t('invitation.invalid')} detail={serverMessage(invitation.error, language)} />
        <Link to={paths.login}>{t('invitation.toLogin')}</Link>
      </AuthLayout>
    )

  const info = invitation.data
  const signedIn = me.data
  const asksName = signedIn !== undefined || !info.hasAccount
  const shownName = name ?? (signedIn?.name || nameFromMail(signedIn?.mail ?? info.mail))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    accept.mutate({
      ...(signedIn ? {} : { password }),
      ...(asksName && shownName.trim() ? { name: shownName } : {}),
    })
  }

  return (
    <AuthLayout title={t('invitation.title')}>
      <form className={styles.panel} onSubmit={submit} noValidate>
        <p className={styles.intro}>
          {t('invitation.text', { site: info.siteTitle, role: t(`members.roles.${info.role}`) })}
        </p>
        <p className={styles.roleHint}>{t(`members.roleHints.${info.role}`)}</p>
        {signedIn ? (
          <p>{t('invitation.asAccount', { mail: signedIn.mail })}</p>
        ) : (
          <>
            <p>{t(info.hasAccount ? 'invitation.logIn' : 'invitation.createAccount', { mail: info.mail })}</p>
            <Field
              label={t(info.hasAccount ? 'invitation.password' : 'invitation.newPassword')}
              name="password"
              type="password"
              autoComplete={info.hasAccount ? 'current-password' : 'new-password'}
              minLength={info.hasAccount ? undefined : PASSWORD_MIN_LENGTH}
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              hint={info.hasAccount ? undefined : t('resetSet.hint', { count: PASSWORD_MIN_LENGTH })}
            />
          </>
        )}
        {asksName && (
          <Field
            label={t('accountName.label')}
            name="name"
            autoComplete="name"
            maxLength={60}
            value={shownName}
            onChange={(e) => setName(e.target.value)}
            hint={t('accountName.hint')}
          />
        )}
        {accept.isError && (
          <p className={styles.error} role="alert">
            {serverMessage(accept.error, language)}
          </p>
        )}
        <Button type="submit" block busy={accept.isPending}>
          {t('invitation.accept')}
        </Button>
      </form>
    </AuthLayout>
  )
}
