import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { register } from '#web/account/api/accounts-register.ts'
import { meQueryKey } from '#web/api/accounts-me.ts'
import { errorStatus, serverMessage } from '#web/api/serverMessage.ts'
import { track } from '#web/app/analytics.ts'
import { LegalLink } from '#web/app/LegalLinks.tsx'
import { paths } from '#web/app/paths.ts'
import { useInterfaceLanguage } from '#web/i18n/use-interface-language.ts'
import { Button } from '#web/ui/Button.tsx'
import { Dialog } from '#web/ui/Dialog.tsx'
import { ErrorBox } from '#web/ui/ErrorBox.tsx'
import fieldStyles from '#web/ui/Field.module.css'
import { Field } from '#web/ui/Field.tsx'
import { useNativeValidation } from '#web/ui/use-native-validation.ts'
import { MailField, PasswordField } from './AccountFields.tsx'
import { formText } from './form-values.ts'
import styles from './SignUp.module.css'

interface SignUpDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Runs once the account exists and is logged in: creates the site and leaves the page. */
  onAccountReady: () => Promise<void>
  /** Where "log in instead" leads for a taken mail (the login page, coming back here afterwards). */
  loginPath?: string
  /** Runs before "log in instead" leaves, so the work in progress is kept and leaving need not ask. */
  onLeaveForLogin?: () => void
}

type Failure = { step: 'account' | 'site'; error: unknown }

/**
 * The account step of quick start (spec 000 section 5): mail, password of at least 6 characters
 * and the terms, checked natively with each message in its field's feedback element; then the
 * account, then the site. A taken mail is told so with a way to log in instead.
 */
export function SignUpDialog({
  open,
  onOpenChange,
  onAccountReady,
  loginPath = paths.login,
  onLeaveForLogin,
}: SignUpDialogProps) {
  const { t } = useTranslation()
  const language = useInterfaceLanguage()
  const queryClient = useQueryClient()
  const { messages, validate, onChange } = useNativeValidation()
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<Failure | null>(null)
  const [registered, setRegistered] = useState(false)
  // Only a site that failed to save is retried; while the first save runs the button keeps its label.
  const [siteFailed, setSiteFailed] = useState(false)

  const createSite = async () => {
    try {
      await onAccountReady()
    } catch (error) {
      setFailure({ step: 'site', error })
      setSiteFailed(true)
    }
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    if (busy || !validate(form)) return
    setBusy(true)
    setFailure(null)
    try {
      if (!registered) {
        const me = await register({
          mail: formText(form, 'mail').trim(),
          password: formText(form, 'password'),
          name: formText(form, 'name'),
        })
        queryClient.setQueryData(meQueryKey, me)
        setRegistered(true)
        track('Sign up', {})
      }
    } catch (error) {
      setFailure({ step: 'account', error })
      setBusy(false)
      return
    }
    await createSite()
    setBusy(false)
  }

  const taken = failure?.step === 'account' && errorStatus(failure.error) === 409

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title={t('signUp.title')}
      description={t('signUp.text')}
      size="wide"
    >
      {taken && (
        <ErrorBox title={t('signUp.mailTaken')}>
          <Link to={loginPath} onClick={onLeaveForLogin}>
            {t('signUp.logInInstead')}
          </Link>
        </ErrorBox>
      )}
      {failure && !taken && (
        <ErrorBox
          title={failure.step === 'account' ? t('signUp.failed') : t('signUp.siteFailed')}
          detail={serverMessage(failure.error, language)}
        />
      )}
      <form className={styles.form} noValidate onSubmit={onSubmit} onChange={onChange}>
        <MailField
          label={t('signUp.mail')}
          autoComplete="email"
          maxLength={254}
          disabled={registered}
          message={messages.mail}
        />
        <Field
          label={t('accountName.optional')}
          name="name"
          autoComplete="name"
          maxLength={60}
          hint={t('accountName.hint')}
          disabled={registered}
          message={messages.name}
        />
        <PasswordField
          label={t('signUp.password')}
          autoComplete="new-password"
          minLength={6}
          hint={t('signUp.passwordHint')}
          disabled={registered}
          message={messages.password}
        />
        <div className={fieldStyles.field}>
          <label className={styles.terms}>
            <input
              type="checkbox"
              name="terms"
              required
              disabled={registered}
              aria-invalid={messages.terms ? true : undefined}
              aria-describedby="sign-up-terms-feedback"
            />
            <span>
              <Trans
                i18nKey="signUp.terms"
                components={{
                  terms: <LegalLink kind="terms" newTab />,
                  privacy: <LegalLink kind="privacy" newTab />,
                }}
              />
            </span>
          </label>
          <p
            id="sign-up-terms-feedback"
            className={fieldStyles.feedback}
            role="alert"
            data-feedback-for="terms"
          >
            {messages.terms}
          </p>
        </div>
        <div className={styles.actions}>
          <Button type="button" variant="secondary" disabled={busy} onClick={() => onOpenChange(false)}>
            {t('signUp.cancel')}
          </Button>
          <Button type="submit" busy={busy}>
            {siteFailed ? t('signUp.retrySite') : t('signUp.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
