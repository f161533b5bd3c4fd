import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '#web/ui/Button.tsx'
import { Dialog } from '#web/ui/Dialog.tsx'

interface UnsavedChanges {
  /** A page with a draft says whether it has unsaved changes; returns the unregister call. */
  register(hasUnsaved: () => boolean): () => void
  /** Runs `go` at once when nothing is unsaved, otherwise after the owner confirms leaving. */
  confirmLeave(go: () => void, confirmLabel?: string): void
}

const Context = createContext<UnsavedChanges | null>(null)

/**
 * What the app does outside the router (logging out, the brand's link to the landing site) asks
 * the page with a draft first, with the same question as the editor's leave guard (spec 001
 * section 8), so unsaved changes are never lost by a click elsewhere in the app.
 */
export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const checks = useRef(new Set<() => boolean>())
  const [pending, setPending] = useState<{ go: () => void; confirmLabel?: string } | null>(null)

  const value = useMemo<UnsavedChanges>(
    () => ({
      register(hasUnsaved) {
        checks.current.add(hasUnsaved)
        return () => checks.current.delete(hasUnsaved)
      },
      confirmLeave(go, confirmLabel) {
        if ([...checks.current].some((check) => check())) setPending({ go, confirmLabel })
        else go()
      },
    }),
    [],
  )

  return (
    <Context.Provider value={value}>
      {children}
      <Dialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={t('editor.leaveTitle')}
        description={t('editor.leaveText')}
        actions={
          <>
            <Button variant="secondary" onClick={() => setPending(null)} autoFocus>
              {t('editor.stay')}
            </Button>
            <Button
              onClick={() => {
                const go = pending?.go
                setPending(null)
                go?.()
              }}
            >
              {pending?.confirmLabel ?? t('editor.leave')}
            </Button>
          </>
        }
      />
    </Context.Provider>
  )
}

/** Tells the app while this page has unsaved changes. */
export function useReportUnsaved(dirty: boolean): void {
  const context = useContext(Context)
  const latest = useRef(dirty)
  latest.current = dirty
  useEffect(() => context?.register(() => latest.current), [context])
}

/** Asks before `go` when a page has unsaved changes (outside the provider, `go` runs at once). */
export function useConfirmLeave(): (go: () => void, confirmLabel?: string) => void {
  const context = useContext(Context)
  return useCallback(
    (go, confirmLabel) => (context ? context.confirmLeave(go, confirmLabel) : go()),
    [context],
  )
}
