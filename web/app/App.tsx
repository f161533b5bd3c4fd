import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { i18n } from 'i18next'
import { StrictMode } from 'react'
import { flushSync } from 'react-dom'
import { I18nextProvider } from 'react-i18next'
import { type DataRouter, RouterProvider } from 'react-router'
import { AppErrorBoundary } from './AppErrorBoundary.tsx'
import { BootProvider } from './BootContext.tsx'
import type { Boot } from './boot.ts'

// What 'react-router/dom' passes to RouterProvider. Importing RouterProvider from 'react-router' itself
// keeps tests and the app on one copy of the router's contexts (vitest resolves the two entries to
// different builds).
function flushRouterUpdate(fn: () => unknown): undefined {
  flushSync(fn)
}

interface AppProps {
  boot: Boot
  i18n: i18n
  queryClient: QueryClient
  router: DataRouter
}

export function App({ boot, i18n, queryClient, router }: AppProps) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <BootProvider boot={boot}>
          <QueryClientProvider client={queryClient}>
            <AppErrorBoundary>
              <RouterProvider router={router} flushSync={flushRouterUpdate} />
            </AppErrorBoundary>
          </QueryClientProvider>
        </BootProvider>
      </I18nextProvider>
    </StrictMode>
  )
}
