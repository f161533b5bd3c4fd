// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { makeLocation } from '../test-modules.ts'
import { mapsSearchUrl } from './maps-url.ts'
import { LocationView } from './View.tsx'

afterEach(cleanup)

describe('LocationView map link', () => {
  test('the map image opens a maps search of the location in a new tab, named for the location', () => {
    const location = 'Café "Blå" & Co, Storgatan 1/2, 111 22 Stockholm'
    const base = makeLocation()
    const module = makeLocation({ map: base.map ? { ...base.map, location } : null })
    render(<LocationView module={module} language="sv" />)

    const link = screen.getByRole('link', { name: `Öppna kartan för ${location} (öppnas i en ny flik)` })
    expect(link.getAttribute('href')).toBe(
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(location)}`,
    )
    expect(new URL(link.getAttribute('href') ?? '').searchParams.get('query')).toBe(location)
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')?.split(' ')).toContain('noopener')
    const image = link.querySelector('img')
    expect(image?.getAttribute('alt')).toBe(`Karta över ${location}`)
  })

  test('the link is named in the interface language', () => {
    render(<LocationView module={makeLocation()} language="en" />)
    expect(
      screen.getByRole('link', { name: 'Open the map for Storkyrkan, Stockholm (opens in a new tab)' }),
    ).toBeTruthy()
    cleanup()
    render(<LocationView module={makeLocation()} language="da" />)
    expect(
      screen.getByRole('link', { name: 'Åbn kortet for Storkyrkan, Stockholm (åbner i en ny fane)' }),
    ).toBeTruthy()
  })

  test('without a saved map image there is no map link, only the text link', () => {
    const base = makeLocation()
    render(
      <LocationView
        module={makeLocation({ map: base.map ? { ...base.map, map: null } : null })}
        language="sv"
      />,
    )
    expect(screen.queryByRole('link', { name: /Öppna kartan för/ })).toBeNull()
    expect(screen.getByRole('link', { name: /Öppna i Google Maps/ }).getAttribute('href')).toBe(
      mapsSearchUrl('Storkyrkan, Stockholm'),
    )
  })
})
