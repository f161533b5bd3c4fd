import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { publicSiteUrl } from '#domain/hosts.ts'
import { useBoot } from '#web/app/BootContext.tsx'
import { logError } from '#web/app/log.ts'
import { siteQrUrl } from '#web/editor/api/sites-qr.ts'
import { buttonClassName } from '#web/ui/Button.tsx'
import { ErrorBox } from '#web/ui/ErrorBox.tsx'
import drawer from '../Drawers.module.css'
import { useEditor } from '../store.ts'
import { MoreBlock } from './MoreBlock.tsx'
import styles from './MoreBlocks.module.css'

/** QR-kod: a QR code of the published site's address to print on invitations, and its download. */
export function QrBlock() {
  const { t } = useTranslation()
  const siteId = useEditor((s) => s.site._id)
  const host = useEditor((s) => (s.site.active ? s.site.host : null))
  return (
    <MoreBlock id="more-qr" title={t('moreDrawer.qr.title')}>
      {host ? (
        <QrCode key={host} siteId={siteId} host={host} />
      ) : (
        <p className={drawer.hint}>{t('moreDrawer.qr.publishFirst')}</p>
      )}
    </MoreBlock>
  )
}

function QrCode({ siteId, host }: { siteId: string; host: string }) {
  const { t } = useTranslation()
  const { landingOrigin } = useBoot()
  const [failed, setFailed] = useState(false)
  // The same address the server puts in the code, so what the owner reads is what guests scan.
  const address = publicSiteUrl(host, landingOrigin)
  const src = siteQrUrl(siteId, host)
  return (
    <>
      <p className={drawer.hint}>{t('moreDrawer.qr.text')}</p>
      {failed ? (
        <ErrorBox title={t('moreDrawer.qr.failed')} />
      ) : (
        <img
          className={styles.qr}
          src={src}
          alt={t('moreDrawer.qr.alt', { address })}
          width={1024}
          height={1024}
          onError={() => {
            setFailed(true)
            void logError(new Error('The QR code image failed to load'), `GET ${src}`)
          }}
        />
      )}
      <p className={drawer.value}>{address}</p>
      <a className={buttonClassName('secondary')} href={siteQrUrl(siteId, host, { download: true })} download>
        {t('moreDrawer.qr.download')}
      </a>
    </>
  )
}
