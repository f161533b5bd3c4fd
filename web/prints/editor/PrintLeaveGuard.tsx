import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useBlocker } from 'react-router'
import { Button } from '#web/ui/Button.tsx'
import { Dialog } from '#web/ui/Dialog.tsx'

/**
 * Unsaved card changes: the browser asks before the tab closes, the app before it navigates away,
 * with the site editor's words. `allow` lets one navigation through (Beställ after its own question).
 */
export function PrintLeaveGuard({ dirty, allow }: { dirty: boolean; allow: (pathname: string) => boolean }) {
  const { t } = useTranslation()
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname && !allow(nextLocation.pathname),
  )
  useEffect(() => {
    if (!dirty) return
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault()
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
