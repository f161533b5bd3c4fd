import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import type { SiteModule } from '#domain/modules/registry.ts'
import type { SiteV2 } from '#domain/site/schema.ts'
import { createI18n } from '#web/i18n/test-i18n.ts'
import { eventsQueryKey } from '#web/programme/api/events-list.ts'
import { EditorStore, EditorStoreProvider } from '../store.ts'

interface Options {
  languages?: string[]
  /** The site language being edited. */
  editing?: string
  formRecipients?: SiteV2['formRecipients']
}

/** Renders editor parts over a store holding a site with these modules, as the edit screen does. */
export function renderWithStore(
  modules: SiteModule[],
  ui: (store: EditorStore) => ReactNode,
  { languages = ['sv'], editing, formRecipients = [] }: Options = {},
) {
  const site = {
    _id: 's1',
    revision: 1,
    availableLanguages: languages.map((languageCode) => ({ languageCode })),
    siteModules: modules,
    formRecipients,
  } as unknown as SiteV2
  const store = new EditorStore(site, editing)
  // The RSVP's questions read the site's programme (issue 32): a site with its one default event.
  const queries = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } })
  queries.setQueryData(eventsQueryKey('s1'), {
    events: [],
    languages,
    maxEvents: 20,
    timeZone: 'Europe/Stockholm',
  })
  render(
    <QueryClientProvider client={queries}>
      <I18nextProvider i18n={createI18n('sv')}>
        <EditorStoreProvider value={store}>{ui(store)}</EditorStoreProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  )
  return { store, user: userEvent.setup() }
}
