// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import type { ModuleOf } from '#domain/modules/registry.ts'
import { renderWithStore } from '#web/editor/forms/test-site.tsx'
import { makeVideo } from '../test-modules.ts'
import VideoPopup from './Popup.tsx'

afterEach(cleanup)

function renderPopup(module: ModuleOf<'Video'> = makeVideo()) {
  const onOpenChange = vi.fn()
  const { store, user } = renderWithStore([module], () => (
    <VideoPopup module={module} open onOpenChange={onOpenChange} />
  ))
  const stored = () => {
    const found = store.get().site.siteModules[0]
    return found?.siteModuleType === 'Video' ? found.video : undefined
  }
  return {
    store,
    stored,
    onOpenChange,
    user,
    url: screen.getByLabelText('Länk till klippet på YouTube'),
  }
}

const preview = () =>
  screen.queryByRole('img', { name: 'Miniatyrbild för YouTube-klippet' }) as HTMLImageElement | null

describe('VideoPopup', () => {
  test('previews the thumbnail of the video in the address', () => {
    renderPopup()
    expect(preview()?.getAttribute('src')).toBe('https://i.ytimg.com/vi/dQw4w9WgXcQ/maxresdefault.jpg')
  })

  test('shows no preview, and a hint, without a YouTube id', async () => {
    const { user, url } = renderPopup(makeVideo({ video: null }))
    expect(preview()).toBeNull()
    expect(screen.getByText('Förhandsvisningen visas när du har klistrat in en länk.')).toBeTruthy()
    await user.type(url, 'https://example.com/film')
    expect(preview()).toBeNull()
    expect(screen.getByText(/Vi hittar inget YouTube-klipp i länken/)).toBeTruthy()
    await user.clear(url)
    await user.type(url, 'https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=10')
    expect(preview()?.getAttribute('src')).toBe('https://i.ytimg.com/vi/aqz-KE-bpKQ/maxresdefault.jpg')
  })

  test('falls back to the sd thumbnail when the maxres one is under 400 px wide', () => {
    renderPopup()
    const img = preview() as HTMLImageElement
    Object.defineProperty(img, 'naturalWidth', { value: 120, configurable: true })
    fireEvent.load(img)
    expect(preview()?.getAttribute('src')).toBe('https://i.ytimg.com/vi/dQw4w9WgXcQ/sddefault.jpg')
  })

  test('keeps a maxres thumbnail that is wide enough', () => {
    renderPopup()
    const img = preview() as HTMLImageElement
    Object.defineProperty(img, 'naturalWidth', { value: 1280, configurable: true })
    fireEvent.load(img)
    expect(preview()?.getAttribute('src')).toBe('https://i.ytimg.com/vi/dQw4w9WgXcQ/maxresdefault.jpg')
  })

  test('writes the address and autostart on Spara', async () => {
    const { user, url, stored, onOpenChange } = renderPopup()
    await user.clear(url)
    await user.type(url, ' https://youtu.be/aqz-KE-bpKQ ')
    await user.click(screen.getByRole('checkbox', { name: 'Starta klippet automatiskt' }))
    expect(stored()?.autoStart).toBe(false)
    await user.click(screen.getByRole('button', { name: 'Spara' }))
    expect(stored()).toEqual({
      contentDataType: 'Video',
      type: 'YouTube',
      videoUrl: 'https://youtu.be/aqz-KE-bpKQ',
      autoStart: true,
    })
    expect(onOpenChange).toHaveBeenCalledWith(false)
  })

  test('does not save an address without a video, and Avbryt changes nothing', async () => {
    const { user, url, stored, store, onOpenChange } = renderPopup()
    await user.clear(url)
    await user.type(url, 'https://example.com/film')
    await user.click(screen.getByRole('button', { name: 'Spara' }))
    expect(onOpenChange).not.toHaveBeenCalled()
    expect(document.activeElement).toBe(url)
    await user.click(screen.getByRole('button', { name: 'Avbryt' }))
    expect(stored()?.videoUrl).toBe('https://youtu.be/dQw4w9WgXcQ?si=abc')
    expect(store.get().dirty).toBe(false)
    expect(onOpenChange).toHaveBeenCalledWith(false)
  })
})

test('Spara without a change leaves the editor clean', async () => {
  const { user, store, onOpenChange } = renderPopup()
  await user.click(screen.getByRole('button', { name: 'Spara' }))
  expect(store.get().dirty).toBe(false)
  expect(onOpenChange).toHaveBeenCalledWith(false)
})
