// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { SiteV2 } from '#domain/site/schema.ts'
import { siteQueryKey } from '#web/api/sites-get.ts'
import { errorResponse, resetAppBetweenTests, stubApi } from '#web/app/test-app.tsx'
import { PasswordBlock } from './PasswordBlock.tsx'
import { moreSite, renderMore } from './test-render.tsx'

resetAppBetweenTests()

const block = () => screen.getByRole('region', { name: 'Lösenord för gästerna' })
const toggle = () =>
  screen.getByRole('checkbox', { name: 'Kräv lösenord för att se sidan' }) as HTMLInputElement
const field = () => screen.getByRole('textbox', { name: 'Lösenord' }) as HTMLInputElement
const saveButton = () => screen.getByRole('button', { name: 'Spara lösenord' }) as HTMLButtonElement

/** The server's answer to PUT password: the trimmed password, or null for the empty string. */
function answer(site: SiteV2) {
  return (body: unknown) => {
    const password = (body as { password: string }).password.trim()
    return {
      status: 200,
      body: { site: { ...site, password: password || null, revision: site.revision + 1 } },
    }
  }
}

describe('PasswordBlock', () => {
  it('shows only the publish-first note while the site is not published', () => {
    renderMore(<PasswordBlock />, moreSite({ active: false }))
    expect(within(block()).getByText('Publicera sidan först för att kunna sätta ett lösenord.')).toBeTruthy()
    expect(screen.queryByRole('checkbox')).toBeNull()
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('never shows the save button in quick start', () => {
    renderMore(<PasswordBlock />, moreSite({ quickStart: true }))
    expect(within(block()).getByText('Publicera sidan först för att kunna sätta ett lösenord.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Spara lösenord' })).toBeNull()
  })

  it('asks for a required password once the option is turned on, and enables Save only for a new one', async () => {
    const { user } = renderMore(<PasswordBlock />, moreSite({ password: null }))
    expect(toggle().checked).toBe(false)
    expect(screen.queryByRole('textbox')).toBeNull()
    expect(saveButton().disabled).toBe(true)

    await user.click(toggle())
    expect(field().required).toBe(true)
    expect(saveButton().disabled).toBe(true)
    await user.type(field(), '   ')
    expect(saveButton().disabled).toBe(true)
    await user.clear(field())
    await user.type(field(), 'tårta')
    expect(saveButton().disabled).toBe(false)
  })

  it('keeps Save disabled while the trimmed value is the saved one, and enables it when the option is turned off', async () => {
    const { user } = renderMore(<PasswordBlock />, moreSite({ password: 'tårta' }))
    expect(toggle().checked).toBe(true)
    expect(field().value).toBe('tårta')
    expect(saveButton().disabled).toBe(true)
    await user.type(field(), '  ')
    expect(saveButton().disabled).toBe(true)
    await user.type(field(), 'x')
    expect(saveButton().disabled).toBe(false)
    await user.clear(field())
    await user.type(field(), 'tårta')
    await user.click(toggle())
    expect(screen.queryByRole('textbox')).toBeNull()
    expect(saveButton().disabled).toBe(false)
  })

  it('saves the trimmed password without making the editor dirty, and confirms it', async () => {
    const site = moreSite()
    const calls = stubApi({ 'PUT /api/sites/s1/password': answer(site) })
    const { user, store, queryClient } = renderMore(<PasswordBlock />, site)
    await user.click(toggle())
    await user.type(field(), '  tårta  ')
    await user.click(saveButton())

    expect(await within(block()).findByRole('status')).toHaveProperty('textContent', 'Lösenordet är sparat')
    expect(calls).toEqual([{ method: 'PUT', path: '/api/sites/s1/password', body: { password: 'tårta' } }])
    expect(store.get()).toMatchObject({ dirty: false, site: { password: 'tårta', revision: 4 } })
    expect(queryClient.getQueryData<SiteV2>(siteQueryKey('s1'))?.password).toBe('tårta')
    expect(field().value).toBe('tårta')
    expect(saveButton().disabled).toBe(true)
  })

  it('clears the password with the empty string when the option is turned off', async () => {
    const site = moreSite({ password: 'tårta' })
    const calls = stubApi({ 'PUT /api/sites/s1/password': answer(site) })
    const { user, store } = renderMore(<PasswordBlock />, site)
    await user.click(toggle())
    await user.click(saveButton())

    expect(await within(block()).findByText('Lösenordet är borttaget')).toBeTruthy()
    expect(calls.map((c) => c.body)).toEqual([{ password: '' }])
    expect(store.get().site.password).toBeNull()
    expect(toggle().checked).toBe(false)
    expect(saveButton().disabled).toBe(true)
  })

  it('leaves unsaved edits unsaved and takes the new revision for the next Spara', async () => {
    const site = moreSite()
    stubApi({ 'PUT /api/sites/s1/password': answer(site) })
    const { user, store } = renderMore(<PasswordBlock />, site)
    store.change((s) => ({ ...s, theme: 'theme9' }))
    await user.click(toggle())
    await user.type(field(), 'tårta')
    await user.click(saveButton())

    await within(block()).findByText('Lösenordet är sparat')
    expect(store.get()).toMatchObject({
      dirty: true,
      site: { theme: 'theme9', password: 'tårta', revision: 4 },
    })
  })

  it('is busy while the call runs', async () => {
    let finish: (response: Response) => void = () => {}
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (finish = resolve))),
    )
    const { user } = renderMore(<PasswordBlock />)
    await user.click(toggle())
    await user.type(field(), 'tårta')
    await user.click(saveButton())
    expect(saveButton().getAttribute('aria-busy')).toBe('true')
    expect(saveButton().disabled).toBe(true)
    finish(
      new Response(JSON.stringify({ site: moreSite({ password: 'tårta', revision: 4 }) }), { status: 200 }),
    )
    await waitFor(() => expect(saveButton().getAttribute('aria-busy')).toBeNull())
  })

  it('shows the server’s message in the block on failure, logs it, and keeps what was typed', async () => {
    const calls = stubApi({
      'PUT /api/sites/s1/password': () => ({
        status: 500,
        body: errorResponse('Ett oväntat fel uppstod på servern.', 'Unexpected'),
      }),
      'POST /api/logs/': () => ({ status: 200, body: { ok: true } }),
    })
    const { user, store } = renderMore(<PasswordBlock />)
    await user.click(toggle())
    await user.type(field(), 'tårta')
    await user.click(saveButton())

    const title = await within(block()).findByText('Misslyckades att spara lösenordet')
    const box = title.closest('[role="alert"]')
    expect(box?.textContent).toContain('Ett oväntat fel uppstod på servern.')
    await waitFor(() => expect(calls.some((c) => c.path === '/api/logs/')).toBe(true))
    const log = calls.find((c) => c.path === '/api/logs/')?.body as { info: string }
    expect(log.info).toBe('PUT /api/sites/s1/password')
    expect(store.get().site.password).toBeNull()
    expect(field().value).toBe('tårta')
    expect(within(block()).getByRole('status').textContent).toBe('')
  })
})
