import { expect, test } from '@playwright/test'
import { admin, api, appUrl, createOwnerWithSite, screenshots, uniqueMail } from './helpers.ts'

test('an owner logs in, sees the mail and the link to the site, and logs out', async ({ page }) => {
  const mail = uniqueMail('agare')
  const siteId = await createOwnerWithSite(page, {
    mail,
    password: 'hemligt123',
    languages: ['sv'],
    title: { sv: 'Moa & Ali' },
    text: { sv: '<p>Hej</p>' },
  })
  await api(page, 'POST', '/api/accounts/logout/')

  await page.goto(appUrl('/logga-in'))
  await expect(page).toHaveTitle(/Logga in/)
  await expect(page.getByRole('heading', { name: 'Logga in' })).toBeVisible()
  await expect(page.getByRole('link', { name: /glömt lösenordet/i })).toHaveAttribute(
    'href',
    '/aterstall-losenord',
  )
  await expect(page.getByRole('link', { name: /skapa en sida/i })).toHaveAttribute('href', '/kom-igang')
  await screenshots(page, 'login-logged-out')

  // Native validation: nothing is sent, and the field says what is wrong.
  await page.getByRole('button', { name: 'Logga in' }).click()
  await expect(page.getByText(/fyll i|fill (in|out)|please/i).first()).toBeVisible()

  await page.getByLabel('E-postadress').fill(mail)
  await page.getByLabel('Lösenord').fill('fel-losenord')
  await page.getByRole('button', { name: 'Logga in' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Inloggningen misslyckades.' })).toBeVisible()
  await expect(page.getByRole('alert').filter({ hasText: 'Fel e-postadress eller lösenord.' })).toBeVisible()

  await page.getByLabel('Lösenord').fill('hemligt123')
  await page.getByRole('button', { name: 'Logga in' }).click()
  await expect(page).toHaveURL(appUrl(`/redigera/${siteId}`))

  await page.goto(appUrl('/logga-in'))
  await expect(page.getByText(mail)).toBeVisible()
  const link = page.getByRole('link', { name: 'Gå till min sida' })
  await expect(link).toHaveAttribute('href', `/redigera/${siteId}`)
  await screenshots(page, 'login-logged-in')

  await page.getByRole('button', { name: 'Logga ut' }).click()
  await expect(page).toHaveURL(appUrl('/'))
  expect((await api(page, 'GET', '/api/accounts/me/')).status).toBe(401)
})

test('an account made by the operator command line can log in', async ({ page }) => {
  const mail = uniqueMail('cli')
  admin('create-account', '--mail', mail, '--password', 'hemligt123')
  await page.goto(appUrl('/logga-in'))
  await page.getByLabel('E-postadress').fill(mail)
  await page.getByLabel('Lösenord').fill('hemligt123')
  await page.getByRole('button', { name: 'Logga in' }).click()
  await expect(page.getByText(mail)).toBeVisible()
})

test('a forgotten password is reset through the mailed link', async ({ page }) => {
  const mail = uniqueMail('glomsk')
  admin('create-account', '--mail', mail, '--password', 'gammalt123')
  await page.goto(appUrl('/aterstall-losenord'))
  await page.getByLabel('E-postadress').fill(mail)
  await page.getByRole('button', { name: 'Skicka länk' }).click()
  await expect(page.getByText(/Om det finns ett konto för adressen/)).toBeVisible()
  await screenshots(page, 'reset-requested')

  await page.goto(appUrl('/dev/outbox'))
  const article = page.locator('article').filter({ hasText: mail }).first()
  const href = await article.getByRole('link').first().getAttribute('href')
  expect(href).toMatch(/\/aterstall-losenord\/\S+/)
  await page.goto(href ?? '')
  await page.getByLabel('Nytt lösenord').fill('nytt-losen-1')
  await page.getByRole('button', { name: 'Spara lösenordet' }).click()
  await expect(page.getByText('Lösenordet är bytt')).toBeVisible()
  await screenshots(page, 'reset-done')

  // The link is single use.
  await page.goto(href ?? '')
  await page.getByLabel('Nytt lösenord').fill('ett-till-losen')
  await page.getByRole('button', { name: 'Spara lösenordet' }).click()
  await expect(page.getByText(/ogiltig, redan använd/)).toBeVisible()
})
