// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { ImageGalleryView } from '#web/modules/ImageGallery/View.tsx'
import { makeGallery } from '#web/modules/test-modules.ts'
import { Lightbox } from './Lightbox.tsx'

afterEach(cleanup)

const texts = {
  label: 'Bilder',
  previous: 'Föregående bild',
  next: 'Nästa bild',
  close: 'Stäng',
  counter: '{n} / {total}',
}
const images = ['a', 'b', 'c'].map((n) => ({ src: `/media/${n}.jpg`, alt: `Bild ${n}` }))

describe('Lightbox', () => {
  test('a labelled modal dialog at the given image, with a counter', () => {
    render(<Lightbox images={images} startIndex={1} texts={texts} onClose={() => {}} />)
    const dialog = screen.getByRole('dialog', { name: 'Bilder' })
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(screen.getByRole('img').getAttribute('src')).toBe('/media/b.jpg')
    expect(screen.getByText('2 / 3')).toBeTruthy()
    expect(document.activeElement).toBe(dialog)
  })

  test('arrow keys and the buttons move, round the ends', async () => {
    render(<Lightbox images={images} startIndex={2} texts={texts} onClose={() => {}} />)
    const dialog = screen.getByRole('dialog')
    fireEvent.keyDown(dialog, { key: 'ArrowRight' })
    expect(screen.getByText('1 / 3')).toBeTruthy()
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' })
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' })
    expect(screen.getByText('2 / 3')).toBeTruthy()
    expect(screen.getByRole('img').getAttribute('src')).toBe('/media/b.jpg')
    await userEvent.click(screen.getByRole('button', { name: 'Nästa bild' }))
    expect(screen.getByText('3 / 3')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Föregående bild' }))
    expect(screen.getByText('2 / 3')).toBeTruthy()
  })

  test('Escape and the close button close it', async () => {
    const onClose = vi.fn()
    render(<Lightbox images={images} startIndex={0} texts={texts} onClose={onClose} />)
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })
    expect(onClose).toHaveBeenCalledTimes(1)
    await userEvent.click(screen.getByRole('button', { name: 'Stäng' }))
    expect(onClose).toHaveBeenCalledTimes(2)
  })

  test('Tab stays inside the dialog', async () => {
    render(
      <>
        <button type="button">outside</button>
        <Lightbox images={images} startIndex={0} texts={texts} onClose={() => {}} />
      </>,
    )
    const names = []
    for (let i = 0; i < 5; i++) {
      await userEvent.tab()
      names.push(document.activeElement?.getAttribute('aria-label'))
    }
    expect(names).toEqual(['Stäng', 'Föregående bild', 'Nästa bild', 'Stäng', 'Föregående bild'])
    await userEvent.tab({ shift: true })
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Stäng')
    await userEvent.tab({ shift: true })
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Nästa bild')
  })

  test('one image: no previous or next', () => {
    render(<Lightbox images={images.slice(0, 1)} startIndex={0} texts={texts} onClose={() => {}} />)
    expect(screen.queryByRole('button', { name: 'Nästa bild' })).toBeNull()
    expect(screen.getByText('1 / 1')).toBeTruthy()
  })

  test('the page behind is locked and inert while open, and free again after', () => {
    const { unmount } = render(<Lightbox images={images} startIndex={0} texts={texts} onClose={() => {}} />)
    expect(document.body.style.overflow).toBe('hidden')
    const others = [...document.body.children].filter((el) => el.getAttribute('role') !== 'dialog')
    expect(others.length).toBeGreaterThan(0)
    for (const el of others) expect(el.hasAttribute('inert')).toBe(true)
    unmount()
    expect(document.body.style.overflow).toBe('')
    for (const el of others) expect(el.hasAttribute('inert')).toBe(false)
  })
})

describe('the gallery with its lightbox', () => {
  test('opens at the clicked image; arrows, Escape, and the focus back on that thumbnail', async () => {
    render(<ImageGalleryView module={makeGallery(4)} language="sv" />)
    const thumb = screen.getByRole('button', { name: 'Visa bild 2 av 4' })
    await userEvent.click(thumb)
    const dialog = await screen.findByRole('dialog', { name: 'Bilder' })
    expect(screen.getByText('2 / 4')).toBeTruthy()
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe('/media/site-1/g2-1200.jpg')
    expect(dialog.querySelector('img')?.getAttribute('sizes')).toBe('100vw')

    await userEvent.keyboard('{ArrowRight}')
    expect(screen.getByText('3 / 4')).toBeTruthy()
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe('/media/site-1/g3-1200.jpg')
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(screen.getByText('1 / 4')).toBeTruthy()

    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(thumb)
    expect(document.body.style.overflow).toBe('')
  })

  test('a click beside the image closes it', async () => {
    render(<ImageGalleryView module={makeGallery(2)} language="en" />)
    await userEvent.click(screen.getByRole('button', { name: 'Show image 1 of 2' }))
    const dialog = await screen.findByRole('dialog')
    const stage = dialog.querySelector('img')?.parentElement
    if (!stage) throw new Error('no stage')
    await act(async () => {
      fireEvent.click(stage)
    })
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
