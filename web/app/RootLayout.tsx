import { Outlet, ScrollRestoration, useNavigation } from 'react-router'
import { ErrorDialogProvider } from './ErrorDialogProvider.tsx'
import styles from './RootLayout.module.css'
import { UnsavedChangesProvider } from './unsaved-changes.tsx'

/**
 * Wraps every route: the error dialog, the question before unsaved changes are left, a progress
 * bar while a route's chunk loads, scroll reset.
 */
export function RootLayout() {
  const navigation = useNavigation()
  return (
    <ErrorDialogProvider>
      <UnsavedChangesProvider>
        {navigation.state === 'loading' && <div className={styles.progress} aria-hidden="true" />}
        <Outlet />
        <ScrollRestoration />
      </UnsavedChangesProvider>
    </ErrorDialogProvider>
  )
}
