import { expect, test } from '@playwright/test'
import { makePrintContent } from '../server/test/print-content.ts'
import { api, appUrl, publishedSite, screenshots } from './helpers.ts'

/**
 * One card per household (issue 22 item 5) as the couple sees it: the print editor's preview of a
 * household's back, and Kassa priced by the number of households. Screenshots at 390 and 1440 px.
 */
test("the couple previews a household's card and orders one card per household", async ({ page }) => {
  const { siteId, sub } = await publishedSite(page, 'hushallskort', {
    siteModules: [{ id: 'h', siteModuleType: 'Header', title: { sv: 'Lisa & Johan' } }],
  })
  for (const name of ['Familjen Berg', 'Familjen Ek', 'Lund']) {
    const added = await api(page, 'POST', `/api/sites/${siteId}/households`, {
      name,
      members: [{ name: `${name.split(' ').at(-1)} Ett` }],
    })
    expect(added.status).toBeLessThan(300)
  }
  const listed = await api(page, 'GET', `/api/sites/${siteId}/households`)
  const berg = (listed.json as { households: { name: string; code: string }[] }).households[0]
  expect(berg?.name).toBe('Familjen Berg')
  const created = await api(page, 'POST', '/api/prints/', {
    ...makePrintContent({}, `https://${sub}.brollopssida.se/`),
    site: siteId,
  })
  expect(created.status).toBe(201)
  const printId = (created.json as { id: string }).id

  await page.goto(appUrl(`/redigera/${siteId}/inbjudningar/${printId}`))
  const toggle = page.getByRole('checkbox', { name: 'Förhandsgranska ett kort per hushåll' })
  await toggle.check()
  const back = page.getByRole('region', { name: 'Kortets baksida för Familjen Berg' })
  await expect(back.getByText('Familjen Berg')).toBeVisible()
  const link = `https://${sub}.brollopssida.se/?inbjudan=${berg?.code}`
  await expect(back.getByRole('img', { name: /QR/ })).toHaveAttribute(
    'src',
    new RegExp(`^/api/qr/${encodeURIComponent(link).replace(/[.?]/g, '\\$&')}\\?`),
  )
  await expect(back.getByRole('img', { name: /QR/ })).toHaveJSProperty('complete', true)
  await screenshots(page, 'household-card-preview')

  await page.goto(appUrl(`/redigera/${siteId}/inbjudningar/${printId}/bestall`))
  await page.getByRole('checkbox', { name: 'Ett kort per hushåll (3 hushåll)' }).check()
  await expect(page.getByLabel('Antal kort')).toBeDisabled()
  const totals = page.getByTestId('order-totals')
  await expect(totals).toContainText('3 kort à 15 kr')
  // 3 × 15 kr + 95 kr.
  await expect(totals).toContainText('140:-')
  await screenshots(page, 'household-checkout')
})
