import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { versionTime } from './change-text.ts'
import styles from './Versions.module.css'

/** What the versions page hands the editor after a restore, in the navigation's state. */
export interface RestoredState {
  restoredVersionAt: string
}

function restoredAt(state: unknown): string | null {
  const at = (state as Partial<RestoredState> | null)?.restoredVersionAt
  return typeof at === 'string' ? at : null
}

/** The editor's notice after a restore: which version came back, and that the one before is kept. */
export function RestoredNotice() {
  const { t } = useTranslation()
  const location = useLocation()
  const navigate = useNavigate()
  const at = restoredAt(location.state)
  if (!at) return null
  // Dismissing clears the state, so a reload or a step back does not show the notice again.
  const dismiss = () => navigate(`${location.pathname}${location.search}`, { replace: true, state: null })
  return (
    <div className={styles.notice} role="status">
      <p>{t('versions.restoredNotice', { date: versionTime(at) })}</p>
      <button type="button" className={styles.noticeClose} onClick={dismiss}>
        {t('versions.close')}
      </button>
    </div>
  )
}
