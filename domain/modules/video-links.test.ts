import { describe, expect, test } from 'vitest'
import { youtubeEmbedUrl, youtubeId, youtubeThumbnails } from './video-links.ts'

const ID = 'dQw4w9WgXcQ'

describe('youtubeId', () => {
  test.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}`,
    `http://www.youtube.com/watch?v=${ID}`,
    `www.youtube.com/watch?v=${ID}`,
    `youtube.com/watch?v=${ID}`,
    `https://www.youtube.com/watch?v=${ID}&t=42s`,
    `https://www.youtube.com/watch?feature=share&v=${ID}&list=PL123`,
    `https://www.youtube.com/watch?v=${ID}#t=1m`,
    `https://m.youtube.com/watch?v=${ID}`,
    `https://music.youtube.com/watch?v=${ID}&si=abc`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=XyZ123&t=10`,
    `youtu.be/${ID}`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube.com/embed/${ID}?autoplay=1&rel=0`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `https://youtube-nocookie.com/embed/${ID}?start=5`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://youtube.com/shorts/${ID}?feature=share`,
    `https://www.youtube.com/live/${ID}?si=abc`,
    `https://www.youtube.com/v/${ID}?version=3`,
    `https://www.youtube.com/attribution_link?a=x&u=%2Fwatch%3Fv%3D${ID}%26feature%3Dshare`,
    `  https://youtu.be/${ID}  `,
    ID,
  ])('finds the id in %s', (url) => {
    expect(youtubeId(url)).toBe(ID)
  })

  test('ids with - and _ are kept as they are', () => {
    expect(youtubeId('https://youtu.be/a-B_c1D2e3F')).toBe('a-B_c1D2e3F')
  })

  test.each([
    '',
    '   ',
    null,
    undefined,
    'hello',
    'https://www.youtube.com/',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQQ',
    'https://youtu.be/dQw4w9WgXc',
    'https://www.youtube.com/@somechannel',
    'https://www.youtube.com/embed/videoseries?list=PL1234567890',
    'https://vimeo.com/123456789',
    `https://example.com/watch?v=${ID}`,
    `https://notyoutube.com/embed/${ID}`,
    `https://youtube.com.evil.example/watch?v=${ID}`,
    'javascript:alert(1)',
    'dQw4w9WgXc!',
  ])('gives null for %s', (url) => {
    expect(youtubeId(url)).toBeNull()
  })
})

describe('player and thumbnail addresses', () => {
  test('the player is the privacy-mode one', () => {
    expect(youtubeEmbedUrl(ID)).toBe(`https://www.youtube-nocookie.com/embed/${ID}?rel=0`)
    expect(youtubeEmbedUrl(ID, { autoplay: true })).toBe(
      `https://www.youtube-nocookie.com/embed/${ID}?autoplay=1&rel=0`,
    )
    expect(youtubeEmbedUrl(ID, { autoplay: true, mute: true })).toContain('autoplay=1&mute=1')
  })

  test('thumbnails: maxres first, sd as the fallback', () => {
    expect(youtubeThumbnails(ID)).toEqual({
      maxres: `https://i.ytimg.com/vi/${ID}/maxresdefault.jpg`,
      sd: `https://i.ytimg.com/vi/${ID}/sddefault.jpg`,
    })
  })
})
