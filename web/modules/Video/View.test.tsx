// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
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

  test('the thumbnail comes from the site host, never from YouTube', () => {
    const { container } = render(<VideoView module={makeVideo()} language="sv" />)
    const img = container.querySelector('img') as HTMLImageElement
    expect(img.getAttribute('src')).toBe('/media/video-thumbnail/dQw4w9WgXcQ.jpg')
    expect(container.innerHTML).not.toContain('ytimg')
  })

  test('a thumbnail that cannot load leaves the play button without a broken picture', () => {
    const { container } = render(<VideoView module={makeVideo()} language="sv" />)
    fireEvent.error(container.querySelector('img') as HTMLImageElement)
    expect(container.querySelector('img')).toBeNull()
    expect(screen.getByRole('button', { name: 'Spela upp video: Vår film' })).toBeTruthy()
  })
})
