import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { errorStatus, serverMessage } from '#web/api/serverMessage.ts'
import { paths } from '#web/app/paths.ts'
import { useInterfaceLanguage } from '#web/i18n/use-interface-language.ts'
import { buttonClassName } from '#web/ui/Button.tsx'
import { ErrorBox } from '#web/ui/ErrorBox.tsx'

/** What stays on the page after the site could not be loaded (the dialog has said it too). */
export function SiteLoadError({ error }: { error: unknown }) {
  const { t } = useTranslation()
  const language = useInterfaceLanguage()
  const status = errorStatus(error)
  const needsLogin = status === 401 || status === 403
  // Spec 000 section 2: any failure but 401, 403 or 404 says 'Misslyckades att hämta sidan'.
  const known = needsLogin || status === 404
  return (
    <ErrorBox
      title={t(known ? 'site.loadFailed' : 'site.fetchFailed')}
      detail={serverMessage(error, language)}
    >
      {needsLogin && (
        <>
          <p>{t('site.needLogin')}</p>
          <Link className={buttonClassName('primary')} to={paths.login}>
            {t('common.logIn')}
          </Link>
        </>
      )}
    </ErrorBox>
  )
}
