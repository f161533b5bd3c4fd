// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { MoreDrawer } from '../MoreDrawer.tsx'
import { moreSite, renderMore } from './test-render.tsx'

afterEach(cleanup)

const drawer = () => screen.getByRole('dialog', { name: 'Mer' })

describe('MoreDrawer', () => {
  it('has the blocks in the spec’s order and the new-invite link', () => {
    renderMore(<MoreDrawer open onOpenChange={() => {}} />)
    const headings = within(drawer())
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent)
    expect(headings).toEqual([
      'Adress',
      'Lösenord för gästerna',
      'QR-kod',
      'Synlighet i sökmotorer',
      'Mejl till och från gästerna',
      'Språk',
    ])
    const invite = within(drawer()).getByRole('link', { name: 'Ny inbjudan' })
    expect(invite.getAttribute('href')).toBe('/redigera/s1/versioner')
    expect(within(drawer()).getByRole('button', { name: 'Spara lösenord' })).toBeTruthy()
    expect(within(drawer()).getByRole('button', { name: 'Spara synlighet' })).toBeTruthy()
  })

  it('never shows the password and noindex save buttons, nor the new-invite link, in quick start', () => {
    renderMore(
      <MoreDrawer open onOpenChange={() => {}} />,
      moreSite({ quickStart: true, active: false, host: null }),
    )
    expect(within(drawer()).queryByRole('button', { name: /^Spara/ })).toBeNull()
    expect(within(drawer()).queryByRole('checkbox')).toBeNull()
    expect(within(drawer()).queryByRole('link', { name: 'Ny inbjudan' })).toBeNull()
    expect(within(drawer()).getByText('Publicera sidan först för att kunna sätta ett lösenord.')).toBeTruthy()
  })

  it('shows the publish-first note instead of the password form on an unpublished site', () => {
    renderMore(<MoreDrawer open onOpenChange={() => {}} />, moreSite({ active: false }))
    expect(within(drawer()).getByText('Publicera sidan först för att kunna sätta ett lösenord.')).toBeTruthy()
    expect(within(drawer()).queryByRole('button', { name: 'Spara lösenord' })).toBeNull()
    expect(within(drawer()).getByRole('button', { name: 'Spara synlighet' })).toBeTruthy()
  })
})
