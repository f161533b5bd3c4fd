import { publicSiteUrl } from '#domain/hosts.ts'
import { useBoot } from '#web/app/BootContext.tsx'
import styles from './Addresses.module.css'

/** A link to the live site on a host; locally through *.localhost or ?domainHost= (domain/hosts.ts). */
export function SiteLink({ host }: { host: string }) {
  const { landingOrigin } = useBoot()
  return (
    <a className={styles.siteLink} href={publicSiteUrl(host, landingOrigin)} target="_blank" rel="noreferrer">
      {host}
    </a>
  )
}
