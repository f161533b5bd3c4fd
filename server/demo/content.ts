import type { Image } from '#domain/site/image.ts'
import type { Text } from '#domain/site/lookup-text.ts'
// Made by scripts/make-demo-images.mjs, which also writes the images it describes.
import demoMedia from './media/index.json' with { type: 'json' }

/** The building blocks the showcases share: the generated images, the demo video and the forms. */

export type DemoImageName = keyof typeof demoMedia

const MEDIA: Record<DemoImageName, Image> = demoMedia

export function image(name: DemoImageName): Image {
  const found = MEDIA[name]
  // The index and the code change together; a missing image is a build mistake, not a quiet blank.
  if (!found) throw new Error(`Demo image ${name} is missing: run node scripts/make-demo-images.mjs`)
  return found
}

/** A gallery of generated images, in order. */
export function gallery(names: DemoImageName[]) {
  return names.map((name, i) => ({ id: `photo-${i + 1}`, image: image(name) }))
}

export const YOUTUBE_DEMO = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ'

/** An RSVP form: name, a yes/no question and a question shown only to those who answer yes. */
export function rsvpForm(q: {
  name: Text
  coming: Text
  yes: Text
  no: Text
  extra: Text
  extraRequired?: boolean
}) {
  return {
    formElements: [
      {
        id: 'rsvp-name',
        formElementType: 'ShortText' as const,
        label: q.name,
        required: true,
        showConditions: [],
      },
      {
        id: 'rsvp-coming',
        formElementType: 'SingleSelect' as const,
        label: q.coming,
        required: true,
        options: [
          { id: 'rsvp-coming-yes', text: q.yes },
          { id: 'rsvp-coming-no', text: q.no },
        ],
        showConditions: [],
      },
      {
        id: 'rsvp-extra',
        formElementType: 'ShortText' as const,
        label: q.extra,
        required: q.extraRequired ?? false,
        showConditions: [
          { type: 'SHOW' as const, formElementId: 'rsvp-coming', formElementOptionIds: ['rsvp-coming-yes'] },
        ],
      },
    ],
  }
}

/** A form of short texts, the first required. */
export function shortTextForm(prefix: string, labels: Text[]) {
  return {
    formElements: labels.map((label, i) => ({
      id: `${prefix}-${i + 1}`,
      formElementType: 'ShortText' as const,
      label,
      required: i === 0,
      showConditions: [],
    })),
  }
}
