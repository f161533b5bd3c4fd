// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import siteFixture from '#domain/legacy/fixtures/wedding-site.json' with { type: 'json' }
import { type LegacyPropertiesOf, legacySiteSchema } from '#domain/legacy/schema.ts'
import { POST_KEY_TIMING } from '#web/modules/guest-forms/use-guest-submission.ts'
import { SiteProvider } from '#web/site/site-context.tsx'
import { makePublicSite } from '#web/site/test-inputs.ts'
import { LegacyRsvp3 } from './LegacyRsvp3.tsx'
import { LegacySpeech2 } from './LegacySpeech2.tsx'

const site = legacySiteSchema.parse(siteFixture)
const rsvp = site.modules.find((m) => m.module === 'RSVP3')?.properties as LegacyPropertiesOf<'RSVP3'>
const speech = site.modules.find((m) => m.module === 'Speech2')?.properties as LegacyPropertiesOf<'Speech2'>

const posts: { url: string; body: unknown }[] = []
let answer: { status: number; body: unknown } = { status: 200, body: { invertedSuccess: false } }

const keyAge = POST_KEY_TIMING.minAgeMs

beforeEach(() => {
  // The wait for a post key to be old enough is the guest forms' own, tested there.
  POST_KEY_TIMING.minAgeMs = 0
  posts.length = 0
  answer = { status: 200, body: { invertedSuccess: false } }
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    if (url.includes('post-key')) return new Response(JSON.stringify({ key: 'key-1' }), { status: 200 })
    posts.push({ url, body: JSON.parse(String(init.body)) })
    return new Response(JSON.stringify(answer.body), { status: answer.status })
  })
})
afterEach(() => {
  POST_KEY_TIMING.minAgeMs = keyAge
  cleanup()
  vi.unstubAllGlobals()
})

/** Opens the RSVP for one guest and types her name; the guest's fieldset. */
async function oneGuestNamedLisa(user: ReturnType<typeof userEvent.setup>) {
  render(<LegacyRsvp3 moduleId="mod-rsvp" siteId="site-1" properties={rsvp} />)
  await user.click(screen.getByRole('button', { name: '1' }))
  const first = await screen.findByRole('group', { name: 'Gäst 1' })
  await user.type(within(first).getByLabelText(/Namn/), 'Lisa')
  return first
}

describe('the legacy RSVP', () => {
  test('one form per person, keeping what was typed; lower questions only for the configured answer', async () => {
    const user = userEvent.setup()
    const first = await oneGuestNamedLisa(user)
    expect(within(first).queryByLabelText('Allergier')).toBeNull()
    await user.click(within(first).getByRole('radio', { name: 'Nej' }))
    expect(within(first).queryByLabelText('Allergier')).toBeNull()
    await user.click(within(first).getByRole('radio', { name: 'Ja' }))
    expect(within(first).getByLabelText('Allergier')).toBeTruthy()

    await user.click(screen.getByRole('button', { name: '2' }))
    expect(await screen.findByRole('group', { name: 'Gäst 2' })).toBeTruthy()
    expect(within(screen.getByRole('group', { name: 'Gäst 1' })).getByLabelText(/Namn/)).toHaveProperty(
      'value',
      'Lisa',
    )
  })

  test('the lower questions always show when the rule names a removed answer', async () => {
    const user = userEvent.setup()
    const removed = { ...rsvp, conditionShowTextFieldsBelow: { question: 'rgComing', answer: 'Kanske' } }
    render(<LegacyRsvp3 moduleId="mod-rsvp" siteId="site-1" properties={removed} />)
    await user.click(screen.getByRole('button', { name: '1' }))
    expect(await screen.findByLabelText('Allergier')).toBeTruthy()
  })

  test('sends the persons with their custom values and shows the confirmation, or the robot message', async () => {
    const user = userEvent.setup()
    const first = await oneGuestNamedLisa(user)
    await user.click(within(first).getByRole('radio', { name: 'Nej' }))
    await user.click(screen.getByRole('button', { name: 'Skicka OSA' }))
    expect(await screen.findByText('Tack för att du OSA, vi har tagit emot dina uppgifter.')).toBeTruthy()
    expect(posts[0]).toEqual({
      url: '/api/rsvps/site-1/v3/',
      body: {
        postKey: 'key-1',
        source: 'site-form-mod-rsvp',
        groupIdentifier: expect.any(String),
        persons: [
          {
            customValues: [
              { id: 'tfName', label: 'Namn', type: 'TextField', value: 'Lisa' },
              { id: 'tfPhone', label: 'Telefon', type: 'TextField', value: '' },
              { id: 'rgComing', label: 'Kommer du?', type: 'RadioGroup', value: 'Nej' },
            ],
          },
        ],
      },
    })
    await user.click(screen.getByRole('button', { name: 'Stäng' }))
    answer = { status: 200, body: { invertedSuccess: true } }
    await user.click(screen.getByRole('button', { name: '1' }))
    const again = await screen.findByRole('group', { name: 'Gäst 1' })
    expect(within(again).getByLabelText(/Namn/)).toHaveProperty('value', '')
    await user.type(within(again).getByLabelText(/Namn/), 'Robot')
    await user.click(within(again).getByRole('radio', { name: 'Nej' }))
    await user.click(screen.getByRole('button', { name: 'Skicka OSA' }))
    expect(await screen.findByText('Tyvärr gick det fel!')).toBeTruthy()
  })

  test('a failed send says so in the legacy words and keeps the answers', async () => {
    const user = userEvent.setup()
    answer = { status: 500, body: {} }
    const first = await oneGuestNamedLisa(user)
    await user.click(within(first).getByRole('radio', { name: 'Nej' }))
    await user.click(screen.getByRole('button', { name: 'Skicka OSA' }))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Tyvärr misslyckades vi att spara din OSA. Något gick fel. Försök gärna igen.',
    )
    expect(within(first).getByLabelText(/Namn/)).toHaveProperty('value', 'Lisa')

    answer = { status: 200, body: { invertedSuccess: false } }
    await user.click(screen.getByRole('button', { name: 'Skicka OSA' }))
    expect(await screen.findByText('Tack för att du OSA, vi har tagit emot dina uppgifter.')).toBeTruthy()
    // The retry is the same answer, so the server stores it once.
    const groups = posts.map((p) => (p.body as { groupIdentifier: string }).groupIdentifier)
    expect(groups).toHaveLength(2)
    expect(groups[1]).toBe(groups[0])
  })
})

describe('a legacy answer changed by its private link (?svar=), with the script', () => {
  test('posts the page form with the token as its field, never in the JSON of the V3 call', async () => {
    const user = userEvent.setup()
    const token = 'c'.repeat(36)
    render(
      <SiteProvider
        value={{
          site: makePublicSite(),
          language: 'sv',
          uiLanguage: 'sv',
          editMode: false,
          openForm: {
            moduleId: 'mod-rsvp',
            count: 1,
            postKey: 'served-key',
            groupIdentifier: 'served-group',
            answerToken: token,
            answers: [{ tfName: 'Lisa', rgComing: 'optNo' }],
          },
        }}
      >
        <LegacyRsvp3 moduleId="mod-rsvp" siteId="site-1" properties={rsvp} />
      </SiteProvider>,
    )
    const first = await screen.findByRole('group', { name: 'Gäst 1' })
    expect(within(first).getByLabelText(/Namn/)).toHaveProperty('value', 'Lisa')
    await user.clear(within(first).getByLabelText(/Namn/))
    await user.type(within(first).getByLabelText(/Namn/), 'Lisa Berg')
    // What the browser does with the send: posts the form to the page, or not (the script sends).
    const posted: { prevented: boolean; fields: [string, string][] }[] = []
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target as HTMLFormElement
      posted.push({
        prevented: event.defaultPrevented,
        fields: [...new FormData(form).entries()].map(([k, v]) => [k, String(v)]),
      })
      event.preventDefault()
    }
    window.addEventListener('submit', onSubmit)
    try {
      await user.click(screen.getByRole('button', { name: 'Skicka OSA' }))
    } finally {
      window.removeEventListener('submit', onSubmit)
    }
    expect(posts).toEqual([])
    expect(posted).toHaveLength(1)
    expect(posted[0]?.prevented).toBe(false)
    expect(posted[0]?.fields).toEqual(
      expect.arrayContaining([
        ['answerToken', token],
        ['groupIdentifier', 'served-group'],
        ['g0.tfName', 'Lisa Berg'],
      ]),
    )
  })
})

describe('the legacy speech sign-up', () => {
  test('start button, form, confirmation; the robot message on invertedSuccess', async () => {
    const user = userEvent.setup()
    render(<LegacySpeech2 moduleId="mod-speech" siteId="site-1" properties={speech} />)
    await user.click(screen.getByRole('button', { name: 'Anmäl tal' }))
    await user.type(await screen.findByLabelText(/Ditt namn/), 'Greta')
    await user.click(screen.getByRole('button', { name: 'Skicka anmälan' }))
    expect(await screen.findByText('Tack för att du anmält dig att tala')).toBeTruthy()
    expect(posts[0]?.url).toBe('/api/speeches/site-1/v2')
    await user.click(screen.getByRole('button', { name: 'Stäng' }))
    answer = { status: 200, body: { invertedSuccess: true } }
    await user.click(screen.getByRole('button', { name: 'Anmäl tal' }))
    await user.type(await screen.findByLabelText(/Ditt namn/), 'Robot')
    await user.click(screen.getByRole('button', { name: 'Skicka anmälan' }))
    expect(await screen.findByText(/anmälan om tal då vi identifierade dig som en robot/)).toBeTruthy()
  })
})
