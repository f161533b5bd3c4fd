// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it } from 'vitest'
import { errorResponse, renderApp, resetAppBetweenTests, stubApi } from '#web/app/test-app.tsx'
import { readWizardData } from './wizard-storage.ts'

resetAppBetweenTests()
beforeEach(() => {
  sessionStorage.clear()
  stubApi({
    'GET /api/accounts/me/': () => ({ status: 401, body: errorResponse('Inte inloggad', 'Not logged in') }),
  })
})

describe('the start wizard', () => {
  it('keeps step 2 in session storage, so a reload shows the answers, and clears the date when it is not decided', async () => {
    const first = renderApp('/kom-igang/information')
    const name1 = await screen.findByLabelText('Ditt namn')
    expect(screen.getByText('Steg 2 av 4')).toBeTruthy()
    await userEvent.clear(name1)
    await userEvent.type(name1, 'Lisa')
    const date = screen.getByLabelText('Datum och tid') as HTMLInputElement
    await userEvent.click(screen.getByLabelText('Vi har inte bestämt datum än'))
    expect(date.disabled).toBe(true)
    expect(date.value).toBe('')
    expect(readWizardData()).toMatchObject({ name1: 'Lisa', dateNotDecided: true, dateStart: '' })

    first.unmount()
    renderApp('/kom-igang/information')
    expect(((await screen.findByLabelText('Ditt namn')) as HTMLInputElement).value).toBe('Lisa')
    expect((screen.getByLabelText('Datum och tid') as HTMLInputElement).disabled).toBe(true)
  })

  it('starts step 2 with the defaults: sample names and the day six months ahead', async () => {
    renderApp('/kom-igang/information')
    expect(((await screen.findByLabelText('Ditt namn')) as HTMLInputElement).value).toBe('Anna')
    expect((screen.getByLabelText('Datum och tid') as HTMLInputElement).value).toMatch(
      /^\d{4}-\d{2}-\d{2}T15:00$/,
    )
  })

  it('never lets the languages drop below one', async () => {
    renderApp('/kom-igang/sprak')
    await userEvent.click(await screen.findByRole('radio', { name: /Välj språk/ }))
    const list = screen.getByRole('list', { name: 'Sidans språk' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(2)
    await userEvent.click(screen.getByRole('button', { name: 'Ta bort Engelska' }))
    // One language left: the wizard is back on that language only, and nothing can remove it.
    expect(readWizardData().languages).toEqual([{ languageCode: 'sv' }])
    expect((screen.getByRole('radio', { name: /Bara svenska/ }) as HTMLInputElement).checked).toBe(true)
  })

  it('moves on with Nästa and back with Tillbaka', async () => {
    const { router } = renderApp('/kom-igang/sprak')
    await userEvent.click(await screen.findByRole('button', { name: 'Nästa' }))
    await screen.findByRole('group', { name: 'Klädkod' })
    expect(router.state.location.pathname).toBe('/kom-igang/innehall')
    await userEvent.click(screen.getByRole('radio', { name: /^Smoking/ }))
    expect(readWizardData().dressCode).toBe('BLACK_TIE')
    await userEvent.click(screen.getByRole('link', { name: 'Tillbaka' }))
    await screen.findByRole('heading', { name: 'Vilka språk ska sidan ha?' })
    expect(router.state.location.pathname).toBe('/kom-igang/sprak')
  })
})
