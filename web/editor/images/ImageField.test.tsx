// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Image } from '#domain/site/image.ts'
import { makeImage } from '#domain/testing/fixtures.ts'
import { ApiError } from '#web/api/http.ts'
import type { UploadedImage, UploadOptions } from '#web/api/sites-upload-image.ts'
import { errorResponse, stubApi } from '#web/app/test-app.tsx'
import { HeaderView } from '#web/modules/Header/View.tsx'
import { ImageAndTextView } from '#web/modules/ImageAndText/View.tsx'
import { PeopleListView } from '#web/modules/PeopleList/View.tsx'
import { makeImageAndText, makePeopleList } from '#web/modules/test-modules.ts'
import { makeHeader } from '#web/site/test-inputs.ts'
import { renderInEditor } from './test-editor.tsx'

const upload = vi.hoisted(() => ({
  fn: vi.fn<(siteId: string, file: Blob, options?: UploadOptions) => Promise<UploadedImage>>(),
}))
vi.mock('#web/api/sites-upload-image.ts', () => ({ uploadImage: upload.fn }))

// jsdom loads no images, so the undo's measuring of the restored file is stood in for.
vi.mock('./image-files.ts', async (original) => ({
  ...(await original<typeof import('./image-files.ts')>()),
  measureImage: vi.fn(async () => ({ width: 1600, height: 1067 })),
}))

const uploaded = (name: string): UploadedImage => ({
  path: '/media/u/s1',
  originalName: `${name}-orig.jpg`,
  fileName: `${name}-1600.jpg`,
  temporary: false,
  sizes: [
    { fileName: `${name}-1600.jpg`, size: 1600 },
    { fileName: `${name}-800.jpg`, size: 800 },
  ],
  width: 2400,
  height: 1600,
})

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

const jpeg = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' })
const fileInput = (container: HTMLElement) =>
  container.querySelector('input[type="file"]') as HTMLInputElement

beforeEach(() => {
  upload.fn.mockReset()
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('ImageField', () => {
  it('shows an upload area without an image, shows the progress, and writes the uploaded image', async () => {
    const user = userEvent.setup()
    const pending = deferred<UploadedImage>()
    upload.fn.mockImplementation((_site, _file, options) => {
      options?.onProgress?.(0.4)
      return pending.promise
    })
    const { container, current } = renderInEditor(makeImageAndText({ image: null }), ImageAndTextView)

    expect(screen.getByText('Ingen bild än. Dra en bild hit eller välj en fil.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Ladda upp bild' })).toBeTruthy()
    await user.upload(fileInput(container), jpeg('brudpar.jpg'))

    expect(upload.fn).toHaveBeenCalledTimes(1)
    expect(upload.fn.mock.calls[0]?.[0]).toBe('s1')
    expect(upload.fn.mock.calls[0]?.[1]).toMatchObject({ name: 'brudpar.jpg' })
    const bar = await screen.findByRole('progressbar', { name: 'Laddar upp bilden' })
    expect(bar.getAttribute('value')).toBe('0.4')
    expect(screen.getByText('Laddar upp bilden… 40 %')).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Ladda upp bild' }) as HTMLButtonElement).disabled).toBe(true)

    pending.resolve(uploaded('a'))
    await screen.findByRole('button', { name: 'Byt bild' })
    expect(current().image).toEqual(uploaded('a'))
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/media/u/s1/a-1600.jpg')
    expect(screen.queryByRole('progressbar')).toBeNull()
    expect(screen.getByRole('status').textContent).toBe('Bilden är uppladdad.')
    expect(screen.getByRole('button', { name: 'Byt bild' })).toBe(document.activeElement)
  })

  it('shows the failure with the server message and keeps the image as it was', async () => {
    const user = userEvent.setup()
    upload.fn.mockRejectedValue(
      new ApiError(
        413,
        errorResponse('Bilden är för stor. Största tillåtna storlek är 20 MB.', 'Too large') as never,
        'HTTP 413',
      ),
    )
    const { container, current } = renderInEditor(makeImageAndText(), ImageAndTextView)
    await user.upload(fileInput(container), jpeg('stor.jpg'))

    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Misslyckades att ladda upp bilden')
    expect(alert.textContent).toContain('Bilden är för stor. Största tillåtna storlek är 20 MB.')
    expect(current().image).toEqual(makeImage('story'))
    expect(screen.getByRole('button', { name: 'Byt bild' })).toBeTruthy()
  })

  it('refuses a file that is not an image before uploading', async () => {
    const user = userEvent.setup({ applyAccept: false })
    const { container } = renderInEditor(makeImageAndText({ image: null }), ImageAndTextView)
    await user.upload(fileInput(container), new File(['hej'], 'lista.txt', { type: 'text/plain' }))
    expect((await screen.findByRole('alert')).textContent).toContain('lista.txt är inte en bild.')
    expect(upload.fn).not.toHaveBeenCalled()
  })

  it('takes a dropped image in the upload area', async () => {
    upload.fn.mockResolvedValue(uploaded('d'))
    const { container, current } = renderInEditor(makeImageAndText({ image: null }), ImageAndTextView)
    const area = container.querySelector('[data-image-path="image"]') as HTMLElement
    const files = [jpeg('släppt.jpg')]
    fireEvent.dragOver(area, { dataTransfer: { types: ['Files'], files } })
    fireEvent.drop(area, { dataTransfer: { types: ['Files'], files } })
    await waitFor(() => expect(current().image).toEqual(uploaded('d')))
  })

  it('removes the image after asking, and offers the upload again', async () => {
    const user = userEvent.setup()
    const { current } = renderInEditor(makeImageAndText(), ImageAndTextView)
    await user.click(screen.getByRole('button', { name: 'Ta bort' }))
    const dialog = screen.getByRole('dialog', { name: 'Ta bort bilden?' })
    await user.click(within(dialog).getByRole('button', { name: 'Ta bort' }))
    expect(current().image).toBeNull()
    expect(screen.getByRole('button', { name: 'Ladda upp bild' })).toBe(document.activeElement)
  })

  it('writes to a list item by its id', async () => {
    const user = userEvent.setup()
    upload.fn.mockResolvedValue(uploaded('johan'))
    const { container, current } = renderInEditor(makePeopleList(), PeopleListView)
    const place = container.querySelector('[data-image-path="list.p2.image"]') as HTMLElement
    await user.upload(fileInput(place), jpeg('johan.jpg'))
    await waitFor(() => expect(current().list[1]?.image).toEqual(uploaded('johan')))
    expect(current().list[0]?.image).toEqual(makeImage('karin'))
  })

  it("offers the header's size choice and writes it beside the image", async () => {
    const user = userEvent.setup()
    const header = makeHeader({ image: { image: makeImage('couple'), userSelectedImageSize: 'LARGE' } })
    const { current } = renderInEditor(header, HeaderView)
    const sizes = screen.getByRole('radiogroup', { name: 'Bildstorlek' })
    expect((within(sizes).getByRole('radio', { name: 'Stor' }) as HTMLInputElement).checked).toBe(true)
    await user.click(within(sizes).getByRole('radio', { name: 'Liten' }))
    expect(current().image).toEqual({ image: makeImage('couple'), userSelectedImageSize: 'SMALL' })
  })

  it("gives a header's first image the default size", async () => {
    const user = userEvent.setup()
    upload.fn.mockResolvedValue(uploaded('h'))
    const { container, current } = renderInEditor(makeHeader(), HeaderView)
    await user.upload(fileInput(container), jpeg('h.jpg'))
    await waitFor(() =>
      expect(current().image).toEqual({ image: uploaded('h'), userSelectedImageSize: 'LARGE' }),
    )
  })

  it('offers no crop for a demo image, which has no original of its own', () => {
    const demo = makeImage('demo', { path: '/media/demo', isDemoImage: true })
    renderInEditor(makeImageAndText({ image: demo }), ImageAndTextView)
    expect(screen.getByRole('button', { name: 'Byt bild' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Beskär' })).toBeNull()
  })

  it('shows a view image that fails to load', () => {
    const { container } = renderInEditor(makeImageAndText(), ImageAndTextView)
    fireEvent.error(container.querySelector('img') as HTMLImageElement)
    expect(screen.getByRole('alert').textContent).toBe('Misslyckades att ladda bild')
  })
})

describe('crop and undo', () => {
  const original: Image = { ...uploaded('orig'), originalName: 'orig-orig.jpg' }

  /** Opens the crop view and lets its image "load" at the original's size. */
  async function openCrop(user: ReturnType<typeof userEvent.setup>) {
    await user.click(screen.getByRole('button', { name: 'Beskär' }))
    const dialog = await screen.findByRole('dialog', { name: 'Beskär bilden' }, { timeout: 10_000 })
    const img = within(dialog).getByRole('img', { name: 'Bilden som beskärs' }) as HTMLImageElement
    expect(img.getAttribute('src')).toBe('/media/u/s1/orig-orig.jpg')
    Object.defineProperty(img, 'naturalWidth', { value: 2400 })
    Object.defineProperty(img, 'naturalHeight', { value: 1600 })
    fireEvent.load(img)
    return dialog
  }

  it('crops 16:9 from 90 % of the width, nudges by keyboard, saves and returns to the image; undo restores', async () => {
    const user = userEvent.setup()
    const cropped = {
      ...uploaded('c'),
      originalName: 'orig-orig.jpg',
      width: 2160,
      height: 1215,
      imageBeforeEdit: { path: original.path, fileName: original.fileName, sizes: original.sizes },
    }
    const calls = stubApi({ 'PUT /api/sites/s1/crop-image/v2': () => ({ status: 200, body: cropped }) })
    const { current } = renderInEditor(makeImageAndText({ image: original }), ImageAndTextView)
    const dialog = await openCrop(user)

    expect(within(dialog).getByText('Markering: 2160 × 1440 px av 2400 × 1600 px')).toBeTruthy()
    const aspects = within(dialog).getByRole('radiogroup', { name: 'Format' })
    expect(
      within(aspects)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['free', '16:9', '3:2', '4:3', '3:4', '1:1'])
    await user.click(within(aspects).getByRole('radio', { name: '16:9' }))
    expect(within(dialog).getByText('Markering: 2160 × 1215 px av 2400 × 1600 px')).toBeTruthy()

    const selection = within(dialog).getByRole('group', { name: 'Markering, flytta med piltangenterna' })
    selection.focus()
    await user.keyboard('{Shift>}{ArrowLeft}{/Shift}{Control>}{ArrowUp}{/Control}{ArrowRight}')

    await user.click(within(dialog).getByRole('button', { name: 'Spara beskärning' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(calls.at(-1)?.body).toEqual({
      originalName: 'orig-orig.jpg',
      sourceImageUrl: '/media/u/s1/orig-1600.jpg',
      // Centred at x 120, y 192; Shift+Left 10, Ctrl+Up 100, Right 1.
      crop: { x: 111, y: 92, width: 2160, height: 1215 },
    })
    expect(current().image).toEqual(cropped)
    expect(screen.getByRole('status').textContent).toBe('Bilden är beskuren.')

    await user.click(screen.getByRole('button', { name: 'Ångra beskärning' }))
    await waitFor(() => expect(current().image?.imageBeforeEdit).toBeUndefined())
    expect(current().image).toEqual({
      path: original.path,
      originalName: 'orig-orig.jpg',
      fileName: original.fileName,
      sizes: original.sizes,
      temporary: false,
      width: 1600,
      height: 1067,
    })
    expect(screen.queryByRole('button', { name: 'Ångra beskärning' })).toBeNull()
  })

  it('keeps the crop view open with the server message when the crop fails', async () => {
    const user = userEvent.setup()
    stubApi({
      'PUT /api/sites/s1/crop-image/v2': () => ({
        status: 400,
        body: errorResponse('Markera ett område i bilden att beskära.', 'Select an area'),
      }),
    })
    const { current } = renderInEditor(makeImageAndText({ image: original }), ImageAndTextView)
    const dialog = await openCrop(user)
    await user.click(within(dialog).getByRole('button', { name: 'Spara beskärning' }))
    const alert = await within(dialog).findByRole('alert')
    expect(alert.textContent).toContain('Misslyckades att beskära bilden')
    expect(alert.textContent).toContain('Markera ett område i bilden att beskära.')
    expect(screen.getByRole('dialog', { name: 'Beskär bilden' })).toBeTruthy()
    expect(current().image).toEqual(original)
  })

  it('shows an original that fails to load, with nothing to save', async () => {
    const user = userEvent.setup()
    renderInEditor(makeImageAndText({ image: original }), ImageAndTextView)
    await user.click(screen.getByRole('button', { name: 'Beskär' }))
    const dialog = await screen.findByRole('dialog', { name: 'Beskär bilden' }, { timeout: 10_000 })
    fireEvent.error(within(dialog).getByRole('img', { name: 'Bilden som beskärs' }))
    expect(within(dialog).getByRole('alert').textContent).toBe('Misslyckades att ladda bild')
    expect(
      (within(dialog).getByRole('button', { name: 'Spara beskärning' }) as HTMLButtonElement).disabled,
    ).toBe(true)
    await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
