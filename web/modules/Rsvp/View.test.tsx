// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import type { ModuleOf } from '#domain/modules/registry.ts'
import { ALLERGIES as allergies, makeRsvp, NAME as name, singleSelect } from '#domain/testing/fixtures.ts'
import { draftKey } from '../guest-forms/drafts.ts'
import { errorBody, fakeApi } from '../guest-forms/test-api.ts'
import { postKeyApi, renderOnSite, setUpGuestFormTests } from '../guest-forms/test-view.tsx'
import { POST_KEY_TIMING } from '../guest-forms/use-guest-submission.ts'
import { RsvpView } from './View.tsx'

// The usual RSVP questions, with a shorter no.
const attend = singleSelect(
  'attend',
  { sv: 'Kommer du?', en: 'Are you coming?' },
  { yes: { sv: 'Ja', en: 'Yes' }, no: { sv: 'Nej', en: 'No' } },
)

const rsvpModule = (o: Partial<ModuleOf<'Rsvp'>> = {}) =>
  makeRsvp({ maxNumberOfGuests: 3, form: { formElements: [name, attend, allergies] }, ...o })

const renderRsvp = (module = rsvpModule(), options: { language?: string; editMode?: boolean } = {}) =>
  renderOnSite(<RsvpView module={module} language={options.language ?? 'sv'} />, options)

const guestApi = (post?: Parameters<typeof postKeyApi>[1]) =>
  postKeyApi({ key: '/api/rsvps/post-key', post: '/api/rsvps/site-1/v4/', prefix: 'key' }, post)

const guest = (n: number) => screen.findByRole('group', { name: `Gäst ${n}` })

async function fillGuest(n: number, who: string, coming: 'Ja' | 'Nej') {
  const g = await guest(n)
  await userEvent.type(within(g).getByRole('textbox', { name: 'Namn' }), who)
  await userEvent.click(within(g).getByRole('radio', { name: coming }))
}

/** One guest, Anna, answers Nej and sends; resolves with the dialog that answers (by its title, if given). */
async function sendOneGuest(title?: string) {
  await userEvent.click(screen.getByRole('button', { name: '1' }))
  await fillGuest(1, 'Anna', 'Nej')
  await userEvent.click(screen.getByRole('button', { name: 'Skicka' }))
  return screen.findByRole('dialog', title === undefined ? {} : { name: title })
}

setUpGuestFormTests()

describe('RsvpView', () => {
  test('one button when at most one guest may answer, with the owner label', async () => {
    guestApi()
    renderRsvp(rsvpModule({ maxNumberOfGuests: 1, oneGuestRsvpButton: { sv: 'Svara' } }))
    const button = screen.getByRole('button', { name: 'Svara' })
    await userEvent.click(button)
    expect(button.getAttribute('aria-pressed')).toBe('true')
    expect(await guest(1)).toBeTruthy()
    expect(screen.queryByRole('group', { name: 'Gäst 2' })).toBeNull()
  })

  test('picking a count fetches a post key, then shows a titled form per guest', async () => {
    const api = guestApi()
    renderRsvp()
    const group = screen.getByRole('group', { name: 'Hur många gäster vill du anmäla?' })
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '3'])
    await userEvent.click(screen.getByRole('button', { name: '2' }))
    expect(screen.getByRole('button', { name: '2' }).getAttribute('aria-pressed')).toBe('true')
    expect(await guest(1)).toBeTruthy()
    expect(await guest(2)).toBeTruthy()
    expect(api.of('GET', '/api/rsvps/post-key')).toHaveLength(1)
    // The key is for this site: the server refuses it on another site's answers.
    expect(api.of('GET', '/api/rsvps/post-key')[0]?.url).toBe('/api/rsvps/post-key?siteId=site-1')
    expect(screen.getByRole('button', { name: 'Skicka' })).toBeTruthy()
  })

  test('the owner titles the guests: {n} replaced, or the number appended', async () => {
    guestApi()
    const { unmount } = renderRsvp(rsvpModule({ guestIndexTitle: { sv: 'Person nr {n}' } }))
    await userEvent.click(screen.getByRole('button', { name: '2' }))
    expect(await screen.findByRole('group', { name: 'Person nr 2' })).toBeTruthy()
    unmount()
    renderRsvp(rsvpModule({ guestIndexTitle: { sv: 'Sällskap' } }))
    await userEvent.click(screen.getByRole('button', { name: '1' }))
    expect(await screen.findByRole('group', { name: 'Sällskap 1' })).toBeTruthy()
  })

  test('a conditional question shows per guest only while its answer is chosen', async () => {
    guestApi()
    renderRsvp()
    await userEvent.click(screen.getByRole('button', { name: '2' }))
    const [first, second] = [await guest(1), await guest(2)]
    expect(within(first).queryByRole('textbox', { name: /Allergier/ })).toBeNull()
    await userEvent.click(within(first).getByRole('radio', { name: 'Ja' }))
    expect(within(first).getByRole('textbox', { name: /Allergier/ })).toBeTruthy()
    expect(within(second).queryByRole('textbox', { name: /Allergier/ })).toBeNull()
    await userEvent.click(within(second).getByRole('radio', { name: 'Nej' }))
    expect(within(second).queryByRole('textbox', { name: /Allergier/ })).toBeNull()
    await userEvent.click(within(first).getByRole('radio', { name: 'Nej' }))
    expect(within(first).queryByRole('textbox', { name: /Allergier/ })).toBeNull()
  })

  test('radio groups are fieldsets named by their question; optional fields say so', async () => {
    guestApi()
    renderRsvp()
    await userEvent.click(screen.getByRole('button', { name: '1' }))
    const g = await guest(1)
    expect(within(g).getByRole('group', { name: 'Kommer du?' })).toBeTruthy()
    await userEvent.click(within(g).getByRole('radio', { name: 'Ja' }))
    expect(within(g).getByRole('textbox', { name: 'Allergier (valfritt)' })).toBeTruthy()
    expect(within(g).getByRole('textbox', { name: 'Namn' }).hasAttribute('required')).toBe(true)
  })

  test('changing the count keeps the guests already entered', async () => {
    guestApi()
    renderRsvp()
    await userEvent.click(screen.getByRole('button', { name: '2' }))
    await fillGuest(2, 'Bo', 'Nej')
    await userEvent.click(screen.getByRole('button', { name: '1' }))
    expect(screen.queryByRole('group', { name: 'Gäst 2' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: '3' }))
    const second = await guest(2)
    expect((within(second).getByRole('textbox', { name: 'Namn' }) as HTMLInputElement).value).toBe('Bo')
    expect((within(second).getByRole('radio', { name: 'Nej' }) as HTMLInputElement).checked).toBe(true)
    expect(await guest(3)).toBeTruthy()
  })

  test('validation: each invalid field says why under it, focus goes there, nothing is sent', async () => {
    const api = guestApi()
    renderRsvp()
    await userEvent.click(screen.getByRole('button', { name: '2' }))
    await fillGuest(1, 'Anna', 'Ja')
    await userEvent.type(within(await guest(2)).getByRole('textbox', { name: 'Namn' }), '   ')
    await userEvent.click(screen.getByRole('button', { name: 'Skicka' }))

    const second = await guest(2)
    const nameField = within(second).getByRole('textbox', { name: 'Namn' })
    expect(nameField.getAttribute('aria-invalid')).toBe('true')
    const nameError = document.getElementById(nameField.getAttribute('aria-describedby') ?? '')
    expect(nameError?.textContent).toBe('Fyll i det här fältet.')
    expect(nameError?.getAttribute('role')).toBe('alert')
    const question = within(second).getByRole('group', { name: 'Kommer du?' })
    const choiceError = document.getElementById(question.getAttribute('aria-describedby') ?? '')
    expect(choiceError?.textContent).toBe('Välj ett av svaren.')
    expect(within(await guest(1)).queryAllByRole('alert')).toHaveLength(0)
    expect(document.activeElement).toBe(nameField)
    expect(api.of('POST', '/api/rsvps')).toHaveLength(0)

    await userEvent.type(nameField, 'Bo')
    expect(nameField.getAttribute('aria-invalid')).toBeNull()
    expect(within(second).getAllByRole('alert')).toHaveLength(1)
  })

  test('SUCCESS: the answers go as the server reads them, the confirmation shows, the list is cleared', async () => {
    const api = guestApi()
    renderRsvp()
    await userEvent.click(screen.getByRole('button', { name: '2' }))
    await fillGuest(1, 'Anna', 'Ja')
    await userEvent.type(within(await guest(1)).getByRole('textbox', { name: /Allergier/ }), 'Nötter')
    await fillGuest(2, 'Bo', 'Nej')
    await userEvent.click(screen.getByRole('button', { name: 'Skicka' }))

    const dialog = await screen.findByRole('dialog', { name: 'Tack!' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(within(dialog).getByText('Tack för att du OSA, vi har tagit emot dina uppgifter.')).toBeTruthy()

    const [post] = api.of('POST', '/api/rsvps/site-1/v4/')
    expect(post?.body).toMatchObject({
      language: 'sv',
      postKey: 'key-1',
      formId: 'rsvp-1',
      formTitle: 'OSA',
      website: '',
      groupIdentifier: expect.any(String),
    })
    const guests = (post?.body as { guests: { formElements: unknown[] }[] } | undefined)?.guests ?? []
    expect(guests).toHaveLength(2)
    expect(guests[0]?.formElements).toEqual([
      { formElement: name, value: 'Anna', selectedOption: null },
      { formElement: attend, value: '', selectedOption: { id: 'yes', text: { sv: 'Ja', en: 'Yes' } } },
      { formElement: allergies, value: 'Nötter', selectedOption: null },
    ])
    // The hidden conditional question goes empty.
    expect(guests[1]?.formElements[2]).toEqual({ formElement: allergies, value: '', selectedOption: null })

    expect(screen.queryByRole('group', { name: 'Gäst 1' })).toBeNull()
    expect(sessionStorage.getItem(draftKey('site-1', 'rsvp-1'))).toBeNull()
    // The private link to the answer is in the confirmation (issue 21).
    const token = (post?.body as { answerToken?: string } | undefined)?.answerToken ?? ''
    expect(token.length).toBeGreaterThanOrEqual(16)
    expect(within(dialog).getByRole('link').getAttribute('href')).toBe(
      `http://localhost:3000/sv?svar=${token}#rsvp-1`,
    )

    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    // The browser remembers it: the module says so, with the answers and the way to change them.
    const answered = screen.getByRole('region', { name: 'Du har svarat' })
    expect(answered.textContent).toContain('Namn:Anna')
    expect(answered.textContent).toContain('Allergier:Nötter')
    expect(answered.textContent).toContain('Kommer du?Nej')
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Ändra mitt svar'))
  })

  test('coming back: "you have answered", and a change goes with the same group and token', async () => {
    const api = guestApi()
    const first = renderRsvp()
    await userEvent.click(within(await sendOneGuest()).getByRole('button', { name: 'OK' }))
    first.unmount()

    renderRsvp()
    const answered = await screen.findByRole('region', { name: 'Du har svarat' })
    expect(screen.queryByRole('group', { name: /Hur många/ })).toBeNull()
    await userEvent.click(within(answered).getByRole('button', { name: 'Ändra mitt svar' }))
    const g = await guest(1)
    expect((within(g).getByRole('textbox', { name: 'Namn' }) as HTMLInputElement).value).toBe('Anna')
    await userEvent.click(within(g).getByRole('radio', { name: 'Ja' }))
    await userEvent.click(screen.getByRole('button', { name: 'Skicka' }))
    await screen.findByRole('dialog', { name: 'Tack!' })
    const [a, b] = api
      .of('POST', '/api/rsvps')
      .map((p) => p.body as { groupIdentifier: string; answerToken: string })
    expect(b?.groupIdentifier).toBe(a?.groupIdentifier)
    expect(b?.answerToken).toBe(a?.answerToken)
    await userEvent.click(screen.getByRole('button', { name: 'OK' }))
    expect(screen.getByRole('region', { name: 'Du har svarat' }).textContent).toContain('Kommer du?Ja')
  })

  test('a private link opens the answer on another device; after the last day the form says so', async () => {
    fakeApi({
      'GET /api/rsvps/site-1/answers/token-from-the-link-1234': () => ({
        json: {
          formId: 'rsvp-1',
          groupIdentifier: 'g-1',
          language: 'sv',
          guests: [{ name: 'Bo', attend: 'yes' }],
          createdAt: '2027-05-01T10:00:00.000Z',
          changedAt: null,
        },
      }),
    })
    window.history.replaceState(null, '', '/sv?svar=token-from-the-link-1234')
    const view = renderRsvp()
    const answered = await screen.findByRole('region', { name: 'Du har svarat' })
    expect(answered.textContent).toContain('Namn:Bo')
    view.unmount()
    window.history.replaceState(null, '', '/')

    localStorage.clear()
    renderRsvp(rsvpModule({ lastAnswerDate: '2020-01-31' }))
    expect(
      screen.getByText('Sista dagen att svara var 31 januari 2020. Svar tas inte längre emot.'),
    ).toBeTruthy()
    expect(screen.queryByRole('group', { name: /Hur många/ })).toBeNull()
  })

  test('SUCCESS with the owner confirmation texts', async () => {
    guestApi()
    renderRsvp(
      rsvpModule({
        form: { formElements: [name] },
        confirmationTitle: { sv: 'Hurra!' },
        confirmationText: { sv: 'Vi ses!' },
        sendButton: { sv: 'Skicka svar' },
      }),
    )
    await userEvent.click(screen.getByRole('button', { name: '1' }))
    await userEvent.type(within(await guest(1)).getByRole('textbox', { name: 'Namn' }), 'Anna')
    await userEvent.click(screen.getByRole('button', { name: 'Skicka svar' }))
    const dialog = await screen.findByRole('dialog', { name: 'Hurra!' })
    expect(within(dialog).getByText('Vi ses!')).toBeTruthy()
  })

  test('SPAM: the robot message; the answers stay and a fresh key is fetched', async () => {
    const api = guestApi(() => ({ json: { invertedSuccess: true } }))
    renderRsvp()
    const dialog = await sendOneGuest('Något gick fel')
    expect(
      within(dialog).getByText(
        'Tyvärr identifierade vi dig som en robot. Fyll i formuläret igen och vänta några sekunder innan du trycker på skicka.',
      ),
    ).toBeTruthy()
    await waitFor(() => expect(api.of('GET', '/api/rsvps/post-key')).toHaveLength(2))
    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect((within(await guest(1)).getByRole('textbox', { name: 'Namn' }) as HTMLInputElement).value).toBe(
      'Anna',
    )
  })

  test('EDIT_MODE: the preview notice, no key and nothing sent', async () => {
    const api = guestApi()
    renderRsvp(undefined, { editMode: true })
    const dialog = await sendOneGuest('Förhandsgranskning')
    expect(
      within(dialog).getByText(
        'Du kan inte skicka in formuläret från granska-läget. För att testa formuläret gå till sidans publika adress (samma som gästerna besöker).',
      ),
    ).toBeTruthy()
    expect(api.calls).toHaveLength(0)
  })

  test('a failed send keeps every answer, shows the server message, and the next try gets through', async () => {
    let fail = true
    const api = guestApi(() =>
      fail ? { status: 500, json: errorBody('The database is down') } : { json: { invertedSuccess: false } },
    )
    renderRsvp()
    await userEvent.click(screen.getByRole('button', { name: '2' }))
    await fillGuest(1, 'Anna', 'Ja')
    await fillGuest(2, 'Bo', 'Nej')
    await userEvent.click(screen.getByRole('button', { name: 'Skicka' }))

    const alert = await screen.findByText('Misslyckades att skicka OSA')
    expect(alert.closest('[role="alert"]')?.textContent).toContain('sv: The database is down')
    expect((within(await guest(2)).getByRole('textbox', { name: 'Namn' }) as HTMLInputElement).value).toBe(
      'Bo',
    )
    expect((within(await guest(1)).getByRole('radio', { name: 'Ja' }) as HTMLInputElement).checked).toBe(true)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(JSON.parse(sessionStorage.getItem(draftKey('site-1', 'rsvp-1')) ?? '{}')).toMatchObject({
      count: 2,
      guests: [
        { name: 'Anna', attend: 'yes' },
        { name: 'Bo', attend: 'no' },
      ],
      groupIdentifier: (api.of('POST', '/api/rsvps')[0]?.body as { groupIdentifier?: string } | undefined)
        ?.groupIdentifier,
    })

    // The key may have been used: the next send goes with a new one.
    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Skicka' }))
    expect(await screen.findByRole('dialog', { name: 'Tack!' })).toBeTruthy()
    const posts = api.of('POST', '/api/rsvps')
    expect(posts.map((p) => (p.body as { postKey: string }).postKey)).toEqual(['key-1', 'key-2'])
    // One answer, one id across its retries, so the server stores it once if the first got through.
    const ids = posts.map((p) => (p.body as { groupIdentifier: string }).groupIdentifier)
    expect(ids[0]).toBeTruthy()
    expect(ids[1]).toBe(ids[0])
  })

  test('a network failure: the answers are kept, said in the page language, and try again sends them', async () => {
    let offline = true
    const api = guestApi(() => {
      if (offline) throw new TypeError('Failed to fetch')
      return { json: { invertedSuccess: false } }
    })
    renderRsvp(rsvpModule({ maxNumberOfGuests: 1 }), { language: 'en' })
    await userEvent.click(screen.getByRole('button', { name: /.+/ }))
    const name = await screen.findByRole('textbox', { name: 'Name' })
    await userEvent.type(name, 'Ida')
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }))
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))

    const alert = (await screen.findByText('Failed to send RSVP')).closest('[role="alert"]')
    expect(alert?.textContent).toContain('What you filled in is kept')
    expect(alert?.textContent).not.toContain('Failed to fetch')
    expect((name as HTMLInputElement).value).toBe('Ida')
    offline = false
    await userEvent.click(within(alert as HTMLElement).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('dialog', { name: 'Thank you!' })).toBeTruthy()
    expect(api.of('POST', '/api/rsvps')).toHaveLength(2)
  })

  test('a 400 with fields marks the fields the server refused', async () => {
    guestApi(() => ({
      status: 400,
      json: errorBody('The answers could not be accepted – name: answer missing', {
        'guests.1.name': 'svar saknas',
      }),
    }))
    renderRsvp()
    await userEvent.click(screen.getByRole('button', { name: '2' }))
    await fillGuest(1, 'Anna', 'Nej')
    await fillGuest(2, 'Bo', 'Nej')
    await userEvent.click(screen.getByRole('button', { name: 'Skicka' }))
    expect(await screen.findByText('Misslyckades att skicka OSA')).toBeTruthy()
    const field = within(await guest(2)).getByRole('textbox', { name: 'Namn' })
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Svaret togs inte emot, kontrollera det.',
    )
  })

  test('the key fails to load: the message, and a retry that brings the form', async () => {
    let fail = true
    fakeApi({
      'GET /api/rsvps/post-key': () =>
        fail ? { status: 503, json: errorBody('Try again later') } : { json: { key: 'key-9' } },
    })
    renderRsvp()
    await userEvent.click(screen.getByRole('button', { name: '1' }))
    const alert = (await screen.findByText('Misslyckades att ladda OSA-formuläret')).closest('[role="alert"]')
    expect(alert?.textContent).toContain('sv: Try again later')
    fail = false
    await userEvent.click(screen.getByRole('button', { name: 'Försök igen' }))
    expect(await guest(1)).toBeTruthy()
  })

  test('a very fast guest: the send waits until the key is old enough', async () => {
    POST_KEY_TIMING.minAgeMs = 400
    const api = guestApi()
    renderRsvp(rsvpModule({ form: { formElements: [] } }))
    await userEvent.click(screen.getByRole('button', { name: '1' }))
    await guest(1)
    await userEvent.click(screen.getByRole('button', { name: 'Skicka' }))
    expect(await screen.findByRole('dialog', { name: 'Tack!' }, { timeout: 10_000 })).toBeTruthy()
    const [get] = api.of('GET', '/api/rsvps/post-key')
    const [post] = api.of('POST', '/api/rsvps')
    expect((post?.at ?? 0) - (get?.at ?? 0)).toBeGreaterThanOrEqual(400)
  })

  test('while sending: an overlay with a spinner, the form busy, the focus kept, one send only', async () => {
    let answer: (value: { json: unknown }) => void = () => {}
    const pending = new Promise<{ json: unknown }>((resolve) => {
      answer = resolve
    })
    const api = fakeApi({
      'GET /api/rsvps/post-key': () => ({ json: { key: 'key-1' } }),
      'POST /api/rsvps/site-1/v4/': () => pending,
    })
    renderRsvp(rsvpModule({ form: { formElements: [name] } }))
    await userEvent.click(screen.getByRole('button', { name: '1' }))
    await userEvent.type(within(await guest(1)).getByRole('textbox', { name: 'Namn' }), 'Anna{Enter}')
    const status = await screen.findByText('Skickar…')
    expect(status.closest('[role="status"]')).toBeTruthy()
    const form = document.querySelector('form[method="post"]')
    expect(form?.getAttribute('aria-busy')).toBe('true')
    expect(document.activeElement).toBe(within(await guest(1)).getByRole('textbox', { name: 'Namn' }))
    await userEvent.keyboard('{Enter}')
    expect(api.of('POST', '/api/rsvps')).toHaveLength(1)
    await act(async () => answer({ json: { invertedSuccess: false } }))
    expect(await screen.findByRole('dialog', { name: 'Tack!' })).toBeTruthy()
    expect(screen.queryByText('Skickar…')).toBeNull()
  })

  test('a hidden honeypot field named website, out of reach', async () => {
    guestApi()
    renderRsvp()
    await userEvent.click(screen.getByRole('button', { name: '1' }))
    await guest(1)
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]')
    expect(trap?.tabIndex).toBe(-1)
    expect(trap?.getAttribute('autocomplete')).toBe('off')
    expect(trap?.closest('[aria-hidden="true"]')).toBeTruthy()
  })

  test('answers typed before a reload come back', async () => {
    guestApi()
    sessionStorage.setItem(
      draftKey('site-1', 'rsvp-1'),
      JSON.stringify({
        count: 2,
        guests: [{ name: 'Anna', attend: 'yes', allergies: 'Gluten' }, { name: 'Bo' }],
      }),
    )
    renderRsvp()
    const first = await guest(1)
    expect((within(first).getByRole('textbox', { name: /Allergier/ }) as HTMLInputElement).value).toBe(
      'Gluten',
    )
    expect((within(await guest(2)).getByRole('textbox', { name: 'Namn' }) as HTMLInputElement).value).toBe(
      'Bo',
    )
    expect(screen.getByRole('button', { name: '2' }).getAttribute('aria-pressed')).toBe('true')
  })

  test('texts in the site language when it is sv, en or da, else English', async () => {
    guestApi()
    const { unmount } = renderRsvp(undefined, { language: 'en' })
    await userEvent.click(screen.getByRole('button', { name: '1' }))
    expect(await screen.findByRole('group', { name: 'Guest 1' })).toBeTruthy()
    expect(screen.getByRole('group', { name: 'Are you coming?' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy()
    unmount()
    renderRsvp(undefined, { language: 'de' })
    await userEvent.click(screen.getByRole('button', { name: '1' }))
    expect(await screen.findByRole('group', { name: 'Guest 1' })).toBeTruthy()
  })
})
