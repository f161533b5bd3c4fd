// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { errorResponse, resetAppBetweenTests, stubApi } from '#web/app/test-app.tsx'
import { MailBlock } from './MailBlock.tsx'
import { moreSite, renderMore } from './test-render.tsx'

resetAppBetweenTests()

const block = () => screen.getByRole('region', { name: 'Mejl till och från gästerna' })
const saved = { replyTo: null, rsvpToOwner: true, rsvpOwnerAddress: null, ownerMail: 'anna@example.se' }

describe('MailBlock (issue 31)', () => {
  it('shows the account address as the default, and saves an empty field as the default', async () => {
    const calls = stubApi({
      'GET /api/sites/s1/mail-settings': () => ({ status: 200, body: { mailSettings: saved } }),
      'PUT /api/sites/s1/mail-settings': (body) => ({
        status: 200,
        body: { mailSettings: { ...saved, ...(body as object) } },
      }),
    })
    const { user } = renderMore(<MailBlock />)
    const replyTo = (await within(block()).findByLabelText('Gästernas svar går till')) as HTMLInputElement
    expect(replyTo.placeholder).toBe('anna@example.se')
    expect(within(block()).getAllByText('Tomt: ditt kontos adress, anna@example.se.')).toHaveLength(2)
    const save = within(block()).getByRole('button', { name: 'Spara mejlinställningar' }) as HTMLButtonElement
    expect(save.disabled).toBe(true)
    await user.click(within(block()).getByRole('checkbox', { name: 'Mejla mig när någon svarar på OSA:n' }))
    expect(within(block()).queryByLabelText('OSA-mejlen går till')).toBeNull()
    await user.type(replyTo, 'vi@example.se')
    await user.click(save)
    expect(await within(block()).findByText('Mejlinställningarna är sparade')).toBeTruthy()
    expect(calls.at(-1)?.body).toEqual({
      replyTo: 'vi@example.se',
      rsvpToOwner: false,
      rsvpOwnerAddress: null,
    })
  })

  it('shows the server’s message when an address is refused', async () => {
    stubApi({
      'GET /api/sites/s1/mail-settings': () => ({ status: 200, body: { mailSettings: saved } }),
      'PUT /api/sites/s1/mail-settings': () => ({
        status: 400,
        body: errorResponse('Ogiltig förfrågan – rsvpOwnerAddress: Ogiltig e-postadress', 'Bad Request'),
      }),
    })
    const { user } = renderMore(<MailBlock />)
    const address = await within(block()).findByLabelText('OSA-mejlen går till')
    await user.type(address, 'osa@example.se')
    await user.click(within(block()).getByRole('button', { name: 'Spara mejlinställningar' }))
    expect(await within(block()).findByText('Misslyckades att spara mejlinställningarna')).toBeTruthy()
  })

  it('asks for a saved site in quick start', () => {
    renderMore(<MailBlock />, moreSite({ quickStart: true }))
    expect(within(block()).getByText('Spara sidan först för att kunna välja vart mejlen går.')).toBeTruthy()
  })
})
