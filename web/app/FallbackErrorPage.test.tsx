// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react'
import { createMemoryRouter } from 'react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createI18n } from '#web/i18n/test-i18n.ts'
import { App } from './App.tsx'
import { logUncaughtErrors } from './global-errors.ts'
import { createQueryClient } from './query-client.ts'
import { RootLayout } from './RootLayout.tsx'
import { RouteErrorPage } from './RouteErrorPage.tsx'
import { resetAppBetweenTests, stubApi, testBoot } from './test-app.tsx'

resetAppBetweenTests()

beforeEach(() => {
  // React reports caught render errors on the console; the test checks the page and the log instead.
  vi.spyOn(console, 'error').mockImplementation(() => {})
})

function Broken(): never {
  throw new Error('Render failed')
}

describe('unhandled errors', () => {
  it('a failing page shows the fallback page and is logged', async () => {
    const calls = stubApi({ 'POST /api/logs/': () => ({ status: 201, body: { ok: true } }) })
    const router = createMemoryRouter([
      {
        Component: RootLayout,
        ErrorBoundary: RouteErrorPage,
        children: [{ index: true, Component: Broken }],
      },
    ])
    render(<App boot={testBoot} i18n={createI18n('en')} queryClient={createQueryClient()} router={router} />)
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeTruthy()
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/logs/')).toHaveLength(1))
    const body = calls[0]?.body as { errorObject: string; severity: number }
    expect(body.severity).toBe(3)
    expect(JSON.parse(body.errorObject).message).toBe('Render failed')
  })

  it('window errors and unhandled rejections are logged', async () => {
    const calls = stubApi({ 'POST /api/logs/': () => ({ status: 201, body: { ok: true } }) })
    const stop = logUncaughtErrors(window)
    window.dispatchEvent(
      new ErrorEvent('error', { error: new Error('Window error'), message: 'Window error' }),
    )
    const rejection = new Event('unhandledrejection') as Event & { reason: unknown }
    rejection.reason = new Error('Rejected')
    window.dispatchEvent(rejection)
    stop()
    await waitFor(() => expect(calls).toHaveLength(2))
    const messages = calls.map((c) => JSON.parse((c.body as { errorObject: string }).errorObject).message)
    expect(messages).toEqual(['Window error', 'Rejected'])
  })
})
