import { useTranslation } from 'react-i18next'
import { useMe } from '#web/api/accounts-me.ts'
import { PageSpinner } from '#web/ui/Spinner.tsx'
import { AuthLayout } from './AuthLayout.tsx'
import { LoggedInPanel } from './LoggedInPanel.tsx'
import { LoginForm } from './LoginForm.tsx'

/** /logga-in. A failing "me" call only means "not logged in" here (spec 000 section 7). */
export function LoginPage() {
  const { t } = useTranslation()
  const me = useMe()
  return (
    <AuthLayout title={t('login.title')}>
      {me.isPending ? (
        <PageSpinner label={t('common.loading')} />
      ) : me.data ? (
        <LoggedInPanel me={me.data} />
      ) : (
        <LoginForm />
      )}
    </AuthLayout>
  )
}
