import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { loginReturningTo } from '#web/account/index.ts'
import { buttonClassName } from '#web/ui/Button.tsx'
import { Card } from '#web/ui/Card.tsx'

/**
 * The editor opened while logged out (401): one prompt to log in, which comes back here, instead
 * of an error on the page and the same error again in a dialog. Not logged: it is no failure.
 */
export function EditorLoginPrompt() {
  const { t } = useTranslation()
  const location = useLocation()
  return (
    <Card>
      <h1>{t('editor.loginPrompt.title')}</h1>
      <p>{t('editor.loginPrompt.text')}</p>
      <Link
        className={buttonClassName('primary')}
        to={loginReturningTo(`${location.pathname}${location.search}`)}
      >
        {t('common.logIn')}
      </Link>
    </Card>
  )
}
