import { Outlet, ScrollRestoration, useNavigation } from 'react-router'
import { ErrorDialogProvider } from './ErrorDialogProvider.tsx'
import styles from './RootLayout.module.css'

/** Wraps every route: the error dialog, a progress bar while a route's chunk loads, scroll reset. */
export function RootLayout() {
  const navigation = useNavigation()
  return (
    <ErrorDialogProvider>
      {navigation.state === 'loading' && <div className={styles.progress} aria-hidden="true" />}
      <Outlet />
      <ScrollRestoration />
    </ErrorDialogProvider>
  )
}
