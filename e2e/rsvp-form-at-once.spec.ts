import { expect, test } from '@playwright/test'
import { expectAccessible, openEditor, publishedSite, save, screenshots, siteUrl } from './helpers.ts'

// An RSVP for one guest whose owner shows the form at once (openFormForOneGuest, issue 19).
const rsvp = {
  id: 'rsvp',
  siteModuleType: 'Rsvp',
  title: { sv: 'OSA' },
  text: { sv: '<p>Svara senast 1 maj.</p>' },
  maxNumberOfGuests: 1,
  openFormForOneGuest: true,
  oneGuestRsvpButton: { sv: 'Svara här' },
  form: {
    formElements: [
      { id: 'name', formElementType: 'ShortText', label: { sv: 'Namn' }, required: true },
      {
        id: 'attend',
        formElementType: 'SingleSelect',
        label: { sv: 'Kommer du?' },
        required: true,
        options: [
          { id: 'yes', text: { sv: 'Ja' } },
          { id: 'no', text: { sv: 'Nej' } },
        ],
      },
    ],
  },
}

test('the one guest form at once: open on the page, sent with and without a script, set in the popup', async ({
  page,
  browser,
}) => {
  const { siteId, sub } = await publishedSite(page, 'direkt', {
    availableLanguages: [{ languageCode: 'sv' }],
    siteModules: [
      { id: 'h', siteModuleType: 'Header', title: { sv: 'Anna & Bo' }, secondLine: { sv: '12 juni 2027' } },
      rsvp,
    ],
  })
  const module = page.locator('[data-module-type="Rsvp"]')
  await page.goto(siteUrl(sub, '/'))
  const guest = module.getByRole('group', { name: 'Gäst 1' })
  await expect(guest.getByRole('textbox', { name: 'Namn' })).toBeVisible()
  await expect(module.getByRole('button', { name: 'Svara här' })).toHaveCount(0)
  await expectAccessible(page, { include: '[data-module-type="Rsvp"]' })
  await module.scrollIntoViewIfNeeded()
  await screenshots(page, 'rsvp-form-at-once')

  // With the script: by keyboard, the confirmation, then the answer in place of the form.
  await guest.getByRole('textbox', { name: 'Namn' }).fill('Anna')
  await guest.getByRole('radio', { name: 'Ja' }).check()
  await module.getByRole('button', { name: 'Skicka' }).press('Enter')
  const thanks = page.getByRole('dialog', { name: 'Tack!' })
  // The form holds the answer until its key is 3.1 s old (POST_KEY_TIMING), then sends.
  await expect(thanks).toBeVisible({ timeout: 15_000 })
  await page.keyboard.press('Escape')
  await expect(module.getByText('Du har svarat')).toBeVisible()
  await page.reload()
  await expect(module.getByText('Du har svarat')).toBeVisible()
  await expect(module.getByRole('group', { name: 'Gäst 1' })).toHaveCount(0)
  await screenshots(page, 'rsvp-form-at-once-answered')

  // Without a script: the form is in the server's page and posts to it.
  const plain = await browser.newContext({ javaScriptEnabled: false })
  const noJs = await plain.newPage()
  await noJs.goto(siteUrl(sub, '/'))
  const plainGuest = noJs.getByRole('group', { name: 'Gäst 1' })
  await plainGuest.getByRole('textbox', { name: 'Namn' }).fill('Bo')
  await plainGuest.getByRole('radio', { name: 'Nej' }).check()
  await noJs.getByRole('button', { name: 'Skicka' }).click()
  await expect(noJs.getByRole('status').filter({ hasText: 'Tack!' })).toBeVisible()
  await plain.close()

  // The owner: the option under Övrigt, only for one guest.
  await openEditor(page, siteId)
  await page.getByRole('button', { name: 'Inställningar för OSA', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Inställningar för OSA' })
  await dialog.getByRole('tab', { name: 'Övrigt' }).click()
  const box = dialog.getByRole('checkbox', { name: 'Visa formuläret direkt' })
  await expect(box).toBeChecked()
  await screenshots(page, 'rsvp-form-at-once-popup')
  await box.uncheck()
  await dialog.getByRole('button', { name: 'Klar' }).click()
  await save(page)
  // A new guest (this browser has answered): the one-guest button again.
  const fresh = await browser.newPage()
  await fresh.goto(siteUrl(sub, '/'))
  await expect(fresh.getByRole('button', { name: 'Svara här' })).toBeVisible()
  await expect(fresh.getByRole('group', { name: 'Gäst 1' })).toHaveCount(0)
  await fresh.close()
})
