import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import type { PublicSite } from '#domain/site/schema.ts'
import { makeForm, makeImage, makeRsvp } from '#domain/testing/fixtures.ts'
import { SiteProvider } from '#web/site/site-context.tsx'
import { StaticSlotsProvider } from '#web/site/static-slots.tsx'
import { makeHeader, makePublicSite } from '#web/site/test-inputs.ts'
import { CountdownView } from './Countdown/View.tsx'
import { FormView } from './Form/View.tsx'
import { HeaderView } from './Header/View.tsx'
import { ImageAndTextView } from './ImageAndText/View.tsx'
import { ImageGalleryView } from './ImageGallery/View.tsx'
import { mapsSearchUrl } from './Location/maps-url.ts'
import { LocationView } from './Location/View.tsx'
import { MODULE_DEFAULTS, moduleText } from './module-texts.ts'
import { PeopleListView } from './PeopleList/View.tsx'
import { isRichTextEmpty } from './RichText.tsx'
import { guestChoices } from './Rsvp/guest-choices.ts'
import { RsvpView } from './Rsvp/View.tsx'
import { MODULE_VIEWS } from './registry.ts'
import { TextAndImageListView } from './TextAndImageList/View.tsx'
import { expectImageMarkup } from './test-markup.ts'
import {
  makeCountdown,
  makeGallery,
  makeImageAndText,
  makeLocation,
  makePeopleList,
  makeTextAndImageList,
  makeVideo,
} from './test-modules.ts'
import { VideoView } from './Video/View.tsx'

function inSite(
  element: ReactElement,
  site: Partial<PublicSite> = {},
  context: { language?: string; uiLanguage?: 'sv' | 'en' | 'da' } = {},
) {
  return renderToStaticMarkup(
    <SiteProvider
      value={{
        site: makePublicSite(site),
        language: context.language ?? 'sv',
        uiLanguage: context.uiLanguage ?? 'sv',
        editMode: false,
      }}
    >
      {element}
    </SiteProvider>,
  )
}

describe('every module type has a view', () => {
  test('the registry lists all fourteen V2 types', () => {
    expect(Object.keys(MODULE_VIEWS).sort()).toEqual(
      [
        'Countdown',
        'Form',
        'GiftRegistry',
        'Header',
        'ImageAndText',
        'ImageGallery',
        'Location',
        'PeopleList',
        'Photos',
        'Programme',
        'Rsvp',
        'Text',
        'TextAndImageList',
        'Video',
      ].sort(),
    )
  })
})

describe('texts fall back to another language of the field', () => {
  test('a field only in Swedish shows on an English page', () => {
    const en = (el: ReactElement) => inSite(el, {}, { language: 'en', uiLanguage: 'en' })
    expect(en(<ImageAndTextView module={makeImageAndText()} language="en" />)).toContain('Hur vi träffades')
    expect(en(<PeopleListView module={makePeopleList()} language="en" />)).toContain('Karin')
    expect(en(<TextAndImageListView module={makeTextAndImageList()} language="en" />)).toContain(
      'Nära kyrkan.',
    )
    expect(en(<LocationView module={makeLocation()} language="en" />)).toContain('Klockan 15.')
    expect(en(<FormView module={makeForm()} language="en" />)).toContain('Anmäl tal')
    expect(en(<RsvpView module={makeRsvp()} language="en" />)).toContain('Svara senast 1 maj.')
    expect(en(<CountdownView module={makeCountdown()} language="en" />)).toContain('Nedräkning')
  })

  test('the page language wins when the field has it', () => {
    const html = inSite(<PeopleListView module={makePeopleList()} language="en" />, {}, { language: 'en' })
    expect(html).toContain('Master of ceremonies')
    // Karin's role has English; Johan's only Swedish.
    expect(html.match(/>Toastmaster</g)).toHaveLength(1)
  })

  test('an empty label gets the default in the site language, else in the interface language', () => {
    expect(moduleText({ sv: '' }, 'showFormButton', 'sv', 'en')).toBe('Fyll i formuläret')
    expect(moduleText(undefined, 'showFormButton', 'da', 'sv')).toBe('Udfyld formularen')
    expect(moduleText(undefined, 'showFormButton', 'de', 'en')).toBe('Fill in the form')
    expect(moduleText({ de: 'Formular ausfüllen' }, 'showFormButton', 'de', 'en')).toBe('Formular ausfüllen')
    expect(moduleText({ sv: 'Skriv här' }, 'showFormButton', 'en', 'en')).toBe('Skriv här')
  })

  test('the default texts of the brief, word for word', () => {
    expect(MODULE_DEFAULTS.sv.showGiftRegistryButton).toBe('Visa önskelista')
    expect(MODULE_DEFAULTS.en.showGiftRegistryButton).toBe('Show gift registry')
    expect(MODULE_DEFAULTS.da.showGiftRegistryButton).toBe('Vis ønskeliste')
    expect(MODULE_DEFAULTS.sv.oneGuestRsvpButton).toBe('OSA')
    expect(MODULE_DEFAULTS.en.oneGuestRsvpButton).toBe('RSVP')
    expect(MODULE_DEFAULTS.da.selectNumberOfGuestsText).toBe('Hvor mange gæster vil du tilmelde?')
    expect(MODULE_DEFAULTS.sv.statusTextReservedSingular).toBe('Reserverad')
    const keys = Object.keys(MODULE_DEFAULTS.sv).sort()
    expect(Object.keys(MODULE_DEFAULTS.en).sort()).toEqual(keys)
    expect(Object.keys(MODULE_DEFAULTS.da).sort()).toEqual(keys)
  })

  test('views render without a site around them, as the server checks each module on its own', () => {
    for (const el of [
      <FormView key="f" module={makeForm()} language="en" />,
      <LocationView key="l" module={makeLocation()} language="fi" />,
      <CountdownView key="c" module={makeCountdown()} language="sv" />,
    ]) {
      expect(() => renderToStaticMarkup(el)).not.toThrow()
    }
    expect(renderToStaticMarkup(<FormView module={makeForm()} language="en" />)).toContain('Fill in the form')
  })
})

describe('images', () => {
  test('srcset from the sizes, the largest as src, intrinsic size and the nearest title as alt', () => {
    const html = inSite(<ImageAndTextView module={makeImageAndText()} language="sv" />)
    expectImageMarkup(html, 'story', { sizes: '(max-width: 650px) 100vw, 650px', alt: 'Vår historia' })
  })

  test('lists use the 220px hint and the item title as alt', () => {
    const people = inSite(<PeopleListView module={makePeopleList()} language="sv" />)
    expect(people).toContain('sizes="220px"')
    expect(people).toContain('alt="Karin"')
    const list = inSite(<TextAndImageListView module={makeTextAndImageList()} language="sv" />)
    expect(list).toContain('sizes="220px"')
    expect(list).toContain('alt="Hotellet"')
  })

  test('the gallery uses the 600px hint and loads every image lazily (issue 21: a slow phone needs its bandwidth for what a guest taps)', () => {
    const html = inSite(<ImageGalleryView module={makeGallery(5)} language="sv" />)
    expect(html).toContain('sizes="(max-width: 600px) 50vw, 600px"')
    const loading = [...html.matchAll(/<img[^>]*loading="(\w+)"/g)].map((m) => m[1])
    expect(loading).toEqual(['lazy', 'lazy', 'lazy', 'lazy', 'lazy'])
    expect(html).toContain('aria-label="Visa bild 4 av 5"')
  })
})

describe('Header', () => {
  const image = makeImage('couple')

  test('with an event logo the slot replaces the title; the second line only with additional text', () => {
    const logo = { name: 'HandDrawnHeart' as const, name1: 'Anna', name2: 'Erik' }
    const slots = { eventLogo: { node: <span>LOGGA</span> } }
    const html = inSite(
      <StaticSlotsProvider slots={slots}>
        <HeaderView module={makeHeader()} language="sv" />
      </StaticSlotsProvider>,
      { eventLogo: logo },
    )
    expect(html).toContain('><span>LOGGA</span></div>')
    expect(html).not.toContain('Anna och Erik')
    expect(html).not.toContain('12 juli 2025')

    const withText = inSite(<HeaderView module={makeHeader()} language="sv" />, {
      eventLogo: { ...logo, additionalText: '12.07.2025' },
    })
    expect(withText).toContain('12 juli 2025')
  })

  test('without a logo: h1 title and second line', () => {
    const html = inSite(<HeaderView module={makeHeader()} language="sv" />, { eventLogo: null })
    expect(html).toMatch(/<h1[^>]*data-part="header-title"[^>]*>Anna och Erik<\/h1>/)
    expect(html).toContain('12 juli 2025')
    expect(html).not.toContain('event-logo')
  })

  test('the vertical alignment places the title over the image in theme9 only', () => {
    const module = makeHeader({ verticalAlignment: -1, image: { image, userSelectedImageSize: 'LARGE' } })
    const theme9 = inSite(<HeaderView module={module} language="sv" />, { theme: 'theme9' })
    expect(theme9).toContain('data-align="top"')
    const bottom = inSite(<HeaderView module={{ ...module, verticalAlignment: 1 }} language="sv" />, {
      theme: 'theme9',
    })
    expect(bottom).toContain('data-align="bottom"')
    const theme4 = inSite(<HeaderView module={module} language="sv" />, { theme: 'theme4' })
    expect(theme4).not.toContain('data-align')
    const noImage = inSite(<HeaderView module={makeHeader({ verticalAlignment: 1 })} language="sv" />, {
      theme: 'theme9',
    })
    expect(noImage).not.toContain('data-align')
  })
})

describe('Video', () => {
  test('the server renders the facade: thumbnail and a named play button, no player', () => {
    const html = inSite(<VideoView module={makeVideo()} language="sv" />)
    expect(html).toContain('src="/media/video-thumbnail/dQw4w9WgXcQ.jpg"')
    expect(html).toContain('aria-label="Spela upp video: Vår film"')
    expect(html).not.toContain('<iframe')
  })

  test('nothing renders without an id', () => {
    const module = makeVideo({
      video: { contentDataType: 'Video', type: 'YouTube', videoUrl: 'https://vimeo.com/1', autoStart: false },
    })
    expect(inSite(<VideoView module={module} language="sv" />)).toBe('')
    expect(inSite(<VideoView module={makeVideo({ video: null })} language="sv" />)).toBe('')
  })
})

describe('Location', () => {
  test('the map image links to a maps search of the location, in a new tab', () => {
    const html = inSite(<LocationView module={makeLocation()} language="sv" />)
    const url = mapsSearchUrl('Storkyrkan, Stockholm')
    expect(url).toBe('https://www.google.com/maps/search/?api=1&query=Storkyrkan%2C%20Stockholm')
    expect(html).toContain(`href="${url.replace(/&/g, '&amp;')}" target="_blank" rel="noopener noreferrer"`)
    expect(html).toContain('src="/media/site-1/map-640.png"')
    expect(html).toContain('aria-label="Öppna kartan för Storkyrkan, Stockholm (öppnas i en ny flik)"')
    expect(html).toContain('alt="Karta över Storkyrkan, Stockholm"')
    expect(html).toContain('Vigseln')
  })

  test('without a map image there is no image, the address and its link stay', () => {
    const base = makeLocation()
    const module = makeLocation({ map: base.map ? { ...base.map, map: null } : null })
    const html = inSite(<LocationView module={module} language="sv" />)
    expect(html).not.toContain('<img')
    expect(html).toContain('Storkyrkan, Stockholm')
    expect(html).toContain('Öppna i Google Maps')
  })
})

describe('Countdown', () => {
  test('four units with their words from Intl in the site language', () => {
    const html = inSite(
      <CountdownView module={makeCountdown({ countdownDate: '2000-01-01T00:00' })} language="sv" />,
    )
    expect(html).toContain('role="timer"')
    expect(html).toMatch(/>0<\/span><span[^>]*>dagar</)
    expect(html).toMatch(/>00<\/span><span[^>]*>timmar</)
    expect(html).toMatch(/>00<\/span><span[^>]*>minuter</)
    expect(html).toMatch(/>00<\/span><span[^>]*>sekunder</)
  })

  test('any language Intl knows, and English for one it does not', () => {
    const de = inSite(<CountdownView module={makeCountdown({ countdownDate: null })} language="de" />)
    expect(de).toContain('Tage')
    expect(de).toContain('Sekunden')
    const unknown = inSite(<CountdownView module={makeCountdown({ countdownDate: null })} language="zz" />)
    expect(unknown).toContain('days')
  })

  test('a future date shows a positive count', () => {
    const html = inSite(
      <CountdownView module={makeCountdown({ countdownDate: '2098-12-31T23:00' })} language="en" />,
    )
    const days = Number(html.match(/>(\d+)<\/span><span[^>]*>days</)?.[1])
    expect(days).toBeGreaterThan(365 * 50)
  })
})

describe('Form and Rsvp', () => {
  test('Form: the show-form button with its default and an owner text', () => {
    expect(inSite(<FormView module={makeForm()} language="sv" />)).toContain('Fyll i formuläret')
    expect(
      inSite(<FormView module={makeForm({ showFormButton: { sv: 'Anmäl dig här' } })} language="sv" />),
    ).toContain('Anmäl dig här')
    expect(inSite(<FormView module={makeForm()} language="sv" />)).not.toContain('method="post"')
  })

  test('Rsvp: a choice for each count up to the max, none pressed yet', () => {
    const html = inSite(<RsvpView module={makeRsvp({ maxNumberOfGuests: 3 })} language="sv" />)
    expect(html).toContain('Hur många gäster vill du anmäla?')
    expect(html.match(/aria-pressed="false"/g)).toHaveLength(3)
    // The way in is a GET form that works without a script; the guest form is not there yet.
    expect(html).not.toContain('method="post"')
  })

  test('Rsvp: one button when only one guest may answer', () => {
    const html = inSite(<RsvpView module={makeRsvp({ maxNumberOfGuests: 1 })} language="en" />, {}, {})
    expect(html).toContain('>RSVP</button>')
    expect(html).not.toContain('role="group"')
  })

  test('guest choices are 1 to 5, 5 when unset', () => {
    expect(guestChoices(3)).toEqual([1, 2, 3])
    expect(guestChoices(undefined)).toEqual([1, 2, 3, 4, 5])
    expect(guestChoices(9)).toEqual([1, 2, 3, 4, 5])
    expect(guestChoices(0)).toEqual([1, 2, 3, 4, 5])
  })
})

describe('rich text', () => {
  test('is empty with nothing but tags and spaces', () => {
    expect(isRichTextEmpty('<p></p>')).toBe(true)
    expect(isRichTextEmpty('<p>&nbsp; </p><br>')).toBe(true)
    expect(isRichTextEmpty('<p>Hej</p>')).toBe(false)
    expect(inSite(<FormView module={makeForm({ text: { sv: '<p></p>' } })} language="sv" />)).not.toContain(
      'rich-text',
    )
  })
})
