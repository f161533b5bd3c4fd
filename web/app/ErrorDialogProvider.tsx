import { createContext, type ReactNode, useCallback, useContext, useState } from 'react'
import { ErrorDialog } from './ErrorDialog.tsx'

type ShowError = (error: unknown) => void

const ShowErrorContext = createContext<ShowError | null>(null)

/** Holds the one error dialog of the app; pages show an error through useShowError(). */
export function ErrorDialogProvider({ children }: { children: ReactNode }) {
  const [error, setError] = useState<unknown>(undefined)
  // The updater form keeps a function-valued error from being called by setState.
  const showError = useCallback<ShowError>((next) => setError(() => next), [])
  return (
    <ShowErrorContext.Provider value={showError}>
      {children}
      <ErrorDialog error={error} />
    </ShowErrorContext.Provider>
  )
}

export function useShowError(): ShowError {
  const showError = useContext(ShowErrorContext)
  if (!showError) throw new Error('useShowError outside ErrorDialogProvider')
  return showError
}
