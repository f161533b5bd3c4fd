// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import type { ModuleOf } from '#domain/modules/registry.ts'
import { makeForm, shortText, shownWhen, singleSelect } from '#domain/testing/fixtures.ts'
import { draftKey } from '../guest-forms/drafts.ts'
import { errorBody, fakeApi } from '../guest-forms/test-api.ts'
import { postKeyApi, renderOnSite, setUpGuestFormTests } from '../guest-forms/test-view.tsx'
import { FormView } from './View.tsx'

const who = shortText('who', { sv: 'Vem talar?', en: 'Who is speaking?' })
const music = singleSelect(
  'music',
  { sv: 'Behövs musik?', en: 'Do you need music?' },
  { yes: { sv: 'Ja', en: 'Yes' }, no: { sv: 'Nej', en: 'No' } },
)
const song = shortText('song', { sv: 'Vilken låt?', en: 'Which song?' }, shownWhen('music', 'yes'))

const formModule = (o: Partial<ModuleOf<'Form'>> = {}) =>
  makeForm({ form: { formElements: [who, music, song] }, ...o })

const renderForm = (module = formModule(), options: { language?: string; editMode?: boolean } = {}) =>
  renderOnSite(<FormView module={module} language={options.language ?? 'sv'} />, options)

const formApi = (post?: Parameters<typeof postKeyApi>[1]) =>
  postKeyApi(
    { key: '/api/form-submissions/post-key', post: '/api/form-submissions/site-1/', prefix: 'form-key' },
    post,
  )

async function openForm(button = 'Fyll i formuläret') {
  await userEvent.click(screen.getByRole('button', { name: button }))
  return screen.findByRole('textbox', { name: 'Vem talar?' })
}

setUpGuestFormTests()

describe('FormView', () => {
  test('the show-form button fetches a post key, then the form takes its place with the focus', async () => {
    const api = formApi()
    renderForm()
    expect(screen.queryByRole('textbox')).toBeNull()
    const field = await openForm()
    expect(api.of('GET', '/api/form-submissions/post-key')).toHaveLength(1)
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Fyll i formuläret' })).toBeNull())
    await waitFor(() => expect(document.activeElement).toBe(field))
  })

  test('conditional question and validation: nothing is sent until every shown answer is there', async () => {
    const api = formApi()
    renderForm()
    await openForm()
    expect(screen.queryByRole('textbox', { name: 'Vilken låt?' })).toBeNull()
    await userEvent.click(screen.getByRole('radio', { name: 'Ja' }))
    const songField = screen.getByRole('textbox', { name: 'Vilken låt?' })
    await userEvent.click(screen.getByRole('button', { name: 'Skicka' }))
    expect(screen.getByRole('textbox', { name: 'Vem talar?' }).getAttribute('aria-invalid')).toBe('true')
    expect(songField.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'Fyll i det här fältet.',
      'Fyll i det här fältet.',
    ])
    expect(api.of('POST', '/api/form-submissions')).toHaveLength(0)
  })

  test('SUCCESS: the answer goes, the confirmation shows, the form and key are cleared', async () => {
    const api = formApi()
    renderForm(formModule({ title: { sv: 'Anmäl tal' } }))
    await userEvent.type(await openForm(), 'Farbror Sven')
    await userEvent.click(screen.getByRole('radio', { name: 'Nej' }))
    await userEvent.click(screen.getByRole('button', { name: 'Skicka' }))
    const dialog = await screen.findByRole('dialog', { name: 'Tack!' })
    expect(within(dialog).getByText('Tack för ditt svar!')).toBeTruthy()
    const [post] = api.of('POST', '/api/form-submissions/site-1/')
    expect(post?.body).toEqual({
      formElements: [
        { formElement: who, value: 'Farbror Sven', selectedOption: null },
        { formElement: music, value: '', selectedOption: { id: 'no', text: { sv: 'Nej', en: 'No' } } },
        { formElement: song, value: '', selectedOption: null },
      ],
      postKey: 'form-key-1',
      formId: 'form-1',
      language: 'sv',
      formTitle: 'Anmäl tal',
      website: '',
      groupIdentifier: expect.any(String),
    })
    expect(screen.queryByRole('textbox', { name: 'Vem talar?', hidden: true })).toBeNull()
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }))
    const again = screen.getByRole('button', { name: 'Fyll i formuläret' })
    await waitFor(() => expect(document.activeElement).toBe(again))
    // A new form needs a new key.
    expect(api.of('GET', '/api/form-submissions/post-key')).toHaveLength(1)
    await userEvent.type(await openForm(), 'x')
    expect(api.of('GET', '/api/form-submissions/post-key')).toHaveLength(2)
  })

  test('SPAM in English: the bot message', async () => {
    formApi(() => ({ json: { invertedSuccess: true } }))
    renderForm(undefined, { language: 'en' })
    await userEvent.click(screen.getByRole('button', { name: 'Fill in the form' }))
    await userEvent.type(await screen.findByRole('textbox', { name: 'Who is speaking?' }), 'Sven')
    await userEvent.click(screen.getByRole('radio', { name: 'No' }))
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    const dialog = await screen.findByRole('dialog', { name: 'Something went wrong' })
    expect(
      within(dialog).getByText(
        'Unfortunately we identified you as a bot. Please fill in the form again, wait a couple of seconds before you press submit.',
      ),
    ).toBeTruthy()
  })

  test('EDIT_MODE: the preview notice, nothing sent', async () => {
    const api = formApi()
    renderForm(formModule({ form: { formElements: [who] } }), { editMode: true, language: 'da' })
    await userEvent.click(screen.getByRole('button', { name: 'Udfyld formularen' }))
    // The owner wrote no Danish label: lookupText falls back to English.
    await userEvent.type(await screen.findByRole('textbox', { name: 'Who is speaking?' }), 'Sven')
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByRole('dialog', { name: 'Forhåndsvisning' })).toBeTruthy()
    expect(api.calls).toHaveLength(0)
  })

  test('failures: loading the form, then sending it; the answers stay', async () => {
    let failKey = true
    fakeApi({
      'GET /api/form-submissions/post-key': () =>
        failKey ? { status: 502, json: errorBody('Bad gateway') } : { json: { key: 'k' } },
      'POST /api/form-submissions/site-1/': () => ({ status: 429, json: errorBody('Too many requests') }),
    })
    renderForm(formModule({ form: { formElements: [who] } }))
    await userEvent.click(screen.getByRole('button', { name: 'Fyll i formuläret' }))
    const loadAlert = (await screen.findByText('Misslyckades att ladda formuläret')).closest('[role="alert"]')
    expect(loadAlert?.textContent).toContain('sv: Bad gateway')
    failKey = false
    await userEvent.click(screen.getByRole('button', { name: 'Försök igen' }))
    await userEvent.type(await screen.findByRole('textbox', { name: 'Vem talar?' }), 'Sven')
    await userEvent.click(screen.getByRole('button', { name: 'Skicka' }))
    const sendAlert = (await screen.findByText('Misslyckades att skicka formuläret')).closest(
      '[role="alert"]',
    )
    expect(sendAlert?.textContent).toContain('sv: Too many requests')
    expect((screen.getByRole('textbox', { name: 'Vem talar?' }) as HTMLInputElement).value).toBe('Sven')
    expect(JSON.parse(sessionStorage.getItem(draftKey('site-1', 'form-1')) ?? '{}')).toEqual({
      answers: { who: 'Sven' },
      groupIdentifier: expect.any(String),
    })
  })

  test('an answer typed before a reload opens the form again with it', async () => {
    formApi()
    sessionStorage.setItem(draftKey('site-1', 'form-1'), JSON.stringify({ answers: { who: 'Sven' } }))
    renderForm()
    const field = (await screen.findByRole('textbox', { name: 'Vem talar?' })) as HTMLInputElement
    expect(field.value).toBe('Sven')
    expect(document.activeElement).not.toBe(field)
  })
})
