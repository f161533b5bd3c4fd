import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { type Brand, brandInfo } from '#domain/brands.ts'
import { DEFAULT_COLOR_SCHEME } from '#domain/design/hsla-css.ts'
import type { SiteV2 } from '#domain/site/schema.ts'
import { BootProvider } from '#web/app/BootContext.tsx'
import { testBoot } from '#web/app/test-app.tsx'
import { createI18n } from '#web/i18n/test-i18n.ts'
import { EditorStore, EditorStoreProvider } from '../store.ts'

/** A site with just the fields the design tools read. */
export function designSite(overrides: Partial<SiteV2> = {}): SiteV2 {
  return {
    _id: 's1',
    host: null,
    active: false,
    quickStart: false,
    revision: 1,
    theme: 'theme4',
    fonts: { heading: 'Playfair Display', text: 'Open Sans' },
    colorScheme: structuredClone(DEFAULT_COLOR_SCHEME),
    siteGraphic: null,
    eventLogo: null,
    mostRecentSelectedDesignTemplate: null,
    availableLanguages: [{ languageCode: 'sv' }],
    siteModules: [],
    formRecipients: [],
    giftRegistryReservations: [],
    wizardData: null,
    ...overrides,
  } as SiteV2
}

/** Renders editor UI with a store, the Swedish texts and a boot of the given brand. */
export function renderDesign(ui: ReactNode, options: { brand?: Brand; site?: SiteV2 } = {}) {
  const store = new EditorStore(options.site ?? designSite())
  const boot = { ...testBoot, brand: brandInfo(options.brand ?? 'wedding', 'se') }
  const view = render(
    <BootProvider boot={boot}>
      <I18nextProvider i18n={createI18n('sv')}>
        <EditorStoreProvider value={store}>{ui}</EditorStoreProvider>
      </I18nextProvider>
    </BootProvider>,
  )
  return { ...view, store }
}
