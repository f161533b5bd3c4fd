import { QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router'
import type { SiteV2 } from '#domain/site/schema.ts'
import { BootProvider } from '#web/app/BootContext.tsx'
import { createQueryClient } from '#web/app/query-client.ts'
import { testBoot } from '#web/app/test-app.tsx'
import { createI18n } from '#web/i18n/test-i18n.ts'
import { EditorStore, EditorStoreProvider } from '../store.ts'

/** A published site with its own host, as the Mer drawer tests start from. */
export function moreSite(overrides: Partial<SiteV2> = {}): SiteV2 {
  return {
    _id: 's1',
    host: 'anna-och-erik.brollopssida.se',
    active: true,
    quickStart: false,
    password: null,
    metaNoindex: false,
    revision: 3,
    availableLanguages: [{ languageCode: 'sv' }],
    siteModules: [],
    ...overrides,
  } as unknown as SiteV2
}

/** Renders Mer drawer parts with the editor store and everything they use around them. */
export function renderMore(ui: ReactNode, site: SiteV2 = moreSite()) {
  const store = new EditorStore(site)
  const queryClient = createQueryClient()
  const view = render(
    <BootProvider boot={testBoot}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={createI18n('sv')}>
          <MemoryRouter>
            <EditorStoreProvider value={store}>{ui}</EditorStoreProvider>
          </MemoryRouter>
        </I18nextProvider>
      </QueryClientProvider>
    </BootProvider>,
  )
  return { ...view, store, queryClient, user: userEvent.setup() }
}
