import { describe, expect, test } from 'vitest'
import { imageSource } from './image-source.ts'

describe('imageSource', () => {
  test('uses the largest size as src and lists every size by width', () => {
    const source = imageSource({
      path: '/media/site-1/',
      fileName: 'photo.jpg',
      sizes: [
        { fileName: 'photo-800.jpg', size: 800 },
        { fileName: 'photo-1600.jpg', size: 1600 },
        { fileName: 'photo-600.jpg', size: 600 },
      ],
      width: 1600,
      height: 1067,
    })
    expect(source.src).toBe('/media/site-1/photo-1600.jpg')
    expect(source.srcSet).toBe(
      '/media/site-1/photo-600.jpg 600w, /media/site-1/photo-800.jpg 800w, /media/site-1/photo-1600.jpg 1600w',
    )
    expect(source).toMatchObject({ width: 1600, height: 1067 })
  })

  test('without sizes it uses the file itself and no srcset', () => {
    const source = imageSource({ path: '/media', fileName: 'my photo.jpg', sizes: [] })
    expect(source).toEqual({
      src: '/media/my%20photo.jpg',
      srcSet: undefined,
      width: undefined,
      height: undefined,
    })
  })
})
