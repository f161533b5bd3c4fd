import { describe, expect, it } from 'vitest'
import type { Image } from '#domain/site/image.ts'
import {
  beforeEditImage,
  beforeEditUrl,
  canCrop,
  currentFileUrl,
  isImageFile,
  originalUrl,
} from './image-files.ts'

const cropped: Image = {
  path: '/media/u/s1/',
  originalName: 'aaa-orig.jpg',
  fileName: 'bbb-1500.jpg',
  temporary: false,
  sizes: [
    { fileName: 'bbb-1500.jpg', size: 1500 },
    { fileName: 'bbb-600.jpg', size: 600 },
  ],
  width: 1500,
  height: 500,
  imageBeforeEdit: {
    path: '/media/u/s1',
    fileName: 'aaa-1600.jpg',
    sizes: [
      { fileName: 'aaa-600.jpg', size: 600 },
      { fileName: 'aaa-1600.jpg', size: 1600 },
    ],
  },
}

describe('image files', () => {
  it('tells images from other files, by type or else by name', () => {
    expect(isImageFile({ name: 'a.jpg', type: 'image/jpeg' })).toBe(true)
    expect(isImageFile({ name: 'a.heic', type: 'image/heic' })).toBe(true)
    expect(isImageFile({ name: 'lista.txt', type: 'text/plain' })).toBe(false)
    expect(isImageFile({ name: 'bild.jpg', type: 'application/pdf' })).toBe(false)
    expect(isImageFile({ name: 'BILD.PNG', type: '' })).toBe(true)
    expect(isImageFile({ name: 'noter', type: '' })).toBe(false)
  })

  it('addresses the file shown and the original', () => {
    expect(currentFileUrl(cropped)).toBe('/media/u/s1/bbb-1500.jpg')
    expect(originalUrl(cropped)).toBe('/media/u/s1/aaa-orig.jpg')
    expect(originalUrl({ ...cropped, originalName: undefined })).toBeNull()
  })

  it('crops only uploads with an original of their own', () => {
    expect(canCrop(cropped)).toBe(true)
    expect(canCrop({ ...cropped, originalName: undefined })).toBe(false)
    expect(canCrop({ ...cropped, isDemoImage: true })).toBe(false)
  })

  it('restores the image before the edit, with the measured size or none', () => {
    expect(beforeEditUrl(cropped)).toBe('/media/u/s1/aaa-1600.jpg')
    expect(beforeEditImage(cropped, { width: 1600, height: 1200 })).toEqual({
      path: '/media/u/s1',
      originalName: 'aaa-orig.jpg',
      fileName: 'aaa-1600.jpg',
      temporary: false,
      sizes: cropped.imageBeforeEdit?.sizes,
      width: 1600,
      height: 1200,
    })
    const unmeasured = beforeEditImage(cropped, null)
    expect(unmeasured.width).toBeUndefined()
    expect(unmeasured.height).toBeUndefined()
    expect('imageBeforeEdit' in unmeasured).toBe(false)
    const plain = { ...cropped, imageBeforeEdit: null }
    expect(beforeEditImage(plain, null)).toBe(plain)
    expect(beforeEditUrl(plain)).toBeNull()
  })
})
