// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { SiteProvider } from '#web/site/site-context.tsx'
import { makePublicSite } from '#web/site/test-inputs.ts'
import { makeCountdown } from '../test-modules.ts'
import { CountdownView } from './View.tsx'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] })
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

const values = (root: ParentNode) =>
  [...root.querySelectorAll('[data-unit]')].map((li) => li.firstElementChild?.textContent)

describe('CountdownView on the client', () => {
  test('ticks every second and stops at zero', () => {
    vi.setSystemTime(new Date(2027, 5, 12, 14, 59, 57, 500))
    const { container } = render(<CountdownView module={makeCountdown()} language="sv" />)
    act(() => {})
    expect(values(container)).toEqual(['0', '00', '00', '03'])
    act(() => vi.advanceTimersByTime(500))
    expect(values(container)).toEqual(['0', '00', '00', '02'])
    act(() => vi.advanceTimersByTime(1000))
    expect(values(container)).toEqual(['0', '00', '00', '01'])
    act(() => vi.advanceTimersByTime(1000))
    expect(values(container)).toEqual(['0', '00', '00', '00'])
    expect(vi.getTimerCount()).toBe(0)
  })

  test('does not tick in edit mode', () => {
    vi.setSystemTime(new Date(2027, 5, 10, 12, 0, 0))
    const { container } = render(
      <SiteProvider value={{ site: makePublicSite(), language: 'sv', uiLanguage: 'sv', editMode: true }}>
        <CountdownView module={makeCountdown()} language="sv" />
      </SiteProvider>,
    )
    act(() => {})
    expect(values(container)).toEqual(['2', '03', '00', '00'])
    act(() => vi.advanceTimersByTime(5000))
    expect(values(container)).toEqual(['2', '03', '00', '00'])
  })

  test('hydrates server numbers of another clock without a warning and shows its own', async () => {
    const module = makeCountdown()
    // The server's clock is an hour behind (another time zone, say).
    vi.setSystemTime(new Date(2027, 5, 10, 11, 0, 0))
    const html = renderToString(<CountdownView module={module} language="sv" />)
    const root = document.createElement('div')
    root.innerHTML = html
    document.body.append(root)
    expect(values(root)).toEqual(['2', '04', '00', '00'])

    vi.setSystemTime(new Date(2027, 5, 10, 12, 0, 0))
    const recoverable = vi.fn()
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    await act(async () => {
      hydrateRoot(root, <CountdownView module={module} language="sv" />, { onRecoverableError: recoverable })
    })
    expect(recoverable).not.toHaveBeenCalled()
    expect(consoleError).not.toHaveBeenCalled()
    expect(values(root)).toEqual(['2', '03', '00', '00'])
    root.remove()
  })
})

describe("CountdownView with the owner's own unit words", () => {
  test("shows them in their language, whatever the number, and the language's words elsewhere", () => {
    vi.setSystemTime(new Date(2027, 5, 11, 14, 0, 0))
    const module = makeCountdown({
      textDays: { sv: 'dygn' },
      textHours: { sv: 'tim' },
      textMinutes: { sv: '' },
      textSeconds: { sv: 'sek' },
    })
    const labels = (root: ParentNode) =>
      [...root.querySelectorAll('[data-unit]')].map((li) => li.lastElementChild?.textContent)
    const sv = render(<CountdownView module={module} language="sv" />)
    act(() => {})
    expect(values(sv.container)).toEqual(['1', '01', '00', '00'])
    expect(labels(sv.container)).toEqual(['dygn', 'tim', 'minuter', 'sek'])
    sv.unmount()
    const en = render(<CountdownView module={module} language="en" />)
    act(() => {})
    expect(labels(en.container)).toEqual(['day', 'hour', 'minutes', 'seconds'])
  })
})
