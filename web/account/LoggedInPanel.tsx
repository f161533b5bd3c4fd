import { Trans, useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { MeResponse } from '#domain/accounts.ts'
import { serverMessage } from '#web/api/serverMessage.ts'
import { useBoot } from '#web/app/BootContext.tsx'
import { paths } from '#web/app/paths.ts'
import { useLogout } from '#web/app/use-logout.ts'
import { useInterfaceLanguage } from '#web/i18n/use-interface-language.ts'
import { Button, buttonClassName } from '#web/ui/Button.tsx'
import { ErrorBox } from '#web/ui/ErrorBox.tsx'
import styles from './AuthLayout.module.css'

/** The login page for someone already logged in: who they are, their page, and logging out. */
export function LoggedInPanel({ me }: { me: MeResponse }) {
  const { t } = useTranslation()
  const { brand } = useBoot()
  const language = useInterfaceLanguage()
  const logout = useLogout()

  return (
    <>
      <p>
        <Trans
          i18nKey="login.loggedInAs"
          values={{ mail: me.mail }}
          components={{ strong: <strong className={styles.mail} /> }}
        />
      </p>
      {!me.site && (
        <p>
          {t('login.noSite')} <Link to={paths.createSite(brand.brand)}>{t('common.createSite')}</Link>
        </p>
      )}
      {logout.isError && (
        <ErrorBox title={t('login.logoutFailed')} detail={serverMessage(logout.error, language)} />
      )}
      <div className={styles.actions}>
        {me.site && (
          <Link className={buttonClassName('primary', true)} to={paths.editSite(me.site._id)}>
            {t('login.goToMyPage')}
          </Link>
        )}
        <Button variant="secondary" block busy={logout.isPending} onClick={() => logout.mutate()}>
          {t('common.logOut')}
        </Button>
      </div>
    </>
  )
}
