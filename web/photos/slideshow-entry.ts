import type { GuestPhoto } from '#domain/photos/photos.ts'

interface PageData {
  siteId: string
  photos: GuestPhoto[]
}

/** How long each photo shows; a newly approved one comes next, whatever is showing. */
const SHOW_MS = 7000
/** At most this many photos are kept in the rotation, so a night of photos does not grow the page. */
const KEEP = 200
/** A video plays to its end, but a long one gives way after this. */
const VIDEO_MAX_MS = 60_000

/**
 * The live slideshow's script (issue 34): shows the approved photos one after another, newest
 * first, and hears of new ones by server-sent events (fed by the same pub/sub on every instance),
 * so a photo approved anywhere is on the screen within a few seconds. Two <img> elements take turns,
 * so the page holds two pictures however long it runs.
 */
function start(): void {
  const data = JSON.parse(document.getElementById('photo-page')?.textContent ?? '{}') as PageData
  const stage = document.getElementById('stage')
  const empty = document.getElementById('empty')
  if (!stage || !data.siteId) return
  const base = `/api/sites/${encodeURIComponent(data.siteId)}/photos`
  let photos = data.photos.slice(0, KEEP)
  const seen = new Set(photos.map((p) => p.id))
  const fresh: GuestPhoto[] = []
  let index = 0
  let timer: ReturnType<typeof setTimeout> | undefined

  const existing = stage.querySelector('img.slide') as HTMLImageElement | null
  const shownFirst = existing?.dataset.photo
  const slides = [existing ?? document.createElement('img'), document.createElement('img')]
  for (const img of slides) {
    img.className = img === existing ? 'slide shown' : 'slide'
    img.alt = ''
    if (!img.isConnected) stage.append(img)
  }
  let front = 0

  // One <video> at most, made for a video's turn and removed after it, so hours of videos hold none.
  let playing: HTMLVideoElement | undefined
  const stopVideo = () => {
    playing?.removeAttribute('src')
    playing?.load()
    playing?.remove()
    playing = undefined
  }

  /** Plays a video muted over the photos; the show goes on when it ends, fails or has run a minute. */
  const play = (photo: GuestPhoto) => {
    stopVideo()
    const video = document.createElement('video')
    video.className = 'slide shown'
    video.muted = true
    video.autoplay = true
    video.playsInline = true
    video.src = photo.url
    video.dataset.photo = photo.id
    video.onended = () => next()
    video.onerror = () => next()
    stage.append(video)
    playing = video
    empty?.setAttribute('hidden', '')
    clearTimeout(timer)
    timer = setTimeout(next, VIDEO_MAX_MS)
  }

  const show = (photo: GuestPhoto) => {
    if (photo.kind === 'video') return play(photo)
    stopVideo()
    const back = slides[1 - front]
    // With one photo there is nothing to change to: it stays as it is.
    if (!back || slides[front]?.dataset.photo === photo.id) return
    back.onload = () => {
      back.classList.add('shown')
      slides[front]?.classList.remove('shown')
      front = 1 - front
    }
    back.src = photo.url
    back.dataset.photo = photo.id
    empty?.setAttribute('hidden', '')
  }

  const next = () => {
    clearTimeout(timer)
    const photo = fresh.shift() ?? photos[index++ % Math.max(1, photos.length)]
    timer = setTimeout(next, SHOW_MS)
    if (photo) show(photo)
  }

  const refresh = async () => {
    try {
      const res = await fetch(`${base}/album`, { headers: { accept: 'application/json' } })
      if (!res.ok) return
      const body = (await res.json()) as { photos: GuestPhoto[] }
      const approved = body.photos.slice(0, KEEP)
      const ids = new Set(approved.map((p) => p.id))
      for (const photo of approved) {
        if (!seen.has(photo.id)) {
          seen.add(photo.id)
          fresh.push(photo)
        }
      }
      // A photo hidden or deleted leaves the rotation at once.
      for (const id of [...seen]) if (!ids.has(id)) seen.delete(id)
      photos = approved
      if (approved.length === 0) empty?.removeAttribute('hidden')
      if (fresh.length > 0) next()
    } catch {
      // The event stream reconnects by itself and asks again.
    }
  }

  const events = new EventSource(`${base}/live`)
  events.addEventListener('photos', () => void refresh())
  // After a reconnect, whatever was approved meanwhile is fetched.
  events.addEventListener('open', () => void refresh())
  // The server's page shows the newest photo (not a video): the rotation goes on after it.
  index =
    Math.max(
      0,
      photos.findIndex((p) => p.id === shownFirst),
    ) + (photos.length > 1 ? 1 : 0)
  timer = setTimeout(next, SHOW_MS)
}

start()
