import { lazy, type ReactNode, Suspense } from 'react'
import { logError } from '#web/app/log.ts'
import { ModuleErrorBoundary } from '#web/site/index.ts'

// Spec 001 section 7: the colour picker library is loaded only when someone opens a picker.
const HexColorPicker = lazy(() => import('react-colorful').then((m) => ({ default: m.HexColorPicker })))

interface Props {
  color: string
  onChange: (hex: string) => void
  /** Shown while the library loads. */
  loading: ReactNode
  /** Shown when it failed to load (offline, a stale deploy): the code field beside it still works. */
  failed: ReactNode
  /** Where the picker sat, for the error log ("in the map preview"). */
  logInfo: string
}

/** react-colorful's picker, loaded on first use; a failure to load is shown and logged. */
export function LazyColorPicker({ color, onChange, loading, failed, logInfo }: Props) {
  return (
    <ModuleErrorBoundary
      fallback={failed}
      onError={(error) => void logError(error, `Colour picker failed to load${logInfo}`)}
    >
      <Suspense fallback={loading}>
        <HexColorPicker color={color} onChange={onChange} />
      </Suspense>
    </ModuleErrorBoundary>
  )
}
