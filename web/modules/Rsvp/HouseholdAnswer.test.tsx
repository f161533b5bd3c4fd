// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { beforeAll, describe, expect, test, vi } from 'vitest'
import { makeRsvp, NAME, singleSelect } from '#domain/testing/fixtures.ts'
import { PublicApp } from '#web/site/PublicApp.tsx'
import type { PublicPageInput } from '#web/site/page-input.ts'
import { renderPublicDocument } from '#web/site/render-server.tsx'
import { makeSiteInput } from '#web/site/test-inputs.ts'
import { writeSentAnswer } from '../guest-forms/sent-answers.ts'
import { postKeyApi, setUpGuestFormTests } from '../guest-forms/test-view.tsx'
import { rsvpModule } from './index.ts'

// Testing Library sets this for its own render; this file drives hydrateRoot directly.
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

const attend = singleSelect('attend', { sv: 'Kommer du?' }, { yes: { sv: 'Ja' }, no: { sv: 'Nej' } })
const rsvp = makeRsvp({ id: 'osa', maxNumberOfGuests: 5, form: { formElements: [NAME, attend] } })
const GROUP = 'group-of-the-other-phone'

/** A household's personal page (issue 30) as the server renders it once the household has answered. */
const personalPage = () => {
  const input = makeSiteInput({}, { siteModules: [rsvp] })
  input.invitation = {
    code: 'A'.repeat(22),
    household: {
      name: 'Familjen Ek',
      members: [{ name: 'Eva Ek' }, { name: 'Olle Ek' }],
      guestLimit: 2,
      answeredAt: '2027-01-01T10:00:00.000Z',
      answers: [
        {
          formId: 'osa',
          groupIdentifier: GROUP,
          guests: [
            { name: 'Eva Ek', attend: 'yes' },
            { name: 'Olle Ek', attend: 'no' },
          ],
          answeredAt: '2027-01-01T10:00:00.000Z',
        },
      ],
    },
  }
  const html = renderPublicDocument(input)
  // The server has no storage; here the render's early form left a draft in jsdom's.
  sessionStorage.clear()
  return html
}

async function hydrate(html: string) {
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
  expect(recoverable).not.toHaveBeenCalled()
  expect(consoleError).not.toHaveBeenCalled()
  consoleError.mockRestore()
}

setUpGuestFormTests()
// As the server does before its first page (server/ssr/render.ts).
beforeAll(() => rsvpModule.loadGuestCode?.())

describe('a personal page whose household has answered (issue 30)', () => {
  test('is served with the answer, and the script takes it over as it is, without the count question', async () => {
    const html = personalPage()
    expect(html).toContain('Ni har svarat')
    expect(html).not.toContain('Hur många gäster vill du anmäla?')
    await hydrate(html)
    expect(screen.getByRole('heading', { name: 'Ni har svarat' })).toBeTruthy()
    expect(screen.queryByText('Hur många gäster vill du anmäla?')).toBeNull()
    // Another phone's answer: no private link here.
    expect(screen.queryByText(/Din privata länk/)).toBeNull()
  })

  test("with the script, 'Ändra mitt svar' opens the form here, filled in with the answer", async () => {
    postKeyApi({ key: '/api/rsvps/post-key', post: '/api/rsvps/site-1/v4/', prefix: 'key' })
    await hydrate(personalPage())
    const before = location.href
    await userEvent.click(screen.getByRole('button', { name: 'Ändra mitt svar' }))
    const second = await screen.findByRole('group', { name: 'Gäst 2' })
    expect(second.querySelector<HTMLInputElement>('input[value="Olle Ek"]')).toBeTruthy()
    expect(second.querySelector<HTMLInputElement>('input[value="no"]')?.checked).toBe(true)
    expect(location.href).toBe(before)
  })

  test("shows this browser's own answer with its private link when it sent the household's", async () => {
    writeSentAnswer('site-1', 'osa', {
      token: 't'.repeat(36),
      groupIdentifier: GROUP,
      count: 2,
      guests: [
        { name: 'Eva Ek', attend: 'yes' },
        { name: 'Olle Ek', attend: 'no' },
      ],
      sentAt: '2027-01-01T10:00:00.000Z',
    })
    await hydrate(personalPage())
    await waitFor(() => expect(document.body.innerHTML).toContain(`svar=${'t'.repeat(36)}`))
    expect(screen.getByRole('heading', { name: 'Ni har svarat' })).toBeTruthy()
  })
})
