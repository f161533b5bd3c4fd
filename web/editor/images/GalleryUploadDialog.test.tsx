// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '#web/api/http.ts'
import type { UploadedImage, UploadOptions } from '#web/api/sites-upload-image.ts'
import { errorResponse } from '#web/app/test-app.tsx'
import { ImageGalleryView } from '#web/modules/ImageGallery/View.tsx'
import { makeGallery } from '#web/modules/test-modules.ts'
import { renderInEditor } from './test-editor.tsx'

const upload = vi.hoisted(() => ({
  fn: vi.fn<(siteId: string, file: Blob, options?: UploadOptions) => Promise<UploadedImage>>(),
}))
vi.mock('#web/api/sites-upload-image.ts', () => ({ uploadImage: upload.fn }))

const stored = (name: string): UploadedImage => ({
  path: '/media/u/s1',
  originalName: `${name}-orig.jpg`,
  fileName: `${name}-600.jpg`,
  temporary: false,
  sizes: [{ fileName: `${name}-600.jpg`, size: 600 }],
  width: 600,
  height: 400,
})

const jpeg = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' })

/** Each upload waits until the test lets it finish, so the order can be watched. */
function controlledUploads() {
  const pending: { name: string; resolve: () => void; reject: (error: unknown) => void }[] = []
  upload.fn.mockImplementation(
    (_site, file, options) =>
      new Promise<UploadedImage>((resolve, reject) => {
        const name = (file as File).name
        options?.onProgress?.(0.5)
        pending.push({ name, resolve: () => resolve(stored(name.replace(/\.\w+$/, ''))), reject })
      }),
  )
  return pending
}

beforeEach(() => {
  upload.fn.mockReset()
})
afterEach(cleanup)

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  const view = renderInEditor(makeGallery(1), ImageGalleryView)
  await user.click(screen.getByRole('button', { name: 'Lägg till bilder' }))
  const dialog = screen.getByRole('dialog', { name: 'Lägg till bilder' })
  const input = dialog.querySelector('input[type="file"]') as HTMLInputElement
  return { ...view, dialog, input }
}

const galleryNames = (gallery: { image: { fileName: string } }[]) =>
  gallery.map((item) => item.image.fileName)

describe('GalleryUploadDialog', () => {
  it('uploads one file at a time, adds each as it is done, goes on after a failure and stays open naming it', async () => {
    const user = userEvent.setup()
    const pending = controlledUploads()
    const { dialog, input, current } = await openDialog(user)
    expect(input.multiple).toBe(true)
    expect(input.accept).toBe('image/*')
    expect(within(dialog).getByRole('button', { name: 'Välj bilder' })).toBeTruthy()

    await user.upload(input, [jpeg('a.jpg'), jpeg('b.jpg'), jpeg('c.jpg')])
    await waitFor(() => expect(upload.fn).toHaveBeenCalledTimes(1))
    const list = within(dialog).getByRole('list', { name: 'Bilder att ladda upp' })
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['a.jpg50 %', 'b.jpgVäntar', 'c.jpgVäntar'])
    expect(within(list).getByRole('progressbar', { name: 'Laddar upp a.jpg' }).getAttribute('value')).toBe(
      '0.5',
    )

    pending[0]?.resolve()
    await waitFor(() => expect(upload.fn).toHaveBeenCalledTimes(2))
    expect(galleryNames(current().gallery)).toEqual(['g1.jpg', 'a-600.jpg'])
    expect(current().gallery[1]?.id).toMatch(/^item-/)

    pending[1]?.reject(
      new ApiError(
        415,
        errorResponse('Filen är ingen bild vi kan läsa.', 'Unsupported') as never,
        'HTTP 415',
      ),
    )
    await waitFor(() => expect(upload.fn).toHaveBeenCalledTimes(3))
    pending[2]?.resolve()

    const alert = await within(dialog).findByRole('alert')
    expect(alert.textContent).toContain('Misslyckades att ladda upp bilden: b.jpg')
    expect(alert.textContent).toContain('Filen är ingen bild vi kan läsa.')
    await waitFor(() => expect(galleryNames(current().gallery)).toEqual(['g1.jpg', 'a-600.jpg', 'c-600.jpg']))
    expect(within(dialog).getByRole('status').textContent).toBe('2 bilder har lagts till i galleriet.')
    expect(screen.getByRole('dialog', { name: 'Lägg till bilder' })).toBeTruthy()
    expect(upload.fn.mock.calls.map((call) => (call[1] as File).name)).toEqual(['a.jpg', 'b.jpg', 'c.jpg'])
  })

  it('refuses a file that is not an image before upload and names it', async () => {
    const user = userEvent.setup({ applyAccept: false })
    upload.fn.mockImplementation(async (_site, file) => stored((file as File).name.replace(/\.\w+$/, '')))
    const { dialog, input, current } = await openDialog(user)
    await user.upload(input, [new File(['hej'], 'gästlista.txt', { type: 'text/plain' }), jpeg('d.jpg')])

    expect((await within(dialog).findByRole('alert')).textContent).toContain('gästlista.txt är inte en bild.')
    await waitFor(() => expect(galleryNames(current().gallery)).toEqual(['g1.jpg', 'd-600.jpg']))
    expect(upload.fn).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('dialog', { name: 'Lägg till bilder' })).toBeTruthy()
  })

  it('takes dropped files and closes by itself when every one went in', async () => {
    const user = userEvent.setup()
    upload.fn.mockImplementation(async (_site, file) => stored((file as File).name.replace(/\.\w+$/, '')))
    const { dialog, current } = await openDialog(user)
    const zone = dialog.querySelector('[data-drop-zone]') as HTMLElement
    const files = [jpeg('e.jpg'), jpeg('f.jpg')]
    fireEvent.dragEnter(zone, { dataTransfer: { types: ['Files'], files } })
    fireEvent.dragOver(zone, { dataTransfer: { types: ['Files'], files } })
    fireEvent.drop(zone, { dataTransfer: { types: ['Files'], files } })

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(galleryNames(current().gallery)).toEqual(['g1.jpg', 'e-600.jpg', 'f-600.jpg'])
    expect(screen.getByRole('button', { name: 'Lägg till bilder' })).toBeTruthy()
  })

  it('cancels what has not gone in when closed', async () => {
    const user = userEvent.setup()
    const signals: AbortSignal[] = []
    upload.fn.mockImplementation(
      (_site, _file, options) =>
        new Promise((_resolve, reject) => {
          if (options?.signal) signals.push(options.signal)
          options?.signal?.addEventListener('abort', () => reject(new DOMException('x', 'AbortError')))
        }),
    )
    const { dialog, input, current } = await openDialog(user)
    await user.upload(input, [jpeg('g.jpg'), jpeg('h.jpg')])
    await waitFor(() => expect(upload.fn).toHaveBeenCalledTimes(1))
    await user.click(within(dialog).getByRole('button', { name: 'Stäng' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(signals[0]?.aborted).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(upload.fn).toHaveBeenCalledTimes(1)
    expect(current().gallery).toHaveLength(1)
  })
})
