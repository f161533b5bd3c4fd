import { fillPhotoText, type PhotoPageTexts } from '#domain/photos/page-texts.ts'
import { uploadFile } from './tus-upload.ts'

interface PageData {
  siteId: string
  language: string
  texts: PhotoPageTexts
}

const VIDEO_NAME = /\.(mp4|mov|m4v|webm|3gp)$/i

/**
 * The chosen file beside its name: the photo, or a video's first frame with a play mark. A kind
 * this browser cannot show (a HEIC photo outside Safari) leaves the plain tile, not a broken image.
 */
function preview(file: File): HTMLElement {
  const tile = document.createElement('span')
  tile.className = 'thumb'
  const url = URL.createObjectURL(file)
  const isVideo = file.type.startsWith('video/') || (!file.type && VIDEO_NAME.test(file.name))
  if (isVideo) {
    tile.dataset.kind = 'video'
    const video = document.createElement('video')
    video.muted = true
    video.playsInline = true
    video.preload = 'metadata'
    // A moment in, so that Safari, which shows no frame before playing, draws one. The object URL
    // is kept: the frame may be read again, and it only points at the file the guest chose.
    video.src = `${url}#t=0.1`
    video.addEventListener('error', () => video.remove(), { once: true })
    tile.append(video)
  } else {
    const img = document.createElement('img')
    img.alt = ''
    img.src = url
    img.addEventListener('load', () => URL.revokeObjectURL(url), { once: true })
    img.addEventListener(
      'error',
      () => {
        URL.revokeObjectURL(url)
        img.remove()
      },
      { once: true },
    )
    tile.append(img)
  }
  return tile
}

/** Two files at once: the line stays busy between one file's last piece and the next's first. */
const PARALLEL = 2

/**
 * The upload page's script (issue 34): takes over the plain form and sends the chosen photos by
 * tus, each with its own progress and the total above, carrying on after a dropped line.
 */
function start(): void {
  const data = JSON.parse(document.getElementById('photo-page')?.textContent ?? '{}') as PageData
  const form = document.getElementById('photo-form') as HTMLFormElement | null
  const input = document.getElementById('photo-files') as HTMLInputElement | null
  const section = document.getElementById('photo-progress')
  const totalText = document.getElementById('photo-total')
  const totalBar = document.getElementById('photo-total-bar') as HTMLProgressElement | null
  const list = document.getElementById('photo-list')
  if (!form || !input || !section || !totalText || !totalBar || !list || !data.siteId) return
  const { texts } = data
  const endpoint = `/api/sites/${encodeURIComponent(data.siteId)}/photos/uploads`
  const submit = form.querySelector('button[type=submit]') as HTMLButtonElement | null

  const queue: { file: File; sent: number; state: 'waiting' | 'sending' | 'done' | 'failed' }[] = []
  const showTotal = () => {
    const size = queue.reduce((sum, item) => sum + item.file.size, 0)
    const sent = queue.reduce((sum, item) => sum + item.sent, 0)
    const done = queue.filter((item) => item.state === 'done').length
    totalBar.value = size ? sent / size : 0
    const finished = queue.every((item) => item.state === 'done' || item.state === 'failed')
    totalText.textContent =
      finished && done === queue.length
        ? texts.allDone
        : fillPhotoText(texts.total, { done, count: queue.length })
  }

  const send = async (file: File) => {
    const item = { file, sent: 0, state: 'waiting' as 'waiting' | 'sending' | 'done' | 'failed' }
    queue.push(item)
    const row = document.createElement('li')
    row.dataset.state = 'waiting'
    const thumb = preview(file)
    const name = document.createElement('span')
    name.className = 'name'
    name.textContent = file.name
    const state = document.createElement('span')
    state.className = 'state'
    state.textContent = texts.waiting
    const bar = document.createElement('progress')
    bar.max = 1
    bar.value = 0
    bar.setAttribute('aria-label', file.name)
    row.append(thumb, name, state, bar)
    list.append(row)
    showTotal()
    return async () => {
      item.state = 'sending'
      row.dataset.state = 'sending'
      try {
        await uploadFile(endpoint, file, data.language, {
          onProgress(sent, total) {
            item.sent = sent
            bar.value = total ? sent / total : 1
            state.textContent = fillPhotoText(texts.sending, {
              percent: Math.floor((100 * sent) / (total || 1)),
            })
            showTotal()
          },
          onRetry(offline) {
            state.textContent = offline ? texts.offline : texts.resuming
          },
        })
        item.state = 'done'
        item.sent = file.size
        state.textContent = texts.done
      } catch (err) {
        item.state = 'failed'
        state.textContent = `${texts.failed}: ${err instanceof Error ? err.message : ''}`
      }
      row.dataset.state = item.state
      bar.value = item.state === 'done' ? 1 : bar.value
      showTotal()
    }
  }

  const jobs: (() => Promise<void>)[] = []
  let running = 0
  const pump = () => {
    while (running < PARALLEL && jobs.length > 0) {
      const job = jobs.shift()
      if (!job) break
      running += 1
      void job().finally(() => {
        running -= 1
        pump()
      })
    }
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault()
    void take()
  })
  // Picking the photos is enough: the guest need not find the button too.
  input.addEventListener('change', () => void take())
  if (submit) submit.hidden = true

  async function take() {
    const files = [...(input?.files ?? [])]
    if (files.length === 0) return
    section?.removeAttribute('hidden')
    for (const file of files) jobs.push(await send(file))
    if (input) input.value = ''
    pump()
  }
}

start()
