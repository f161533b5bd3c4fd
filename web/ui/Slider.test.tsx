// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { clampToRange, Slider, sliderKeyDelta } from './Slider.tsx'

afterEach(cleanup)

describe('slider keys', () => {
  it('moves 10 steps with Page Up/Down and Shift+arrows, leaves plain arrows to the browser', () => {
    expect(sliderKeyDelta('PageUp', false)).toBe(10)
    expect(sliderKeyDelta('PageDown', false)).toBe(-10)
    expect(sliderKeyDelta('ArrowRight', true)).toBe(10)
    expect(sliderKeyDelta('ArrowLeft', true)).toBe(-10)
    expect(sliderKeyDelta('ArrowUp', false)).toBeNull()
    expect(sliderKeyDelta('Home', false)).toBeNull()
  })

  it('clamps to the range and the step', () => {
    expect(clampToRange(25, 6, 18, 1)).toBe(18)
    expect(clampToRange(-20, -14, 14, 1)).toBe(-14)
    expect(clampToRange(7.6, 6, 18, 1)).toBe(8)
  })

  it('changes by 10 on Page Up and stops at the maximum', () => {
    const onChange = vi.fn()
    render(<Slider label="Zoom" value={12} min={6} max={18} onChange={onChange} />)
    fireEvent.keyDown(screen.getByRole('slider', { name: /Zoom/ }), { key: 'PageUp' })
    expect(onChange).toHaveBeenCalledWith(18)
    fireEvent.keyDown(screen.getByRole('slider', { name: /Zoom/ }), { key: 'ArrowLeft', shiftKey: true })
    expect(onChange).toHaveBeenLastCalledWith(6)
  })
})
