import type { RouteObject } from 'react-router'
import { PageSpinner } from '#web/ui/Spinner.tsx'
import type { EditAreaHandle } from './EditAreaLayout.tsx'
import { NotFoundPage } from './NotFoundPage.tsx'
import { RootLayout } from './RootLayout.tsx'
import { RouteErrorPage } from './RouteErrorPage.tsx'

// Shown before the first route's chunk has arrived; i18n may not matter yet, so it is wordless
// to the eye and says "loading" in all three languages to screen readers.
function FirstLoad() {
  return <PageSpinner label="Laddar… Loading… Indlæser…" />
}

/** The owner app's routes (spec 000 section 2). Each page is its own chunk. */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: FirstLoad,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('#web/home/LandingPage.tsx')).LandingPage }),
      },
      {
        path: 'logga-in',
        lazy: async () => ({ Component: (await import('#web/account/LoginPage.tsx')).LoginPage }),
      },
      {
        path: 'aterstall-losenord',
        lazy: async () => ({
          Component: (await import('#web/account/RequestResetPage.tsx')).RequestResetPage,
        }),
      },
      {
        path: 'aterstall-losenord/:token',
        lazy: async () => ({ Component: (await import('#web/account/SetPasswordPage.tsx')).SetPasswordPage }),
      },
      {
        // The edit area (spec 000 section 2): every owner page of a site shares the side menu.
        path: 'redigera/:siteId',
        lazy: async () => ({ Component: (await import('./EditAreaLayout.tsx')).EditAreaLayout }),
        children: [
          {
            index: true,
            handle: { editAreaWidth: 'full' } satisfies EditAreaHandle,
            lazy: async () => ({ Component: (await import('#web/editor/EditorPage.tsx')).EditorPage }),
          },
          {
            path: 'visa-osa',
            handle: { editAreaWidth: 'full' } satisfies EditAreaHandle,
            lazy: async () => ({
              Component: (await import('#web/responses/ResponsesPage.tsx')).ResponsesPage,
            }),
          },
          {
            path: 'visa-osa/fragor',
            handle: { editAreaWidth: 'full' } satisfies EditAreaHandle,
            lazy: async () => ({
              Component: (await import('#web/responses/QuestionsPage.tsx')).QuestionsPage,
            }),
          },
          {
            // konto, inbjudningar and the rest come in later issues; until then, inside the menu.
            path: '*',
            lazy: async () => ({ Component: (await import('./EditAreaLayout.tsx')).EditAreaNotFound }),
          },
        ],
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
]
