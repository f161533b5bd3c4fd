import { describe, expect, it } from 'vitest'
import { parseStoredName, referencedBases } from './stored-names.ts'

const A = 'a'.repeat(24)
const B = 'b'.repeat(24)
const C = 'c'.repeat(24)
const D = 'd'.repeat(24)

describe('parseStoredName', () => {
  it('reads originals and sizes, and nothing else', () => {
    expect(parseStoredName(`${A}-orig.png`)).toEqual({
      fileName: `${A}-orig.png`,
      base: A,
      kind: 'orig',
      ext: 'png',
    })
    expect(parseStoredName(`${A}-1600.webp`)).toMatchObject({ base: A, kind: 1600, ext: 'webp' })
    for (const bad of [`${A}-orig.gif`, `${A}.jpg`, `../${A}-600.jpg`, `${A}-600.jpg/x`, 'bild.jpg']) {
      expect(parseStoredName(bad), bad).toBeUndefined()
    }
  })
})

describe('referencedBases', () => {
  it('finds images anywhere in the modules: their sizes, originals and the image before an edit', () => {
    const modules = [
      {
        siteModuleType: 'Header',
        image: {
          image: {
            path: '/media/u/qs',
            fileName: `${A}-1600.jpg`,
            originalName: `${B}-orig.jpg`,
            sizes: [{ fileName: `${A}-800.jpg`, size: 800 }],
            imageBeforeEdit: { path: '/media/u/qs/', fileName: `${C}-1200.jpg`, sizes: [] },
          },
        },
      },
      { gallery: [{ id: 'g', image: { path: '/media/u/qs', fileName: `${D}-600.jpg`, sizes: [] } }] },
      // Other folders, demo images and names we did not make are not ours to keep.
      { image: { path: '/media/u/site1', fileName: `${'e'.repeat(24)}-600.jpg`, sizes: [] } },
      { image: { path: '/media/demo', fileName: 'header.jpg', sizes: [] } },
      { image: { path: '/media/u/qs', fileName: 'x.jpg', originalName: 42, sizes: 'no' } },
      { text: '/media/u/qs' },
    ]
    expect(referencedBases(modules, '/media/u/qs').sort()).toEqual([A, B, C, D])
    expect(referencedBases([], '/media/u/qs')).toEqual([])
    expect(referencedBases(null, '/media/u/qs')).toEqual([])
  })

  it('matches an absolute folder URL exactly', () => {
    const image = { path: 'https://cdn.example.test/media/qs', fileName: `${A}-600.jpg` }
    expect(referencedBases([image], 'https://cdn.example.test/media/qs')).toEqual([A])
    expect(referencedBases([image], 'https://other.example.test/media/qs')).toEqual([])
  })
})
