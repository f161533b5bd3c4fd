/**
 * A small tus 1.0 client (core protocol and creation) for the guests' upload page (issue 34): the
 * upload's address is kept in localStorage under the file's fingerprint, so a dropped network, a
 * sleeping phone or a closed tab carries on from the offset the server has, never from the start.
 * Network failures are retried for as long as the page is open, waiting longer each time and at
 * once when the browser says it is online again; a refusal (4xx) ends the file with its message.
 */

export interface UploadCallbacks {
  onProgress(sent: number, total: number): void
  /** Retrying after a failure of the line: `offline` while the browser knows it has none. */
  onRetry(offline: boolean): void
}

export class UploadRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

/** The piece sent per request: small enough that a drop on one bar of 3G loses little. */
export const CHUNK_BYTES = 512 * 1024
const MAX_WAIT_MS = 15_000
/** A request that moves no byte for this long is taken as a dropped line. */
const STALL_MS = 20_000
/**
 * Once a file's last bytes are sent, the server makes the photo before it answers, behind other
 * guests' photos after the speeches: the answer is given this long.
 */
const ANSWER_MS = 90_000
const TUS = { 'tus-resumable': '1.0.0' }

const storeKey = (endpoint: string, file: File) =>
  `tus:${endpoint}:${file.name}:${file.size}:${file.lastModified}`

const b64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)))

class LineFailure extends Error {}

interface Answer {
  status: number
  headers: (name: string) => string | null
  body: string
}

function send(
  method: string,
  url: string,
  headers: Record<string, string>,
  body?: Blob,
  onProgress?: (loaded: number) => void,
  answerMs = STALL_MS,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open(method, url)
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value)
    // A request that hears nothing for this long is taken as a dropped line.
    // A dropped line often fails nothing: the request just stalls. One that moves nothing for a
    // while, or is under way when the browser goes offline, is given up and asked about again.
    let stall: ReturnType<typeof setTimeout> | undefined
    const watch = (ms = STALL_MS) => {
      clearTimeout(stall)
      stall = setTimeout(() => xhr.abort(), ms)
    }
    const offline = () => xhr.abort()
    const settle = () => {
      clearTimeout(stall)
      window.removeEventListener('offline', offline)
    }
    window.addEventListener('offline', offline)
    xhr.upload.onprogress = (e) => {
      watch()
      onProgress?.(e.loaded)
    }
    if (body) xhr.upload.onload = () => watch(answerMs)
    xhr.onload = () => {
      settle()
      resolve({ status: xhr.status, headers: (n) => xhr.getResponseHeader(n), body: xhr.responseText })
    }
    xhr.onerror = () => {
      settle()
      reject(new LineFailure('network'))
    }
    xhr.onabort = () => {
      settle()
      reject(new LineFailure('abort'))
    }
    watch()
    xhr.send(body ?? null)
  })
}

function messageOf(answer: Answer, language: string): string {
  try {
    const body = JSON.parse(answer.body) as { errorDescription?: Record<string, string>; message?: string }
    return (
      body.errorDescription?.[language] ?? body.errorDescription?.sv ?? body.message ?? String(answer.status)
    )
  } catch {
    return String(answer.status)
  }
}

/** Waits `ms`, or less if the browser comes back online meanwhile. */
function pause(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      window.removeEventListener('online', done)
      resolve()
    }
    const timer = setTimeout(done, ms)
    window.addEventListener('online', done)
  })
}

/** Sends one file to the tus endpoint; resolves when the server has made the photo of it. */
export async function uploadFile(
  endpoint: string,
  file: File,
  language: string,
  callbacks: UploadCallbacks,
): Promise<void> {
  const key = storeKey(endpoint, file)
  let wait = 1000
  let location = localStorage.getItem(key)
  let offset = 0
  for (;;) {
    try {
      if (location) {
        const head = await send('HEAD', location, TUS)
        if (head.status === 404 || head.status === 410) {
          localStorage.removeItem(key)
          location = null
          continue
        }
        if (head.status !== 200) throw answerFailure(head, language)
        offset = Number(head.headers('upload-offset') ?? '0')
      } else {
        const meta = `filename ${b64(file.name)},filetype ${b64(file.type)}`
        const created = await send('POST', endpoint, {
          ...TUS,
          'upload-length': String(file.size),
          'upload-metadata': meta,
        })
        if (created.status !== 201) throw answerFailure(created, language)
        location = created.headers('location')
        if (!location) throw new LineFailure('no location')
        localStorage.setItem(key, location)
        offset = 0
      }
      callbacks.onProgress(offset, file.size)
      while (offset < file.size) {
        const end = Math.min(file.size, offset + CHUNK_BYTES)
        const from = offset
        const answer = await send(
          'PATCH',
          location,
          { ...TUS, 'upload-offset': String(from), 'content-type': 'application/offset+octet-stream' },
          file.slice(from, end),
          (loaded) => callbacks.onProgress(from + loaded, file.size),
          end === file.size ? ANSWER_MS : STALL_MS,
        )
        // Someone (a retry that crossed) got further: ask where it stands.
        if (answer.status === 409) break
        if (answer.status !== 204) throw answerFailure(answer, language)
        offset = Number(answer.headers('upload-offset') ?? end)
        wait = 1000
        callbacks.onProgress(offset, file.size)
      }
      if (offset >= file.size) {
        localStorage.removeItem(key)
        return
      }
    } catch (err) {
      if (err instanceof UploadRefused) {
        if (err.status !== 404) localStorage.removeItem(key)
        throw err
      }
      callbacks.onRetry(!navigator.onLine)
      await pause(wait)
      wait = Math.min(MAX_WAIT_MS, wait * 2)
    }
  }
}

/** 4xx: refused for good (except 409 and 423, handled as "ask again"); 5xx: the line, tried again. */
function answerFailure(answer: Answer, language: string): Error {
  if (answer.status >= 400 && answer.status < 500 && answer.status !== 408 && answer.status !== 423) {
    return new UploadRefused(answer.status, messageOf(answer, language))
  }
  return new LineFailure(String(answer.status))
}
