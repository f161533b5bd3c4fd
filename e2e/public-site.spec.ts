import { expect, test } from '@playwright/test'
import { admin, api, appUrl, createOwnerWithSite, PORT, screenshots, siteUrl, uniqueMail } from './helpers.ts'

test.use({ locale: 'en-GB' })

test('a published site: language redirect, 404 language, password gate, language switcher', async ({
  page,
}) => {
  const sub = `anna-erik-${Date.now()}`
  const siteId = await createOwnerWithSite(page, {
    mail: uniqueMail('publik'),
    password: 'hemligt123',
    languages: ['sv', 'en'],
    title: { sv: 'Anna & Erik', en: 'Anna & Erik' },
    text: { sv: '<p>Varmt välkomna till vårt bröllop!</p>', en: '<p>A warm welcome to our wedding!</p>' },
  })
  admin('activate-site', '--site', siteId, '--host', `${sub}.brollopssida.se`, '--months', '18')

  await page.goto(siteUrl(sub, '/?from=qr'))
  await expect(page).toHaveURL(siteUrl(sub, '/en?from=qr'))
  await expect(page).toHaveTitle('Anna & Erik')
  await expect(page.getByRole('heading', { level: 1, name: 'Anna & Erik' })).toBeVisible()
  await expect(page.getByText('A warm welcome to our wedding!')).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'all')
  await screenshots(page, 'public-site-en')

  const switchToSv = page.locator('a[href="/sv?from=qr"]')
  await expect(switchToSv).toBeVisible()
  await switchToSv.click()
  await expect(page).toHaveURL(siteUrl(sub, '/sv?from=qr'))
  await expect(page.getByText('Varmt välkomna till vårt bröllop!')).toBeVisible()

  const notThere = await page.goto(siteUrl(sub, '/da'))
  expect(notThere?.status()).toBe(404)
  await screenshots(page, 'public-404')

  // The owner protects the site; a guest needs the password.
  await page.goto(appUrl('/logga-in'))
  expect(
    (await api(page, 'PUT', `/api/sites/${siteId}/password`, { password: 'bröllopstårta' })).status,
  ).toBe(200)
  const gate = await page.goto(siteUrl(sub, '/sv'))
  expect(gate?.status()).toBe(401)
  expect(await page.content()).not.toContain('Varmt välkomna')
  await expect(page.locator('input[type="password"]')).toHaveCount(1)
  await screenshots(page, 'public-gate')

  await page.locator('input[type="password"]').fill('fel')
  await page.locator('input[type="password"]').press('Enter')
  await expect(page.getByText('Felaktigt lösenord, försök gärna igen.')).toBeVisible()
  await screenshots(page, 'public-gate-wrong')

  await page.locator('input[type="password"]').fill('bröllopstårta')
  await page.locator('input[type="password"]').press('Enter')
  await expect(page.getByText('Varmt välkomna till vårt bröllop!')).toBeVisible()
})

test('a host without a site shows the wrong-address page in three languages', async ({ page }) => {
  const res = await page.goto(siteUrl('finns-inte'))
  expect(res?.status()).toBe(404)
  await expect(page.getByText('Fel adress')).toBeVisible()
  await expect(page.getByText('Wrong address')).toBeVisible()
  await expect(page.getByText('Forkert adresse')).toBeVisible()
  await screenshots(page, 'wrong-address')
})

test('the demo site shows at once on a fresh start', async ({ page }) => {
  await page.goto(`http://demo.brollopssida.localhost:${PORT}/sv`)
  await expect(page).toHaveTitle('Demosida - Bröllopssida')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await screenshots(page, 'demo-wedding')
})
