import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from './http.ts'
import { uploadImage } from './sites-upload-image.ts'

type Listener = (event: { lengthComputable?: boolean; loaded?: number; total?: number }) => void

/** Stands in for the browser's XMLHttpRequest; the test plays the server. */
class FakeXhr {
  static last: FakeXhr | undefined
  method = ''
  url = ''
  body: unknown
  headers: Record<string, string> = {}
  withCredentials = false
  status = 0
  responseText = ''
  aborted = false
  private listeners: Record<string, Listener[]> = {}
  private uploadListeners: Record<string, Listener[]> = {}
  upload = {
    addEventListener: (type: string, fn: Listener) => {
      this.uploadListeners[type] = [...(this.uploadListeners[type] ?? []), fn]
    },
  }
  constructor() {
    FakeXhr.last = this
  }
  open(method: string, url: string) {
    this.method = method
    this.url = url
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value
  }
  addEventListener(type: string, fn: Listener) {
    this.listeners[type] = [...(this.listeners[type] ?? []), fn]
  }
  send(body: unknown) {
    this.body = body
  }
  abort() {
    this.aborted = true
    this.emit('abort')
  }
  progress(loaded: number, total: number) {
    for (const fn of this.uploadListeners.progress ?? []) fn({ lengthComputable: true, loaded, total })
  }
  answer(status: number, body: unknown) {
    this.status = status
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body)
    this.emit('load')
  }
  emit(type: string) {
    for (const fn of this.listeners[type] ?? []) fn({})
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
  FakeXhr.last = undefined
})

const xhr = () => {
  if (!FakeXhr.last) throw new Error('no request')
  return FakeXhr.last
}

describe('uploadImage', () => {
  it('posts the file as multipart field "file", reports progress and answers the image', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr)
    const progress: number[] = []
    const file = new File([new Uint8Array([1, 2, 3])], 'brudpar.jpg', { type: 'image/jpeg' })
    const answer = uploadImage('site/1', file, { onProgress: (p) => progress.push(p) })
    expect(xhr().method).toBe('POST')
    expect(xhr().url).toBe('/api/sites/site%2F1/upload-image')
    expect(xhr().withCredentials).toBe(true)
    const sent = (xhr().body as FormData).get('file') as File
    expect(sent.name).toBe('brudpar.jpg')
    expect(sent.size).toBe(3)

    xhr().progress(50, 200)
    xhr().progress(200, 200)
    const image = { path: '/media/u/s', fileName: 'a-600.jpg', sizes: [], width: 600, height: 400 }
    xhr().answer(200, image)
    expect(await answer).toEqual(image)
    expect(progress).toEqual([0.25, 1])
  })

  it("fails with an ApiError carrying the server's error body", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr)
    const answer = uploadImage('s1', new Blob(['x']))
    const body = {
      isErrorResponse: true,
      errorDescription: { sv: 'Bilden är för stor.', en: 'The image is too large.' },
      message: 'The image is too large.',
    }
    xhr().answer(413, body)
    const error = await answer.catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 413, response: body, message: 'The image is too large.' })
  })

  it('fails with status 0 on a network error and an HTTP message for a body that is no error', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr)
    const network = uploadImage('s1', new Blob(['x']))
    xhr().emit('error')
    await expect(network).rejects.toMatchObject({ status: 0, response: undefined })

    const html = uploadImage('s1', new Blob(['x']))
    xhr().answer(502, '<html>Bad gateway</html>')
    await expect(html).rejects.toMatchObject({ status: 502, message: 'HTTP 502', response: undefined })
  })

  it('is cancelled by its signal', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr)
    const controller = new AbortController()
    const answer = uploadImage('s1', new Blob(['x']), { signal: controller.signal })
    controller.abort()
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' })
    expect(xhr().aborted).toBe(true)
    await expect(uploadImage('s1', new Blob(['x']), { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    })
  })
})
