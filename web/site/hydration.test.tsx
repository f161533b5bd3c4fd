// @vitest-environment jsdom
import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { MODULE_VIEWS } from '#web/modules/registry.ts'
import { PublicApp } from './PublicApp.tsx'
import type { PublicPageInput } from './page-input.ts'
import { renderPublicDocument } from './render-server.tsx'
import { makeGateInput, makeSiteInput, makeText } from './test-inputs.ts'

const originalText = MODULE_VIEWS.Text

// Testing Library sets this for its own render; this file drives hydrateRoot directly.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

afterEach(() => {
  MODULE_VIEWS.Text = originalText
  vi.restoreAllMocks()
})

/** Loads the server's document into jsdom and hydrates it as entry-client does. */
async function hydrateDocument(html: string) {
  const parsed = new DOMParser().parseFromString(html, 'text/html')
  document.body.innerHTML = parsed.body.innerHTML
  const input = JSON.parse(document.getElementById('page-input')?.textContent ?? '') as PublicPageInput
  const root = document.getElementById('root')
  if (!root) throw new Error('no root')
  const recoverable = vi.fn()
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
  await act(async () => {
    hydrateRoot(root, <PublicApp input={input} />, { onRecoverableError: recoverable })
  })
  return { recoverable, consoleError }
}

describe('hydration of the server HTML', () => {
  test('a site with two languages hydrates without mismatch', async () => {
    const html = renderPublicDocument(
      makeSiteInput(
        { search: '?a=1' },
        { availableLanguages: [{ languageCode: 'sv' }, { languageCode: 'en' }] },
      ),
    )
    const { recoverable, consoleError } = await hydrateDocument(html)
    expect(recoverable).not.toHaveBeenCalled()
    expect(consoleError).not.toHaveBeenCalled()
  })

  test('the gate hydrates and its button becomes usable', async () => {
    const html = renderPublicDocument(makeGateInput())
    expect(html).toMatch(/<button[^>]*disabled/)
    const { recoverable, consoleError } = await hydrateDocument(html)
    expect(recoverable).not.toHaveBeenCalled()
    expect(consoleError).not.toHaveBeenCalled()
    expect(document.querySelector('button')?.hasAttribute('disabled')).toBe(false)
  })

  test('a module that failed on the server hydrates as its error message', async () => {
    MODULE_VIEWS.Text = () => {
      throw new Error('boom')
    }
    const html = renderPublicDocument(makeSiteInput({}, { siteModules: [makeText()] }), {
      onModuleError: () => {},
    })
    const { recoverable, consoleError } = await hydrateDocument(html)
    expect(recoverable).not.toHaveBeenCalled()
    expect(consoleError).not.toHaveBeenCalled()
    expect(document.body.textContent).toContain('Ett fel uppstod')
  })
})
