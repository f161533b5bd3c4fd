import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { SAMPLE_IMAGES } from '#domain/wizard/sample-images.ts'
import demoMedia from '../demo/media/index.json' with { type: 'json' }

const MEDIA_DIR = join(dirname(fileURLToPath(import.meta.url)), '../demo/media')

describe('the sample images of generated and quick-start sites', () => {
  it.each(Object.entries(SAMPLE_IMAGES))(
    '%s is a demo photo the server has, in every size',
    (name, image) => {
      const demo = (demoMedia as Record<string, unknown>)[name]
      expect(demo).toEqual(image)
      for (const size of image.sizes)
        expect(existsSync(join(MEDIA_DIR, size.fileName)), size.fileName).toBe(true)
    },
  )
})
