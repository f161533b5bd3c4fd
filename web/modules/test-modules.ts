import type { ModuleOf, SiteModuleType } from '#domain/modules/registry.ts'
import { makeImage } from '#domain/testing/fixtures.ts'

/** Test factories for module views: realistic defaults, anything overridable. */

const common = { hide: false, hideInMenu: false } as const

type Overrides<T extends SiteModuleType> = Partial<ModuleOf<T>>

export function makeImageAndText(o: Overrides<'ImageAndText'> = {}): ModuleOf<'ImageAndText'> {
  return {
    ...common,
    id: 'image-and-text-1',
    siteModuleType: 'ImageAndText',
    title: { sv: 'Vår historia', en: 'Our story' },
    secondTitle: { sv: 'Hur vi träffades' },
    text: { sv: '<p>Det var en gång.</p>', en: '<p>Once upon a time.</p>' },
    image: makeImage('story'),
    ...o,
  }
}

export function makeVideo(o: Overrides<'Video'> = {}): ModuleOf<'Video'> {
  return {
    ...common,
    id: 'video-1',
    siteModuleType: 'Video',
    title: { sv: 'Vår film' },
    video: {
      contentDataType: 'Video',
      type: 'YouTube',
      videoUrl: 'https://youtu.be/dQw4w9WgXcQ?si=abc',
      autoStart: false,
    },
    ...o,
  }
}

export function makePeopleList(o: Overrides<'PeopleList'> = {}): ModuleOf<'PeopleList'> {
  return {
    ...common,
    id: 'people-1',
    siteModuleType: 'PeopleList',
    title: { sv: 'Toastmasters' },
    list: [
      {
        id: 'p1',
        name: { sv: 'Karin' },
        title: { sv: 'Toastmaster', en: 'Master of ceremonies' },
        text: { sv: '<p>Ring Karin om tal.</p>' },
        image: makeImage('karin'),
      },
      { id: 'p2', name: { sv: 'Johan' }, title: { sv: 'Toastmaster' }, text: {}, image: null },
    ],
    ...o,
  }
}

export function makeTextAndImageList(o: Overrides<'TextAndImageList'> = {}): ModuleOf<'TextAndImageList'> {
  return {
    ...common,
    id: 'list-1',
    siteModuleType: 'TextAndImageList',
    title: { sv: 'Boende' },
    list: [
      { id: 'l1', title: { sv: 'Hotellet' }, text: { sv: '<p>Nära kyrkan.</p>' }, image: makeImage('hotel') },
      { id: 'l2', title: { sv: 'Vandrarhemmet' }, text: { sv: '<p>Billigt.</p>' }, image: null },
    ],
    ...o,
  }
}

export function makeLocation(o: Overrides<'Location'> = {}): ModuleOf<'Location'> {
  return {
    ...common,
    id: 'location-1',
    siteModuleType: 'Location',
    title: { sv: 'Plats' },
    secondTitle: { sv: 'Vigseln' },
    text: { sv: '<p>Klockan 15.</p>' },
    image: null,
    map: {
      contentDataType: 'Map',
      location: 'Storkyrkan, Stockholm',
      mapTheme: 'NORMAL',
      markerColor: '#ea4335',
      zoom: 12,
      map: makeImage('map', {
        sizes: [
          { fileName: 'map-420.png', size: 420 },
          { fileName: 'map-640.png', size: 640 },
        ],
        width: 640,
        height: 420,
      }),
    },
    ...o,
  }
}

export function makeCountdown(o: Overrides<'Countdown'> = {}): ModuleOf<'Countdown'> {
  return {
    ...common,
    id: 'countdown-1',
    siteModuleType: 'Countdown',
    title: { sv: 'Nedräkning' },
    countdownDate: '2027-06-12T15:00',
    ...o,
  }
}

export function makeGallery(count = 3, o: Overrides<'ImageGallery'> = {}): ModuleOf<'ImageGallery'> {
  return {
    ...common,
    id: 'gallery-1',
    siteModuleType: 'ImageGallery',
    title: { sv: 'Bilder' },
    text: {},
    gallery: Array.from({ length: count }, (_, i) => ({ id: `g${i + 1}`, image: makeImage(`g${i + 1}`) })),
    ...o,
  }
}
