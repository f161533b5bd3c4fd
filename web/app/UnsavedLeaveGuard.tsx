import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useBlocker } from 'react-router'
import { isLeavingOnPurpose } from '#web/app/leave-page.ts'
import { useReportUnsaved } from '#web/app/unsaved-changes.tsx'
import { Button } from '#web/ui/Button.tsx'
import { Dialog } from '#web/ui/Dialog.tsx'

/**
 * Unsaved changes (spec 001 section 8): the browser asks before the tab closes or reloads, and the
 * app asks before it navigates away: 'Du har gjort ändringar du inte har sparat, är du säker på
 * att du vill lämna?'. The site editor and the print editor both ask this way.
 */
export function UnsavedLeaveGuard({
  dirty,
  allow = () => false,
}: {
  dirty: boolean
  /** Lets a navigation through that asked its own question first. */
  allow?: (pathname: string) => boolean
}) {
  const { t } = useTranslation()
  const blocker = useBlocker(
    // Another path leaves the page; a new query or anchor on the same path keeps it, and the draft.
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname && !allow(nextLocation.pathname),
  )
  // Logging out and the brand's link leave outside the router; they ask through the app.
  useReportUnsaved(dirty)

  useEffect(() => {
    if (!dirty) return
    const warn = (event: BeforeUnloadEvent) => {
      if (isLeavingOnPurpose()) return
      event.preventDefault()
      // Older browsers need returnValue set to show their own prompt.
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [dirty])

  const blocked = blocker.state === 'blocked'
  return (
    <Dialog
      open={blocked}
      onOpenChange={(open) => !open && blocked && blocker.reset()}
      title={t('editor.leaveTitle')}
      description={t('editor.leaveText')}
      actions={
        <>
          <Button variant="secondary" onClick={() => blocker.reset?.()} autoFocus>
            {t('editor.stay')}
          </Button>
          <Button onClick={() => blocker.proceed?.()}>{t('editor.leave')}</Button>
        </>
      }
    />
  )
}
