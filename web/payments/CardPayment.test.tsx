// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { addressSite } from '#web/addresses/test-kit.ts'
import { errorResponse, renderApp, resetAppBetweenTests, stubOwnerApi } from '#web/app/test-app.tsx'

resetAppBetweenTests()

const slow = { timeout: 5000 }
const START = 'POST /api/sites/s1/payment/stripe'
const started = {
  client_secret: 'pi_sim_1_secret_x',
  reference: 'ref1',
  stripe_public_key: 'pk',
  simulated: true,
}

/** The subdomain page's buy button opens the payment dialog; "Kort" is chosen in it. */
async function chooseCard(handlers: Parameters<typeof stubOwnerApi>[1]) {
  const calls = stubOwnerApi(addressSite(), {
    'GET /api/sites/s1/host/subdomain-available/anna': () => ({ status: 200, body: { available: true } }),
    ...handlers,
  })
  const user = userEvent.setup()
  renderApp('/redigera/s1/valj-adress/subdoman/')
  await user.type(await screen.findByLabelText('Önskad adress', {}, slow), 'anna')
  await user.click(await screen.findByRole('button', { name: 'Köp anna.brollopssida.se' }, slow))
  const dialog = await screen.findByRole('dialog', { name: 'Betalning' }, slow)
  await user.click(within(dialog).getByRole('button', { name: 'Kort' }))
  return { calls, dialog, user }
}

// Choosing "Kort" starts a card payment (an intent, and a hold on the name); the app runs in
// StrictMode, whose second effect run started a second payment, which the server refused with 409.
describe('card payment in the payment dialog', () => {
  it('starts one card payment however often its effect runs, and shows its form', async () => {
    const { calls, dialog } = await chooseCard({ [START]: () => ({ status: 200, body: started }) })
    expect(await within(dialog).findByLabelText('Kortnummer', {}, slow)).toBeTruthy()
    expect(calls.filter((c) => `${c.method} ${c.path}` === START)).toHaveLength(1)
  })

  it('shows the server’s words for a payment already in progress (409), and can try again', async () => {
    let answer: { status: number; body: unknown } = {
      status: 409,
      body: errorResponse(
        'Någon håller just nu på att köpa anna.brollopssida.se. Välj en annan adress, eller försök igen om en kvart om köpet inte blev av.',
        'Held',
      ),
    }
    const { calls, dialog, user } = await chooseCard({ [START]: () => answer })
    const alert = await within(dialog).findByRole('alert', {}, slow)
    expect(alert.textContent).toContain('Någon håller just nu på att köpa anna.brollopssida.se.')
    expect(alert.textContent).not.toContain('Misslyckades att starta kortbetalningen')
    expect(calls.filter((c) => `${c.method} ${c.path}` === START)).toHaveLength(1)
    answer = { status: 200, body: started }
    await user.click(within(alert).getByRole('button', { name: 'Försök igen' }))
    expect(await within(dialog).findByLabelText('Kortnummer', {}, slow)).toBeTruthy()
    expect(calls.filter((c) => `${c.method} ${c.path}` === START)).toHaveLength(2)
  })

  it('keeps the generic title over the server’s words for other failures', async () => {
    const { dialog } = await chooseCard({
      [START]: () => ({ status: 503, body: errorResponse('Kortbetalningar går inte just nu.', 'Down') }),
    })
    const alert = await within(dialog).findByRole('alert', {}, slow)
    expect(alert.textContent).toContain('Misslyckades att starta kortbetalningen')
    expect(alert.textContent).toContain('Kortbetalningar går inte just nu.')
  })
})
