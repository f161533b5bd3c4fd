import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { paths } from '#web/app/paths.ts'
import { Button, buttonClassName } from '#web/ui/Button.tsx'
import { Dialog } from '#web/ui/Dialog.tsx'

/** The flag the editor of a site just created from quick start opens with. */
export const SAVED_PARAM = 'sparad'

/**
 * The quick-start confirmation (spec 000 section 2, Other dialogs): the site is saved and is the
 * owner's now; the next step is its address at /redigera/{siteId}/valj-adress.
 */
export function QuickStartSavedDialog({ siteId }: { siteId: string }) {
  const { t } = useTranslation()
  const [search, setSearch] = useSearchParams()
  const open = search.get(SAVED_PARAM) !== null
  const close = () =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current)
        next.delete(SAVED_PARAM)
        return next
      },
      { replace: true },
    )

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && close()}
      title={t('quickStart.saved.title')}
      description={t('quickStart.saved.text')}
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            {t('quickStart.saved.keepEditing')}
          </Button>
          <Link className={buttonClassName('primary')} to={`${paths.editSite(siteId)}/valj-adress`}>
            {t('quickStart.saved.chooseAddress')}
          </Link>
        </>
      }
    />
  )
}
