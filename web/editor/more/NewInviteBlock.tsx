import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { buttonClassName } from '#web/ui/Button.tsx'
import drawer from '../Drawers.module.css'
import { useEditor } from '../store.ts'

/** The link to choosing a new invite version; a quick start has no saved site to base one on. */
export function NewInviteBlock() {
  const { t } = useTranslation()
  const siteId = useEditor((s) => s.site._id)
  const quickStart = useEditor((s) => s.site.quickStart)
  if (quickStart) return null
  return (
    <div className={drawer.block}>
      <p className={drawer.hint}>{t('moreDrawer.newInvite.text')}</p>
      <Link className={buttonClassName('secondary')} to={`/redigera/${encodeURIComponent(siteId)}/versioner`}>
        {t('moreDrawer.newInvite.link')}
      </Link>
    </div>
  )
}
