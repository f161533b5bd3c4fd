import { mkdirSync } from 'node:fs'
import { expect, type Page, test } from '@playwright/test'
import { admin, api, appUrl, expectAccessible, painted, siteUrl, uniqueMail } from './helpers.ts'

// Guests on a published site, on a phone: an RSVP for three with a conditional question, a form
// answer, and a gift reserved and cancelled with its password; the owner's mails in the outbox.
// Guest calls are rate limited to 30 a minute per address: these tests make fewer than 10.

// Fixed addresses: a worker restarted after a failure loads this file again (each run has its own data).
const RSVP_RECIPIENT = 'osa-mottagare@example.se'
const FORM_RECIPIENT = 'tal-mottagare@example.se'
const PHONE = { width: 390, height: 844 }

const both = (sv: string, en: string) => ({ sv, en })

function guestModules() {
  return [
    { id: 'header', siteModuleType: 'Header', title: both('Anna & Erik', 'Anna & Erik') },
    {
      id: 'rsvp',
      siteModuleType: 'Rsvp',
      title: both('OSA', 'RSVP'),
      text: both('<p>Svara senast 1 maj.</p>', '<p>Please answer by 1 May.</p>'),
      maxNumberOfGuests: 3,
      form: {
        formElements: [
          { id: 'name', formElementType: 'ShortText', label: both('Namn', 'Name'), required: true },
          {
            id: 'coming',
            formElementType: 'SingleSelect',
            label: both('Kommer du?', 'Are you coming?'),
            options: [
              { id: 'yes', text: both('Ja', 'Yes') },
              { id: 'no', text: both('Nej', 'No') },
            ],
          },
          {
            id: 'allergies',
            formElementType: 'ShortText',
            label: both('Allergier', 'Allergies'),
            required: false,
            showConditions: [{ type: 'SHOW', formElementId: 'coming', formElementOptionIds: ['yes'] }],
          },
        ],
      },
    },
    {
      id: 'speech',
      siteModuleType: 'Form',
      title: both('Anmäl tal', 'Give a speech'),
      text: both('<p>Vill du hålla tal?</p>', '<p>Would you like to give a speech?</p>'),
      form: {
        formElements: [
          {
            id: 'speaker',
            formElementType: 'ShortText',
            label: both('Vem talar?', 'Who is speaking?'),
            required: true,
          },
          {
            id: 'minutes',
            formElementType: 'ShortText',
            label: both('Hur länge?', 'How long?'),
            required: false,
          },
        ],
      },
    },
    {
      id: 'gifts',
      siteModuleType: 'GiftRegistry',
      title: both('Önskelista', 'Gift registry'),
      giftRegistry: [
        { id: 'grinder', title: both('Kaffekvarn', 'Coffee grinder'), quantity: 1 },
        { id: 'glasses', title: both('Vinglas', 'Wine glasses'), quantity: 6 },
      ],
    },
  ]
}

async function publishGuestSite(page: Page): Promise<string> {
  const reg = await api(page, 'POST', '/api/accounts/register/', {
    mail: uniqueMail('gaster'),
    password: 'hemligt123',
  })
  if (reg.status !== 201) throw new Error(`register: ${reg.status} ${JSON.stringify(reg.json)}`)
  const created = await api(page, 'POST', '/api/sites/V2', {
    wizardData: null,
    site: {
      availableLanguages: [{ languageCode: 'sv' }, { languageCode: 'en' }],
      siteModules: guestModules(),
      formRecipients: [
        { formId: 'rsvp', recipients: [RSVP_RECIPIENT] },
        { formId: 'speech', recipients: [FORM_RECIPIENT] },
      ],
    },
  })
  if (created.status !== 201)
    throw new Error(`create site: ${created.status} ${JSON.stringify(created.json)}`)
  const siteId = (created.json as { site: { _id: string } }).site._id
  const sub = `gaster-${Date.now()}`
  admin('activate-site', '--site', siteId, '--host', `${sub}.brollopssida.se`, '--months', '12')
  return sub
}

/** Screenshots of what is on screen now, at phone and desktop width, ending at phone width. */
async function shots(page: Page, name: string, fullPage = false) {
  mkdirSync('test-results/screenshots', { recursive: true })
  for (const size of [{ width: 1440, height: 900 }, PHONE]) {
    await page.setViewportSize(size)
    await painted(page)
    await page.screenshot({ path: `test-results/screenshots/guests-${name}-${size.width}.png`, fullPage })
  }
}

test.describe('guests on a published site, on a phone', () => {
  let sub = ''

  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage()
    sub = await publishGuestSite(page)
    await page.close()
  })

  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(PHONE)
  })

  test('an RSVP for three guests with a conditional question', async ({ page }) => {
    const errors: string[] = []
    page.on('console', (m) => {
      // The site has no favicon of its own; that 404 is the page's, not the guest forms'.
      if (m.type() === 'error' && !m.location().url.endsWith('/favicon.ico')) errors.push(m.text())
    })
    await page.goto(siteUrl(sub, '/en'))
    const rsvp = page.locator('#rsvp')
    const counts = rsvp.getByRole('group', { name: 'How many guests do you want to register?' })
    await counts.getByRole('button', { name: '3', exact: true }).click()
    // The early form opens until the form's code has come and taken it over; these are the code's checks.
    await expect(rsvp.locator('[data-early-form]')).toHaveCount(0)
    const guest = (n: number) => rsvp.getByRole('group', { name: `Guest ${n}` })
    await expect(guest(3)).toBeVisible()

    // Nothing filled in: every field says what is missing, and nothing is sent.
    await rsvp.getByRole('button', { name: 'Send' }).click()
    await expect(guest(1).getByText('Please fill in this field.')).toBeVisible()
    await expect(guest(1).getByText('Please choose one of the answers.')).toBeVisible()
    await expect(guest(1).getByRole('textbox', { name: 'Name' })).toBeFocused()

    await guest(1).getByRole('textbox', { name: 'Name' }).fill('Anna Andersson')
    await expect(guest(1).getByRole('textbox', { name: /Allergies/ })).toHaveCount(0)
    await guest(1).getByText('Yes', { exact: true }).click()
    await guest(1)
      .getByRole('textbox', { name: /Allergies/ })
      .fill('Nuts')

    // A reload on a flaky connection brings the answers back.
    await page.reload()
    await expect(guest(1).getByRole('textbox', { name: /Allergies/ })).toHaveValue('Nuts')
    await expect(counts.getByRole('button', { name: '3', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    )

    await guest(2).getByRole('textbox', { name: 'Name' }).fill('Bo Berg')
    await guest(2).getByText('No', { exact: true }).click()
    await expect(guest(2).getByRole('textbox', { name: /Allergies/ })).toHaveCount(0)
    await guest(3).getByRole('textbox', { name: 'Name' }).fill('Cleo Carlsson')
    await guest(3).getByText('Yes', { exact: true }).click()
    await guest(3)
      .getByRole('textbox', { name: /Allergies/ })
      .fill('Gluten')
    await expect(guest(1).getByRole('alert')).toHaveCount(0)

    await expectAccessible(page, { include: '#rsvp' })
    await rsvp.scrollIntoViewIfNeeded()
    await shots(page, 'rsvp-form', true)

    await rsvp.getByRole('button', { name: 'Send' }).click()
    const dialog = page.getByRole('dialog', { name: 'Thank you!' })
    await expect(dialog).toBeVisible({ timeout: 15_000 })
    await expect(dialog).toContainText('Thank you for your RSVP, we have received your details.')
    await expect(dialog.getByRole('button', { name: 'OK' })).toBeFocused()
    await expectAccessible(page, { include: '[role="dialog"]' })
    await shots(page, 'rsvp-confirmation')
    const box = await dialog.boundingBox()
    expect(box?.width).toBeGreaterThanOrEqual(389)

    await dialog.getByRole('button', { name: 'OK' }).click()
    await expect(dialog).toHaveCount(0)
    await expect(guest(1)).toHaveCount(0)
    // The answer is remembered (issue 21): the focus goes to the way to change it.
    await expect(rsvp.getByRole('button', { name: 'Change my answer' })).toBeFocused()
    // Sent: the browser remembers the answer (issue 21), and the draft is gone.
    await page.reload()
    await expect(rsvp.getByRole('region', { name: 'You have answered' })).toContainText('Cleo Carlsson')
    await expect(guest(1)).toHaveCount(0)
    expect(errors).toEqual([])
  })

  test('a form answer', async ({ page }) => {
    await page.goto(siteUrl(sub, '/en'))
    const form = page.locator('#give-a-speech')
    await form.getByRole('button', { name: 'Fill in the form' }).click()
    const speaker = form.getByRole('textbox', { name: 'Who is speaking?' })
    await expect(speaker).toBeFocused()
    await expect(form.getByRole('textbox', { name: 'How long? (optional)' })).toBeVisible()
    await speaker.fill('Uncle Sven')
    await form.getByRole('textbox', { name: /How long/ }).fill('5 minutes')
    await expectAccessible(page, { include: '#give-a-speech' })
    await shots(page, 'form', true)
    await form.getByRole('button', { name: 'Send' }).click()
    const dialog = page.getByRole('dialog', { name: 'Thank you!' })
    await expect(dialog).toContainText('Thank you for your answer!', { timeout: 15_000 })
    await shots(page, 'form-confirmation')
    await page.keyboard.press('Escape')
    await expect(form.getByRole('button', { name: 'Fill in the form' })).toBeFocused()
    await expect(speaker).toHaveCount(0)
  })

  test('a gift reserved, then cancelled with the right password after a wrong one', async ({ page }) => {
    await page.goto(siteUrl(sub, '/en'))
    const gifts = page.locator('#gift-registry')
    await gifts.getByRole('button', { name: 'Show gift registry' }).click()
    const grinder = gifts.getByRole('listitem').filter({ hasText: 'Coffee grinder' })
    const reserve = grinder.getByRole('button', { name: 'Reserve' })
    await reserve.click()

    const dialog = page.getByRole('dialog', { name: 'Reserve Coffee grinder' })
    await expect(dialog).toBeVisible()
    // One of one: no quantity to choose.
    await expect(dialog.getByRole('spinbutton')).toHaveCount(0)
    const password = dialog.getByLabel('Choose a password (needed if you want to remove the reservation)')
    await expect(password).toBeFocused()
    await password.fill('mitt-hemliga')
    await expectAccessible(page, { include: '[role="dialog"]' })
    await shots(page, 'gift-dialog')
    await dialog.getByRole('button', { name: 'Reserve' }).click()
    await expect(dialog).toHaveCount(0)
    await expect(grinder.getByText('Reserved', { exact: true })).toBeVisible()
    await expect(grinder.getByRole('button', { name: 'Reserve' })).toHaveCount(0)
    const cancel = grinder.getByRole('button', { name: 'Cancel reservation' })
    await expect(cancel).toBeFocused()

    // Another guest's view after a reload shows the same.
    await page.reload()
    await gifts.getByRole('button', { name: 'Show gift registry' }).click()
    await expect(grinder.getByText('Reserved', { exact: true })).toBeVisible()

    await grinder.getByRole('button', { name: 'Cancel reservation' }).click()
    const cancelDialog = page.getByRole('dialog', { name: 'Cancel reservation Coffee grinder' })
    const cancelPassword = cancelDialog.getByLabel('The password you chose when you reserved')
    await cancelPassword.fill('fel-lösenord')
    await cancelDialog.getByRole('button', { name: 'Cancel reservation' }).click()
    const alert = cancelDialog.getByRole('alert')
    await expect(alert).toContainText('Failed to remove reservation')
    await expect(alert).toContainText('Wrong password. Use the password you chose when you reserved.')
    await shots(page, 'gift-cancel-wrong-password')
    await cancelPassword.fill('mitt-hemliga')
    await cancelDialog.getByRole('button', { name: 'Cancel reservation' }).click()
    await expect(cancelDialog).toHaveCount(0)
    await expect(grinder.getByText('Reserved', { exact: true })).toHaveCount(0)
    await expect(grinder.getByRole('button', { name: 'Reserve' })).toBeFocused()

    // Several of one: the quantity is asked for, at most what is left.
    const glasses = gifts.getByRole('listitem').filter({ hasText: 'Wine glasses' })
    await glasses.getByRole('button', { name: 'Reserve' }).click()
    const glassDialog = page.getByRole('dialog', { name: 'Reserve Wine glasses' })
    const quantity = glassDialog.getByRole('spinbutton', { name: 'Quantity' })
    await expect(quantity).toHaveAttribute('max', '6')
    await quantity.fill('2')
    await glassDialog.getByLabel(/Choose a password/).fill('glas')
    await glassDialog.getByRole('button', { name: 'Reserve' }).click()
    await expect(glassDialog).toHaveCount(0)
    await expect(glasses.getByText('reserved: 2')).toBeVisible()
  })

  test("the recipients' mails are in the outbox", async ({ page }) => {
    await page.goto(appUrl('/dev/outbox'))
    const rsvpMail = page.locator('article').filter({ hasText: RSVP_RECIPIENT }).first()
    await expect(rsvpMail).toContainText('Anna Andersson')
    await expect(rsvpMail).toContainText('Cleo Carlsson')
    await expect(rsvpMail).toContainText('Nuts')
    const formMail = page.locator('article').filter({ hasText: FORM_RECIPIENT }).first()
    await expect(formMail).toContainText('Uncle Sven')
  })
})
