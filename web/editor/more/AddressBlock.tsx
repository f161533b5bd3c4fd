import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '#web/app/paths.ts'
import { buttonClassName } from '#web/ui/Button.tsx'
import drawer from '../Drawers.module.css'
import { useEditor } from '../store.ts'
import { MoreBlock } from './MoreBlock.tsx'

/** Adress: the published site's host, and the way to choose one. */
export function AddressBlock() {
  const { t } = useTranslation()
  const siteId = useEditor((s) => s.site._id)
  const host = useEditor((s) => (s.site.active ? s.site.host : null))
  return (
    <MoreBlock id="more-address" title={t('editor.address')}>
      {host ? (
        <p className={drawer.value}>{host}</p>
      ) : (
        <p className={drawer.hint}>{t('editor.addressText')}</p>
      )}
      <Link className={buttonClassName('secondary')} to={paths.chooseAddress(siteId)}>
        {t('editor.chooseAddress')}
      </Link>
    </MoreBlock>
  )
}
