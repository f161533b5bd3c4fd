// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, test } from 'vitest'
import { makeVideo } from '../test-modules.ts'
import { VideoView } from './View.tsx'

afterEach(cleanup)

describe('VideoView', () => {
  test('no player before the click; the no-cookie player with autoplay after it', async () => {
    const { container } = render(<VideoView module={makeVideo()} language="en" />)
    expect(container.querySelector('iframe')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Play video: Vår film' }))
    const iframe = container.querySelector('iframe')
    expect(iframe?.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    )
    expect(iframe?.getAttribute('title')).toBe('Vår film')
    expect(iframe?.hasAttribute('allowfullscreen')).toBe(true)
    expect(document.activeElement).toBe(iframe)
    expect(screen.queryByRole('button')).toBeNull()
  })

  test('autostart loads the muted player at once on the client', () => {
    const module = makeVideo({
      video: { contentDataType: 'Video', type: 'YouTube', videoUrl: 'youtu.be/dQw4w9WgXcQ', autoStart: true },
    })
    const { container } = render(<VideoView module={module} language="sv" />)
    expect(container.querySelector('iframe')?.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&mute=1&rel=0',
    )
  })

  test('the thumbnail falls back to sd when maxres is the small placeholder or fails', () => {
    const { container } = render(<VideoView module={makeVideo()} language="sv" />)
    const img = container.querySelector('img') as HTMLImageElement
    expect(img.getAttribute('src')).toBe('https://i.ytimg.com/vi/dQw4w9WgXcQ/maxresdefault.jpg')
    Object.defineProperty(img, 'complete', { value: true, configurable: true })
    Object.defineProperty(img, 'naturalWidth', { value: 1280, configurable: true })
    fireEvent.load(img)
    expect(img.getAttribute('src')).toContain('maxresdefault.jpg')
    Object.defineProperty(img, 'naturalWidth', { value: 120, configurable: true })
    act(() => {
      fireEvent.load(img)
    })
    expect(img.getAttribute('src')).toBe('https://i.ytimg.com/vi/dQw4w9WgXcQ/sddefault.jpg')
  })

  test('a failed maxres thumbnail falls back to sd', () => {
    const { container } = render(<VideoView module={makeVideo()} language="sv" />)
    const img = container.querySelector('img') as HTMLImageElement
    fireEvent.error(img)
    expect(img.getAttribute('src')).toContain('sddefault.jpg')
    // Neither loads (no network to YouTube): no broken picture, the play button stays.
    fireEvent.error(img)
    expect(container.querySelector('img')).toBeNull()
    expect(screen.getByRole('button', { name: 'Spela upp video: Vår film' })).toBeTruthy()
  })
})
