// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, test } from 'vitest'
import type { ModuleOf } from '#domain/modules/registry.ts'
import type { SiteV2 } from '#domain/site/schema.ts'
import { makeImage } from '#domain/testing/fixtures.ts'
import toolbar from '#web/editor/ModuleFrame.module.css'
import { EditorStore, EditorStoreProvider, useEditor } from '#web/editor/store.ts'
import { createI18n } from '#web/i18n/test-i18n.ts'
import { makeHeader } from '#web/site/test-inputs.ts'
import HeaderTools from './Tools.tsx'

afterEach(cleanup)

type Header = ModuleOf<'Header'>

const withImage = (o: Partial<Header> = {}): Header =>
  makeHeader({ image: { image: makeImage('couple'), userSelectedImageSize: 'LARGE' }, ...o }) as Header

/** The tools as the action bar renders them: always with the module as the store has it now. */
function Live({ id }: { id: string }) {
  const module = useEditor((s) => s.site.siteModules.find((m) => m.id === id))
  return module?.siteModuleType === 'Header' ? <HeaderTools module={module} /> : null
}

function renderTools(module: Header, theme = 'theme9') {
  const store = new EditorStore({
    _id: 'site-1',
    revision: 1,
    theme,
    availableLanguages: [{ languageCode: 'sv' }],
    siteModules: [module],
  } as unknown as SiteV2)
  render(
    <I18nextProvider i18n={createI18n('sv')}>
      <EditorStoreProvider value={store}>
        <Live id={module.id} />
      </EditorStoreProvider>
    </I18nextProvider>,
  )
  const alignment = () => {
    const found = store.get().site.siteModules[0]
    return found?.siteModuleType === 'Header' ? found.verticalAlignment : undefined
  }
  return { store, alignment, user: userEvent.setup() }
}

const up = () => screen.getByRole('button', { name: 'Flytta titeln uppåt' }) as HTMLButtonElement
const down = () => screen.getByRole('button', { name: 'Flytta titeln nedåt' }) as HTMLButtonElement

describe('HeaderTools', () => {
  test('moves the title one step at a time within -1 to 1, disabled at the ends', async () => {
    const { user, alignment } = renderTools(withImage({ verticalAlignment: 0 }))
    expect(up().disabled).toBe(false)
    expect(down().disabled).toBe(false)
    await user.click(up())
    expect(alignment()).toBe(-1)
    expect(up().disabled).toBe(true)
    // The disabled button cannot keep the focus; the other one takes it.
    expect(document.activeElement).toBe(down())
    await user.click(down())
    await user.click(down())
    expect(alignment()).toBe(1)
    expect(down().disabled).toBe(true)
    expect(document.activeElement).toBe(up())
  })

  test('looks like the other action-bar buttons', () => {
    renderTools(withImage())
    expect(up().classList.contains(toolbar.tool as string)).toBe(true)
    expect(up().querySelector('svg')?.getAttribute('aria-hidden')).toBe('true')
  })

  test('is absent outside theme9', () => {
    renderTools(withImage(), 'theme4')
    expect(screen.queryByRole('button')).toBeNull()
  })

  test('is absent when the header has no image, as the title is then not over one', () => {
    renderTools(makeHeader({ image: null }) as Header)
    expect(screen.queryByRole('button')).toBeNull()
    cleanup()
    renderTools(makeHeader({ image: { image: null, userSelectedImageSize: 'LARGE' } }) as Header)
    expect(screen.queryByRole('button')).toBeNull()
  })
})
