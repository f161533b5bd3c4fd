// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FILE_DIALOG_CANCEL_CHECK_MS, useFilePicker } from './use-file-picker.ts'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

function Picker({ onFiles }: { onFiles: (files: File[]) => void }) {
  const picker = useFilePicker(onFiles, true)
  return (
    <>
      <button type="button" onClick={picker.open}>
        Välj
      </button>
      <p>{picker.choosing ? 'väljer' : 'klar'}</p>
      <input data-testid="input" {...picker.inputProps} />
    </>
  )
}

describe('useFilePicker', () => {
  it('knows the dialog was cancelled when the page gets the focus back without a file in 300 ms', () => {
    expect(FILE_DIALOG_CANCEL_CHECK_MS).toBe(300)
    vi.useFakeTimers()
    const onFiles = vi.fn()
    render(<Picker onFiles={onFiles} />)
    fireEvent.click(screen.getByRole('button', { name: 'Välj' }))
    expect(screen.getByText('väljer')).toBeTruthy()
    act(() => {
      window.dispatchEvent(new Event('focus'))
      vi.advanceTimersByTime(299)
    })
    expect(screen.getByText('väljer')).toBeTruthy()
    act(() => {
      vi.advanceTimersByTime(1)
    })
    expect(screen.getByText('klar')).toBeTruthy()
    expect(onFiles).not.toHaveBeenCalled()
  })

  it("takes the input's cancel event, and hands over chosen files", () => {
    const onFiles = vi.fn()
    render(<Picker onFiles={onFiles} />)
    const input = screen.getByTestId('input') as HTMLInputElement
    expect(input.multiple).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Välj' }))
    fireEvent(input, new Event('cancel'))
    expect(screen.getByText('klar')).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Välj' }))
    const file = new File(['x'], 'a.jpg', { type: 'image/jpeg' })
    fireEvent.change(input, { target: { files: [file] } })
    expect(onFiles).toHaveBeenCalledWith([file])
    expect(screen.getByText('klar')).toBeTruthy()
  })
})
