// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { errorResponse, resetAppBetweenTests, stubApi } from '#web/app/test-app.tsx'
import { NoindexBlock } from './NoindexBlock.tsx'
import { moreSite, renderMore } from './test-render.tsx'

resetAppBetweenTests()

const block = () => screen.getByRole('region', { name: 'Synlighet i sökmotorer' })
const checkbox = () =>
  screen.getByRole('checkbox', { name: 'Dölj sidan från sökmotorer' }) as HTMLInputElement
const saveButton = () => screen.getByRole('button', { name: 'Spara synlighet' }) as HTMLButtonElement

describe('NoindexBlock', () => {
  it('enables Save only when the choice differs from the saved one', async () => {
    const { user } = renderMore(<NoindexBlock />, moreSite({ metaNoindex: false }))
    expect(checkbox().checked).toBe(false)
    expect(saveButton().disabled).toBe(true)
    await user.click(checkbox())
    expect(saveButton().disabled).toBe(false)
    await user.click(checkbox())
    expect(saveButton().disabled).toBe(true)
  })

  it('works on an unpublished site too', () => {
    renderMore(<NoindexBlock />, moreSite({ active: false, host: null }))
    expect(checkbox()).toBeTruthy()
    expect(saveButton()).toBeTruthy()
  })

  it('saves through its own call without making the editor dirty, and confirms either way', async () => {
    const site = moreSite({ metaNoindex: false })
    const calls = stubApi({
      'PUT /api/sites/s1/metaNoindex': (body) => {
        const { metaNoindex } = body as { metaNoindex: boolean }
        return { status: 200, body: { site: { ...site, metaNoindex, revision: calls.length + 3 } } }
      },
    })
    const { user, store } = renderMore(<NoindexBlock />, site)
    await user.click(checkbox())
    await user.click(saveButton())
    expect(await within(block()).findByText('Sidan döljs nu för sökmotorer')).toBeTruthy()
    expect(store.get()).toMatchObject({ dirty: false, site: { metaNoindex: true, revision: 4 } })
    expect(saveButton().disabled).toBe(true)

    await user.click(checkbox())
    expect(within(block()).getByRole('status').textContent).toBe('')
    await user.click(saveButton())
    expect(await within(block()).findByText('Sidan kan nu visas i sökmotorer')).toBeTruthy()
    expect(calls.map((c) => c.body)).toEqual([{ metaNoindex: true }, { metaNoindex: false }])
    expect(store.get()).toMatchObject({ dirty: false, site: { metaNoindex: false, revision: 5 } })
  })

  it('shows the server’s message on failure and logs it', async () => {
    const calls = stubApi({
      'PUT /api/sites/s1/metaNoindex': () => ({
        status: 403,
        body: errorResponse('Du har inte behörighet till den här sidan.', 'Forbidden'),
      }),
      'POST /api/logs/': () => ({ status: 200, body: { ok: true } }),
    })
    const { user, store } = renderMore(<NoindexBlock />)
    await user.click(checkbox())
    await user.click(saveButton())
    const title = await within(block()).findByText('Misslyckades att spara synligheten i sökmotorer')
    expect(title.closest('[role="alert"]')?.textContent).toContain(
      'Du har inte behörighet till den här sidan.',
    )
    await waitFor(() => expect(calls.some((c) => c.path === '/api/logs/')).toBe(true))
    expect(store.get().site.metaNoindex).toBe(false)
    expect(checkbox().checked).toBe(true)
    expect(saveButton().disabled).toBe(false)
  })

  it('shows a note instead of the form in quick start', () => {
    renderMore(<NoindexBlock />, moreSite({ quickStart: true, active: false, host: null }))
    expect(
      within(block()).getByText('Spara sidan först för att kunna ändra synligheten i sökmotorer.'),
    ).toBeTruthy()
    expect(screen.queryByRole('checkbox')).toBeNull()
    expect(screen.queryByRole('button')).toBeNull()
  })
})
