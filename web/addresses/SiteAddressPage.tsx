import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import type { SiteV2 } from '#domain/site/schema.ts'
import { useSite } from '#web/api/sites-get.ts'
import { useReportedError } from '#web/app/use-reported-error.ts'
import { SiteLoadError } from '#web/home/index.ts'
import { PageSpinner } from '#web/ui/Spinner.tsx'
import { AddressPageFrame } from './AddressPageFrame.tsx'

interface Props {
  title: string
  intro: string
  /** Where the back link leads, and what it says. */
  back: (siteId: string) => { to: string; label: string }
  children: (site: SiteV2, siteId: string) => ReactNode
}

/** An address page of the site in the path: loads it, with a spinner meanwhile and the load error in the frame. */
export function SiteAddressPage({ title, intro, back, children }: Props) {
  const { t } = useTranslation()
  const { siteId = '' } = useParams()
  const site = useSite(siteId)
  useReportedError(site.error, `GET /api/sites/${siteId}`)
  if (site.isPending) return <PageSpinner label={t('common.loading')} />
  if (site.isError) {
    return (
      <AddressPageFrame title={title} back={back(siteId)}>
        <SiteLoadError error={site.error} />
      </AddressPageFrame>
    )
  }
  return (
    <AddressPageFrame title={title} back={back(siteId)} intro={intro}>
      {children(site.data, siteId)}
    </AddressPageFrame>
  )
}
