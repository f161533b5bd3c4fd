// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { resetAppBetweenTests, stubApi } from '#web/app/test-app.tsx'
import { QrBlock } from './QrBlock.tsx'
import { moreSite, renderMore } from './test-render.tsx'

resetAppBetweenTests()

const block = () => screen.getByRole('region', { name: 'QR-kod' })
// testBoot's landing origin is local (brollopssida.localhost:3000), so the address is the local one.
const address = 'http://anna-och-erik.brollopssida.localhost:3000/'

describe('QrBlock', () => {
  it('shows the QR image from the call, named by the address, the address and a download link', () => {
    renderMore(<QrBlock />)
    const image = within(block()).getByRole('img', { name: `QR-kod till ${address}` })
    expect(image.getAttribute('src')).toBe('/api/sites/s1/qr/anna-och-erik.brollopssida.se/png')
    expect(within(block()).getByText(address)).toBeTruthy()
    const download = within(block()).getByRole('link', { name: 'Ladda ner QR-koden' })
    expect(download.getAttribute('href')).toBe(
      '/api/sites/s1/qr/anna-och-erik.brollopssida.se/png?download=1',
    )
    expect(download.hasAttribute('download')).toBe(true)
  })

  it('shows the publish-first note when the site is not published or has no address', () => {
    renderMore(<QrBlock />, moreSite({ active: false }))
    expect(within(block()).getByText('Publicera sidan först för att få en QR-kod till den.')).toBeTruthy()
    expect(screen.queryByRole('img')).toBeNull()
    cleanup()
    renderMore(<QrBlock />, moreSite({ host: null }))
    expect(screen.queryByRole('img')).toBeNull()
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('says so and logs it when the image cannot be loaded', async () => {
    const calls = stubApi({ 'POST /api/logs/': () => ({ status: 200, body: { ok: true } }) })
    renderMore(<QrBlock />)
    fireEvent.error(within(block()).getByRole('img'))
    expect(within(block()).getByRole('alert').textContent).toContain('QR-koden kunde inte laddas.')
    await waitFor(() => expect(calls.map((c) => c.path)).toEqual(['/api/logs/']))
  })
})
