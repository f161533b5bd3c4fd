import { render } from '@testing-library/react'
import type { ComponentType } from 'react'
import { I18nextProvider } from 'react-i18next'
import type { SiteModule } from '#domain/modules/registry.ts'
import type { SiteV2 } from '#domain/site/schema.ts'
import { createI18n } from '#web/i18n/test-i18n.ts'
import type { ModuleViewProps } from '#web/modules/view-props.ts'
import { InlineEditProvider } from '#web/site/inline-edit.tsx'
import { useModuleInlineEditing } from '../inline/use-module-inline.tsx'
import { EditorStore, EditorStoreProvider, useEditor } from '../store.ts'

type AnyView = ComponentType<ModuleViewProps<never>>

/** One module's view in the editor, as the editor frames it: from the store, editable in place. */
export function renderInEditor<T extends SiteModule>(
  module: T,
  View: ComponentType<ModuleViewProps<T['siteModuleType']>>,
) {
  const site = {
    _id: 's1',
    availableLanguages: [{ languageCode: 'sv' }],
    siteModules: [module],
  } as unknown as SiteV2
  const store = new EditorStore(site)
  const Shown = View as unknown as AnyView
  function Frame() {
    const current = useEditor((s) => s.site.siteModules.find((m) => m.id === module.id)) as SiteModule
    const inline = useModuleInlineEditing(current, 'sv', null)
    return (
      <InlineEditProvider value={inline}>
        <Shown module={current as never} language="sv" />
      </InlineEditProvider>
    )
  }
  const view = render(
    <I18nextProvider i18n={createI18n('sv')}>
      <EditorStoreProvider value={store}>
        <Frame />
      </EditorStoreProvider>
    </I18nextProvider>,
  )
  const current = () => store.get().site.siteModules.find((m) => m.id === module.id) as T
  return { ...view, store, current }
}
