// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import type { ModuleOf } from '#domain/modules/registry.ts'
import { makeRsvp, NAME as name, singleSelect } from '#domain/testing/fixtures.ts'
import { SiteProvider } from '#web/site/site-context.tsx'
import { makePublicSite } from '#web/site/test-inputs.ts'
import { writeSentAnswer } from '../guest-forms/sent-answers.ts'
import { postKeyApi, renderOnSite, setUpGuestFormTests } from '../guest-forms/test-view.tsx'
import { RsvpView, rsvpForm } from './View.tsx'

const attend = singleSelect('attend', { sv: 'Kommer du?' }, { yes: { sv: 'Ja' }, no: { sv: 'Nej' } })

const rsvpModule = (o: Partial<ModuleOf<'Rsvp'>> = {}) =>
  makeRsvp({
    maxNumberOfGuests: 1,
    openFormForOneGuest: true,
    oneGuestRsvpButton: { sv: 'Svara här' },
    form: { formElements: [name, attend] },
    ...o,
  })

const guestApi = () =>
  postKeyApi({ key: '/api/rsvps/post-key', post: '/api/rsvps/site-1/v4/', prefix: 'key' })

const render = (module: ModuleOf<'Rsvp'>, editMode = false) =>
  renderOnSite(<RsvpView module={module} language="sv" />, { editMode })

setUpGuestFormTests()

describe('an RSVP with its one guest form at once (openFormForOneGuest)', () => {
  test('shows the form without the one-guest button, and fetches its key', async () => {
    const api = guestApi()
    render(rsvpModule())
    const guest = await screen.findByRole('group', { name: 'Gäst 1' })
    expect(within(guest).getByRole('textbox', { name: 'Namn' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Svara här' })).toBeNull()
    expect(screen.queryByRole('group', { name: 'Gäst 2' })).toBeNull()
    await waitFor(() => expect(api.of('GET', '/api/rsvps/post-key')).toHaveLength(1))
  })

  test('is the button as before when the option is off or unset', async () => {
    guestApi()
    for (const openFormForOneGuest of [false, undefined]) {
      const { unmount } = render(rsvpModule({ openFormForOneGuest }))
      expect(screen.getByRole('button', { name: 'Svara här' })).toBeTruthy()
      await new Promise((resolve) => setTimeout(resolve, 20))
      expect(screen.queryByRole('group', { name: 'Gäst 1' })).toBeNull()
      unmount()
    }
  })

  test('is the count question as before when more guests may answer', async () => {
    guestApi()
    render(rsvpModule({ maxNumberOfGuests: 2 }))
    expect(screen.getByRole('group', { name: 'Hur många gäster vill du anmäla?' })).toBeTruthy()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(screen.queryByRole('group', { name: 'Gäst 1' })).toBeNull()
  })

  test('is not there past the last day, which the page says instead', async () => {
    guestApi()
    render(rsvpModule({ lastAnswerDate: '2020-01-01' }))
    expect(screen.getByText(/Sista dagen att svara var/)).toBeTruthy()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(screen.queryByRole('group', { name: 'Gäst 1' })).toBeNull()
  })

  test('shows in the editor as guests will see it', async () => {
    guestApi()
    render(rsvpModule(), true)
    expect(await screen.findByRole('group', { name: 'Gäst 1' })).toBeTruthy()
  })

  test('a guest who has answered finds the answer, and the form again to change it', async () => {
    guestApi()
    writeSentAnswer('site-1', 'rsvp-1', {
      token: 't',
      groupIdentifier: 'g',
      count: 1,
      guests: [{ name: 'Anna', attend: 'yes' }],
      sentAt: '2027-01-01T10:00:00Z',
    })
    render(rsvpModule())
    expect(await screen.findByText('Du har svarat')).toBeTruthy()
    expect(screen.queryByRole('group', { name: 'Gäst 1' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Ändra mitt svar' }))
    const guest = await screen.findByRole('group', { name: 'Gäst 1' })
    expect((within(guest).getByRole('textbox', { name: 'Namn' }) as HTMLInputElement).value).toBe('Anna')
  })

  test('the server renders it open with the key it issued, so it posts without a script', async () => {
    await rsvpForm.preload()
    const module = rsvpModule()
    const html = renderToString(
      <SiteProvider
        value={{
          site: makePublicSite({ siteModules: [module] }),
          language: 'sv',
          uiLanguage: 'sv',
          editMode: false,
          openForm: { moduleId: module.id, count: 1, postKey: 'served-key', groupIdentifier: 'served-group' },
        }}
      >
        <RsvpView module={module} language="sv" />
      </SiteProvider>,
    )
    expect(html).toMatch(/<form[^>]*method="post"/)
    expect(html).toContain('<input type="hidden" name="postKey" value="served-key"/>')
    expect(html).toContain('name="g0.name"')
    expect(html).not.toContain('Svara här')
    expect(html).not.toContain('name="svara"')
  })
})
