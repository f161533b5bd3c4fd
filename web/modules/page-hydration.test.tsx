// @vitest-environment jsdom
import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { makeForm, makeGift, makeGiftRegistry, makeImage, makeRsvp } from '#domain/testing/fixtures.ts'
import { PublicApp } from '#web/site/PublicApp.tsx'
import type { PublicPageInput } from '#web/site/page-input.ts'
import { renderPublicDocument } from '#web/site/render-server.tsx'
import { makeHeader, makeSiteInput, makeText } from '#web/site/test-inputs.ts'
import { loadAllModuleCode } from './registry.ts'
import {
  makeCountdown,
  makeGallery,
  makeImageAndText,
  makeLocation,
  makePeopleList,
  makeTextAndImageList,
  makeVideo,
} from './test-modules.ts'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

const allModules = [
  makeHeader({ image: { image: makeImage('couple'), userSelectedImageSize: 'LARGE' } }),
  makeText(),
  makeImageAndText(),
  makeVideo(),
  makePeopleList(),
  makeTextAndImageList(),
  makeGiftRegistry({ giftRegistry: [makeGift({ id: 'a' }), makeGift({ id: 'b', quantity: 3 })] }),
  makeLocation(),
  makeCountdown(),
  makeForm(),
  makeRsvp(),
  makeGallery(4),
]

describe('a page with every module type', () => {
  test('renders on the server with no module failing, and hydrates without a mismatch', async () => {
    // As the server does before it renders (server/ssr/render.ts).
    await loadAllModuleCode()
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(2027, 0, 1, 12, 0, 0))
    const failed: string[] = []
    const html = renderPublicDocument(
      makeSiteInput({}, { siteModules: allModules, theme: 'theme9', eventLogo: null }),
      { onModuleError: (_e, m) => failed.push(m.siteModuleType) },
    )
    expect(failed).toEqual([])
    for (const type of ['Video', 'GiftRegistry', 'Countdown', 'ImageGallery', 'Rsvp']) {
      expect(html).toContain(`data-module-type="${type}"`)
    }

    const parsed = new DOMParser().parseFromString(html, 'text/html')
    document.body.innerHTML = parsed.body.innerHTML
    const input = JSON.parse(document.getElementById('page-input')?.textContent ?? '') as PublicPageInput
    const root = document.getElementById('root')
    if (!root) throw new Error('no root')
    vi.setSystemTime(new Date(2027, 0, 1, 13, 30, 0))
    const recoverable = vi.fn()
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    await act(async () => {
      hydrateRoot(root, <PublicApp input={input} />, { onRecoverableError: recoverable })
    })
    expect(recoverable).not.toHaveBeenCalled()
    expect(consoleError).not.toHaveBeenCalled()
  })
})
