// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test } from 'vitest'
import { makeRsvp } from '../test-modules.ts'
import { RsvpView } from './View.tsx'

afterEach(cleanup)

describe('RsvpView', () => {
  test('choosing a number of guests marks it, and nothing more yet', async () => {
    render(<RsvpView module={makeRsvp({ maxNumberOfGuests: 4 })} language="sv" />)
    const group = screen.getByRole('group', { name: 'Hur många gäster vill du anmäla?' })
    const buttons = screen.getAllByRole('button')
    expect(buttons.map((b) => b.textContent)).toEqual(['1', '2', '3', '4'])
    expect(group.contains(buttons[0] ?? null)).toBe(true)
    await userEvent.click(screen.getByRole('button', { name: '3' }))
    expect(screen.getByRole('button', { name: '3' }).getAttribute('aria-pressed')).toBe('true')
    expect(screen.getByRole('button', { name: '1' }).getAttribute('aria-pressed')).toBe('false')
    await userEvent.click(screen.getByRole('button', { name: '2' }))
    expect(screen.getByRole('button', { name: '3' }).getAttribute('aria-pressed')).toBe('false')
    expect(screen.queryByRole('textbox')).toBeNull()
  })

  test('one guest at most: a single button with the owner label', async () => {
    render(
      <RsvpView
        module={makeRsvp({ maxNumberOfGuests: 1, oneGuestRsvpButton: { sv: 'Svara' } })}
        language="sv"
      />,
    )
    const button = screen.getByRole('button', { name: 'Svara' })
    await userEvent.click(button)
    expect(button.getAttribute('aria-pressed')).toBe('true')
  })
})
