// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, test, vi } from 'vitest'
import type { PublicSite } from '#domain/site/schema.ts'
import { makeForm, makeGift, makeGiftRegistry, makeImage, makeRsvp } from '#domain/testing/fixtures.ts'
import { type InlineEditing, InlineEditProvider } from '#web/site/inline-edit.tsx'
import { SiteProvider } from '#web/site/site-context.tsx'
import { makeHeader, makePublicSite, makeText } from '#web/site/test-inputs.ts'
import { CountdownView } from './Countdown/View.tsx'
import { FormView } from './Form/View.tsx'
import { GiftRegistryView } from './GiftRegistry/View.tsx'
import { HeaderView } from './Header/View.tsx'
import { ImageAndTextView } from './ImageAndText/View.tsx'
import { ImageGalleryView } from './ImageGallery/View.tsx'
import { LocationView } from './Location/View.tsx'
import { PeopleListView } from './PeopleList/View.tsx'
import { RsvpView } from './Rsvp/View.tsx'
import { TextView } from './Text/View.tsx'
import { TextAndImageListView } from './TextAndImageList/View.tsx'
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

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

function inSite(element: ReactElement, site: Partial<PublicSite> = {}, editMode = false) {
  return (
    <SiteProvider value={{ site: makePublicSite(site), language: 'sv', uiLanguage: 'sv', editMode }}>
      {element}
    </SiteProvider>
  )
}

const logo = { name: 'RelaxedByHand', name1: 'Anna', name2: 'Erik' } as const
const twoGifts = makeGiftRegistry({
  giftRegistry: [makeGift({ id: 'a' }), makeGift({ id: 'b', quantity: 3 })],
})

const PUBLIC_CASES: Record<string, ReactElement> = {
  header: inSite(<HeaderView module={makeHeader()} language="sv" />),
  headerEmpty: inSite(<HeaderView module={makeHeader({ title: {}, secondLine: {} })} language="sv" />),
  headerNoSecondLine: inSite(<HeaderView module={makeHeader({ secondLine: { sv: '' } })} language="sv" />),
  headerLogo: inSite(<HeaderView module={makeHeader()} language="sv" />, { eventLogo: logo }),
  headerLogoText: inSite(<HeaderView module={makeHeader()} language="sv" />, {
    eventLogo: { ...logo, additionalText: 'Bröllop' },
  }),
  headerImage: inSite(
    <HeaderView
      module={makeHeader({ image: { image: makeImage('couple'), userSelectedImageSize: 'SMALL' } })}
      language="sv"
    />,
  ),
  headerOverlay: inSite(
    <HeaderView
      module={makeHeader({
        image: { image: makeImage('couple'), userSelectedImageSize: 'MEDIUM' },
        verticalAlignment: -1,
      })}
      language="en"
    />,
    { theme: 'theme9' },
  ),
  text: inSite(<TextView module={makeText()} language="sv" />),
  textEmpty: inSite(<TextView module={makeText({ title: {}, text: {} })} language="sv" />),
  imageAndText: inSite(<ImageAndTextView module={makeImageAndText()} language="en" />),
  imageAndTextEmpty: inSite(
    <ImageAndTextView
      module={makeImageAndText({ title: {}, secondTitle: {}, text: {}, image: null })}
      language="sv"
    />,
  ),
  video: inSite(<VideoView module={makeVideo()} language="sv" />),
  videoNoTitle: inSite(<VideoView module={makeVideo({ title: {} })} language="sv" />),
  videoNoId: inSite(<VideoView module={makeVideo({ video: null })} language="sv" />),
  people: inSite(<PeopleListView module={makePeopleList()} language="en" />),
  peopleEmpty: inSite(<PeopleListView module={makePeopleList({ title: {}, list: [] })} language="sv" />),
  textAndImageList: inSite(<TextAndImageListView module={makeTextAndImageList()} language="sv" />),
  textAndImageListEmpty: inSite(
    <TextAndImageListView module={makeTextAndImageList({ list: [] })} language="sv" />,
  ),
  gifts: inSite(<GiftRegistryView module={makeGiftRegistry()} language="sv" />),
  giftsHidden: inSite(<GiftRegistryView module={twoGifts} language="sv" />),
  giftsOwnButton: inSite(
    <GiftRegistryView
      module={{ ...twoGifts, title: {}, text: {}, showGiftRegistryButton: { sv: 'Till listan' } }}
      language="sv"
    />,
  ),
  giftsNone: inSite(<GiftRegistryView module={makeGiftRegistry({ giftRegistry: [] })} language="sv" />),
  location: inSite(<LocationView module={makeLocation()} language="sv" />),
  locationNoText: inSite(
    <LocationView
      module={makeLocation({ secondTitle: {}, text: { sv: '<p> </p>' }, map: null })}
      language="sv"
    />,
  ),
  locationOnlyText: inSite(<LocationView module={makeLocation({ secondTitle: {} })} language="sv" />),
  countdown: inSite(<CountdownView module={makeCountdown()} language="sv" />),
  countdownNoTitle: inSite(<CountdownView module={makeCountdown({ title: {} })} language="sv" />),
  form: inSite(<FormView module={makeForm()} language="sv" />),
  formOwnButton: inSite(
    <FormView
      module={makeForm({ title: {}, text: {}, showFormButton: { sv: 'Anmäl dig' } })}
      language="sv"
    />,
  ),
  rsvp: inSite(<RsvpView module={makeRsvp()} language="sv" />),
  rsvpOne: inSite(<RsvpView module={makeRsvp({ maxNumberOfGuests: 1 })} language="en" />),
  rsvpOneOwn: inSite(
    <RsvpView
      module={makeRsvp({
        maxNumberOfGuests: 1,
        title: {},
        text: {},
        oneGuestRsvpButton: { sv: 'Svara' },
        selectNumberOfGuestsText: { sv: 'Hur många?' },
      })}
      language="sv"
    />,
  ),
  rsvpOwnQuestion: inSite(
    <RsvpView
      module={makeRsvp({ maxNumberOfGuests: 2, selectNumberOfGuestsText: { sv: 'Hur många?' } })}
      language="sv"
    />,
  ),
  gallery: inSite(
    <ImageGalleryView module={makeGallery(4, { text: { sv: '<p>Från festen.</p>' } })} language="sv" />,
  ),
  galleryNoTitle: inSite(<ImageGalleryView module={makeGallery(1, { title: {} })} language="sv" />),
  galleryEmpty: inSite(<ImageGalleryView module={makeGallery(0)} language="sv" />),
  standalone: <FormView module={makeForm()} language="en" />,
}

/*
 * The views' server HTML as it was before they rendered their texts through the inline editing
 * seam, recorded with renderToString: on the public page the seam must add nothing, not even a
 * text node boundary, or hydration of pages already cached would no longer match.
 */
const BEFORE: Record<string, string> = {
  header:
    '<div class="_header_7bb7bc" data-part="header"><div class="_titles_7bb7bc"><h1 class="_title_7bb7bc" data-part="header-title">Anna och Erik</h1><p class="_secondLine_7bb7bc" data-part="header-second-line">12 juli 2025</p></div></div>',
  headerEmpty: '<div class="_header_7bb7bc" data-part="header"></div>',
  headerNoSecondLine:
    '<div class="_header_7bb7bc" data-part="header"><div class="_titles_7bb7bc"><h1 class="_title_7bb7bc" data-part="header-title">Anna och Erik</h1></div></div>',
  headerLogo:
    '<div class="_header_7bb7bc" data-part="header"><div class="_titles_7bb7bc"><div class="_logo_7bb7bc"></div></div></div>',
  headerLogoText:
    '<div class="_header_7bb7bc" data-part="header"><div class="_titles_7bb7bc"><div class="_logo_7bb7bc"></div><p class="_secondLine_7bb7bc" data-part="header-second-line">12 juli 2025</p></div></div>',
  headerImage:
    '<link rel="preload" as="image" imageSrcSet="/media/site-1/couple-600.jpg 600w, /media/site-1/couple-1200.jpg 1200w" imageSizes="(max-width: 650px) 100vw, 650px" fetchPriority="high"/><div class="_header_7bb7bc" data-part="header" data-image-size="small"><img class="_image_7bb7bc _small_7bb7bc" src="/media/site-1/couple-1200.jpg" srcSet="/media/site-1/couple-600.jpg 600w, /media/site-1/couple-1200.jpg 1200w" sizes="(max-width: 650px) 100vw, 650px" width="1200" height="800" alt="Anna och Erik" data-part="header-image" fetchPriority="high"/><div class="_titles_7bb7bc"><h1 class="_title_7bb7bc" data-part="header-title">Anna och Erik</h1><p class="_secondLine_7bb7bc" data-part="header-second-line">12 juli 2025</p></div></div>',
  headerOverlay:
    '<link rel="preload" as="image" imageSrcSet="/media/site-1/couple-600.jpg 600w, /media/site-1/couple-1200.jpg 1200w" imageSizes="(max-width: 650px) 100vw, 650px" fetchPriority="high"/><div class="_header_7bb7bc" data-part="header" data-image-size="medium" data-align="top"><div class="_stack_7bb7bc _medium_7bb7bc _top_7bb7bc"><img class="_image_7bb7bc _medium_7bb7bc" src="/media/site-1/couple-1200.jpg" srcSet="/media/site-1/couple-600.jpg 600w, /media/site-1/couple-1200.jpg 1200w" sizes="(max-width: 650px) 100vw, 650px" width="1200" height="800" alt="Anna and Erik" data-part="header-image" fetchPriority="high"/><div class="_titles_7bb7bc _overlayTitles_7bb7bc"><h1 class="_title_7bb7bc" data-part="header-title">Anna and Erik</h1><p class="_secondLine_7bb7bc" data-part="header-second-line">July 12, 2025</p></div></div></div>',
  text: '<div class="_text_189287" data-part="module-inner"><h2 class="_title_a9c424" data-part="module-title">Välkommen</h2><div class="_rich_a9c424" data-part="rich-text"><p>Vi gifter oss <strong>i sommar</strong>.</p></div></div>',
  textEmpty: '<div class="_text_189287" data-part="module-inner"></div>',
  imageAndText:
    '<div class="_root_0928fd" data-part="module-inner"><h2 class="_title_a9c424" data-part="module-title">Our story</h2><div class="_body_0928fd _withImage_0928fd"><img class="_image_0928fd" src="/media/site-1/story-1200.jpg" srcSet="/media/site-1/story-600.jpg 600w, /media/site-1/story-1200.jpg 1200w" sizes="(max-width: 650px) 100vw, 650px" width="1200" height="800" alt="Our story" loading="lazy" decoding="async" data-part="image"/><div class="_text_0928fd"><h3 class="_subtitle_a9c424" data-part="module-subtitle">Hur vi träffades</h3><div class="_rich_a9c424" data-part="rich-text"><p>Once upon a time.</p></div></div></div></div>',
  imageAndTextEmpty:
    '<div class="_root_0928fd" data-part="module-inner"><div class="_body_0928fd"><div class="_text_0928fd"></div></div></div>',
  video:
    '<div class="_root_fd0391" data-part="module-inner"><h2 class="_title_a9c424" data-part="module-title">Vår film</h2><div class="_frame_fd0391" data-part="video"><button type="button" class="_facade_fd0391" aria-label="Spela upp video: Vår film"><img class="_thumbnail_fd0391" src="/media/video-thumbnail/dQw4w9WgXcQ.jpg" alt="" width="1280" height="720" loading="lazy" decoding="async"/><svg class="_play_fd0391" viewBox="0 0 68 68" aria-hidden="true" focusable="false"><circle class="_playCircle_fd0391" cx="34" cy="34" r="34"></circle><path class="_playArrow_fd0391" d="M27 21.5v25L47 34z"></path></svg></button></div></div>',
  videoNoTitle:
    '<div class="_root_fd0391" data-part="module-inner"><div class="_frame_fd0391" data-part="video"><button type="button" class="_facade_fd0391" aria-label="Spela upp video"><img class="_thumbnail_fd0391" src="/media/video-thumbnail/dQw4w9WgXcQ.jpg" alt="" width="1280" height="720" loading="lazy" decoding="async"/><svg class="_play_fd0391" viewBox="0 0 68 68" aria-hidden="true" focusable="false"><circle class="_playCircle_fd0391" cx="34" cy="34" r="34"></circle><path class="_playArrow_fd0391" d="M27 21.5v25L47 34z"></path></svg></button></div></div>',
  videoNoId: '',
  people:
    '<div class="_root_465755" data-part="module-inner"><h2 class="_title_a9c424" data-part="module-title">Toastmasters</h2><ul class="_list_465755" data-part="list" data-count="2"><li class="_person_465755" data-part="list-item"><img class="_photo_465755" src="/media/site-1/karin-1200.jpg" srcSet="/media/site-1/karin-600.jpg 600w, /media/site-1/karin-1200.jpg 1200w" sizes="220px" width="1200" height="800" alt="Karin" loading="lazy" decoding="async" data-part="image"/><h3 class="_name_465755" data-part="list-item-title">Karin</h3><p class="_role_465755">Master of ceremonies</p><div class="_rich_a9c424 _text_465755" data-part="rich-text"><p>Ring Karin om tal.</p></div></li><li class="_person_465755" data-part="list-item"><h3 class="_name_465755" data-part="list-item-title">Johan</h3><p class="_role_465755">Toastmaster</p></li></ul></div>',
  peopleEmpty: '<div class="_root_465755" data-part="module-inner"></div>',
  textAndImageList:
    '<div class="_root_ea3375" data-part="module-inner"><h2 class="_title_a9c424" data-part="module-title">Boende</h2><ul class="_list_ea3375" data-part="list"><li class="_item_ea3375 _withImage_ea3375" data-part="list-item"><img class="_image_ea3375" src="/media/site-1/hotel-1200.jpg" srcSet="/media/site-1/hotel-600.jpg 600w, /media/site-1/hotel-1200.jpg 1200w" sizes="220px" width="1200" height="800" alt="Hotellet" loading="lazy" decoding="async" data-part="image"/><div class="_body_ea3375"><h3 class="_itemTitle_ea3375" data-part="list-item-title">Hotellet</h3><div data-part="list-item-text"><div class="_rich_a9c424" data-part="rich-text"><p>Nära kyrkan.</p></div></div></div></li><li class="_item_ea3375" data-part="list-item"><div class="_body_ea3375"><h3 class="_itemTitle_ea3375" data-part="list-item-title">Vandrarhemmet</h3><div data-part="list-item-text"><div class="_rich_a9c424" data-part="rich-text"><p>Billigt.</p></div></div></div></li></ul></div>',
  textAndImageListEmpty:
    '<div class="_root_ea3375" data-part="module-inner"><h2 class="_title_a9c424" data-part="module-title">Boende</h2></div>',
  gifts:
    '<div class="_root_4bf301" data-part="module-inner"><h2 class="_title_a9c424" data-part="module-title">Önskelista</h2><div class="_rich_a9c424 _intro_a9c424 _intro_4bf301" data-part="rich-text"><p>Tack!</p></div><ul tabindex="-1" class="_list_4bf301" data-part="list"><li class="_item_4bf301" data-part="list-item"><img class="_image_4bf301" src="/media/site-1/grinder-1200.jpg" srcSet="/media/site-1/grinder-600.jpg 600w, /media/site-1/grinder-1200.jpg 1200w" sizes="220px" width="1200" height="800" alt="Kaffekvarn" loading="lazy" decoding="async" data-part="image"/><div class="_body_4bf301"><h3 class="_itemTitle_4bf301" data-part="list-item-title">Kaffekvarn</h3><p class="_description_4bf301" data-part="list-item-text">En handdriven.</p><a class="_link_4bf301" href="https://example.se/kvarn" target="_blank" rel="noopener noreferrer">Se presenten<span class="_visuallyHidden_a9c424"> <!-- -->(öppnas i en ny flik)</span><svg class="_linkIcon_4bf301" viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path d="M6 3h7v7M13 3 4 12"></path></svg></a><form class="_actions_4bf301" action="#gifts-1" method="get"><button type="submit" value="gift-1" class="_button_a9c424" data-part="button" aria-haspopup="dialog" name="reservera">Reservera</button></form></div></li></ul></div>',
  giftsHidden:
    '<div class="_root_4bf301" data-part="module-inner"><h2 class="_title_a9c424" data-part="module-title">Önskelista</h2><div class="_rich_a9c424 _intro_a9c424 _intro_4bf301" data-part="rich-text"><p>Tack!</p></div><button type="button" class="_button_a9c424 _show_4bf301" data-part="button">Visa önskelista</button><noscript><style>._show_4bf301 { display: none; }</style><ul tabindex="-1" class="_list_4bf301" data-part="list"><li class="_item_4bf301" data-part="list-item"><img class="_image_4bf301" src="/media/site-1/grinder-1200.jpg" srcSet="/media/site-1/grinder-600.jpg 600w, /media/site-1/grinder-1200.jpg 1200w" sizes="220px" width="1200" height="800" alt="Kaffekvarn" loading="lazy" decoding="async" data-part="image"/><div class="_body_4bf301"><h3 class="_itemTitle_4bf301" data-part="list-item-title">Kaffekvarn</h3><p class="_description_4bf301" data-part="list-item-text">En handdriven.</p><a class="_link_4bf301" href="https://example.se/kvarn" target="_blank" rel="noopener noreferrer">Se presenten<span class="_visuallyHidden_a9c424"> <!-- -->(öppnas i en ny flik)</span><svg class="_linkIcon_4bf301" viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path d="M6 3h7v7M13 3 4 12"></path></svg></a><form class="_actions_4bf301" action="#gifts-1" method="get"><button type="submit" value="a" class="_button_a9c424" data-part="button" aria-haspopup="dialog" name="reservera">Reservera</button></form></div></li><li class="_item_4bf301" data-part="list-item"><img class="_image_4bf301" src="/media/site-1/grinder-1200.jpg" srcSet="/media/site-1/grinder-600.jpg 600w, /media/site-1/grinder-1200.jpg 1200w" sizes="220px" width="1200" height="800" alt="Kaffekvarn" loading="lazy" decoding="async" data-part="image"/><div class="_body_4bf301"><h3 class="_itemTitle_4bf301" data-part="list-item-title">Kaffekvarn</h3><p class="_description_4bf301" data-part="list-item-text">En handdriven.</p><a class="_link_4bf301" href="https://example.se/kvarn" target="_blank" rel="noopener noreferrer">Se presenten<span class="_visuallyHidden_a9c424"> <!-- -->(öppnas i en ny flik)</span><svg class="_linkIcon_4bf301" viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path d="M6 3h7v7M13 3 4 12"></path></svg></a><p class="_status_4bf301"><span>Antal: 3</span><span class="_statusSeparator_4bf301" aria-hidden="true">·</span><span>reserverade: 0</span></p><form class="_actions_4bf301" action="#gifts-1" method="get"><button type="submit" value="b" class="_button_a9c424" data-part="button" aria-haspopup="dialog" name="reservera">Reservera</button></form></div></li></ul></noscript></div>',
  giftsOwnButton:
    '<div class="_root_4bf301" data-part="module-inner"><button type="button" class="_button_a9c424 _show_4bf301" data-part="button">Till listan</button><noscript><style>._show_4bf301 { display: none; }</style><ul tabindex="-1" class="_list_4bf301" data-part="list"><li class="_item_4bf301" data-part="list-item"><img class="_image_4bf301" src="/media/site-1/grinder-1200.jpg" srcSet="/media/site-1/grinder-600.jpg 600w, /media/site-1/grinder-1200.jpg 1200w" sizes="220px" width="1200" height="800" alt="Kaffekvarn" loading="lazy" decoding="async" data-part="image"/><div class="_body_4bf301"><h3 class="_itemTitle_4bf301" data-part="list-item-title">Kaffekvarn</h3><p class="_description_4bf301" data-part="list-item-text">En handdriven.</p><a class="_link_4bf301" href="https://example.se/kvarn" target="_blank" rel="noopener noreferrer">Se presenten<span class="_visuallyHidden_a9c424"> <!-- -->(öppnas i en ny flik)</span><svg class="_linkIcon_4bf301" viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path d="M6 3h7v7M13 3 4 12"></path></svg></a><form class="_actions_4bf301" action="#gifts-1" method="get"><button type="submit" value="a" class="_button_a9c424" data-part="button" aria-haspopup="dialog" name="reservera">Reservera</button></form></div></li><li class="_item_4bf301" data-part="list-item"><img class="_image_4bf301" src="/media/site-1/grinder-1200.jpg" srcSet="/media/site-1/grinder-600.jpg 600w, /media/site-1/grinder-1200.jpg 1200w" sizes="220px" width="1200" height="800" alt="Kaffekvarn" loading="lazy" decoding="async" data-part="image"/><div class="_body_4bf301"><h3 class="_itemTitle_4bf301" data-part="list-item-title">Kaffekvarn</h3><p class="_description_4bf301" data-part="list-item-text">En handdriven.</p><a class="_link_4bf301" href="https://example.se/kvarn" target="_blank" rel="noopener noreferrer">Se presenten<span class="_visuallyHidden_a9c424"> <!-- -->(öppnas i en ny flik)</span><svg class="_linkIcon_4bf301" viewBox="0 0 16 16" aria-hidden="true" focusable="false"><path d="M6 3h7v7M13 3 4 12"></path></svg></a><p class="_status_4bf301"><span>Antal: 3</span><span class="_statusSeparator_4bf301" aria-hidden="true">·</span><span>reserverade: 0</span></p><form class="_actions_4bf301" action="#gifts-1" method="get"><button type="submit" value="b" class="_button_a9c424" data-part="button" aria-haspopup="dialog" name="reservera">Reservera</button></form></div></li></ul></noscript></div>',
  giftsNone:
    '<div class="_root_4bf301" data-part="module-inner"><h2 class="_title_a9c424" data-part="module-title">Önskelista</h2><div class="_rich_a9c424 _intro_a9c424 _intro_4bf301" data-part="rich-text"><p>Tack!</p></div></div>',
  location:
    '<div class="_root_d978ac" data-part="module-inner"><h2 class="_title_a9c424" data-part="module-title">Plats</h2><div class="_map_d978ac"><a class="_mapLink_d978ac" href="https://www.google.com/maps/search/?api=1&amp;query=Storkyrkan%2C%20Stockholm" target="_blank" rel="noopener noreferrer" aria-label="Öppna kartan för Storkyrkan, Stockholm (öppnas i en ny flik)" data-part="map"><img class="_mapImage_d978ac" src="/media/site-1/map-640.png" srcSet="/media/site-1/map-420.png 420w, /media/site-1/map-640.png 640w" sizes="(max-width: 650px) 100vw, 650px" width="640" height="420" alt="Karta över Storkyrkan, Stockholm" loading="lazy" decoding="async"/></a><p class="_address_d978ac"><svg class="_pin_d978ac" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z"></path><circle cx="12" cy="10" r="2.3"></circle></svg><span class="_addressText_d978ac">Storkyrkan, Stockholm</span></p><a class="_buttonSecondary_a9c424" href="https://www.google.com/maps/search/?api=1&amp;query=Storkyrkan%2C%20Stockholm" target="_blank" rel="noopener noreferrer" data-part="button-secondary">Öppna i Google Maps<span class="_visuallyHidden_a9c424"> <!-- -->(öppnas i en ny flik)</span></a></div><div class="_intro_a9c424 _text_d978ac"><h3 class="_subtitle_a9c424" data-part="module-subtitle">Vigseln</h3><div class="_rich_a9c424" data-part="rich-text"><p>Klockan 15.</p></div></div></div>',
  locationNoText:
    '<div class="_root_d978ac" data-part="module-inner"><h2 class="_title_a9c424" data-part="module-title">Plats</h2></div>',
  locationOnlyText:
    '<div class="_root_d978ac" data-part="module-inner"><h2 class="_title_a9c424" data-part="module-title">Plats</h2><div class="_map_d978ac"><a class="_mapLink_d978ac" href="https://www.google.com/maps/search/?api=1&amp;query=Storkyrkan%2C%20Stockholm" target="_blank" rel="noopener noreferrer" aria-label="Öppna kartan för Storkyrkan, Stockholm (öppnas i en ny flik)" data-part="map"><img class="_mapImage_d978ac" src="/media/site-1/map-640.png" srcSet="/media/site-1/map-420.png 420w, /media/site-1/map-640.png 640w" sizes="(max-width: 650px) 100vw, 650px" width="640" height="420" alt="Karta över Storkyrkan, Stockholm" loading="lazy" decoding="async"/></a><p class="_address_d978ac"><svg class="_pin_d978ac" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z"></path><circle cx="12" cy="10" r="2.3"></circle></svg><span class="_addressText_d978ac">Storkyrkan, Stockholm</span></p><a class="_buttonSecondary_a9c424" href="https://www.google.com/maps/search/?api=1&amp;query=Storkyrkan%2C%20Stockholm" target="_blank" rel="noopener noreferrer" data-part="button-secondary">Öppna i Google Maps<span class="_visuallyHidden_a9c424"> <!-- -->(öppnas i en ny flik)</span></a></div><div class="_intro_a9c424 _text_d978ac"><div class="_rich_a9c424" data-part="rich-text"><p>Klockan 15.</p></div></div></div>',
  countdown:
    '<div class="_root_bd06a6" data-part="module-inner"><h2 class="_title_a9c424" data-part="module-title">Nedräkning</h2><div role="timer" aria-label="Tid kvar"><ol class="_units_bd06a6" data-part="countdown" data-clock="server"><li class="_unit_bd06a6" data-part="countdown-unit" data-unit="day"><span class="_value_bd06a6">162</span><span class="_label_bd06a6">dagar</span></li><li class="_unit_bd06a6" data-part="countdown-unit" data-unit="hour"><span class="_value_bd06a6">03</span><span class="_label_bd06a6">timmar</span></li><li class="_unit_bd06a6" data-part="countdown-unit" data-unit="minute"><span class="_value_bd06a6">00</span><span class="_label_bd06a6">minuter</span></li><li class="_unit_bd06a6" data-part="countdown-unit" data-unit="second"><span class="_value_bd06a6">00</span><span class="_label_bd06a6">sekunder</span></li></ol></div></div>',
  countdownNoTitle:
    '<div class="_root_bd06a6" data-part="module-inner"><div role="timer" aria-label="Tid kvar"><ol class="_units_bd06a6" data-part="countdown" data-clock="server"><li class="_unit_bd06a6" data-part="countdown-unit" data-unit="day"><span class="_value_bd06a6">162</span><span class="_label_bd06a6">dagar</span></li><li class="_unit_bd06a6" data-part="countdown-unit" data-unit="hour"><span class="_value_bd06a6">03</span><span class="_label_bd06a6">timmar</span></li><li class="_unit_bd06a6" data-part="countdown-unit" data-unit="minute"><span class="_value_bd06a6">00</span><span class="_label_bd06a6">minuter</span></li><li class="_unit_bd06a6" data-part="countdown-unit" data-unit="second"><span class="_value_bd06a6">00</span><span class="_label_bd06a6">sekunder</span></li></ol></div></div>',
  form: '<div class="_module_a9c424 _root_7aa14c" data-part="module-inner"><h2 class="_title_a9c424" data-part="module-title">Anmäl tal</h2><div class="_rich_a9c424 _intro_a9c424" data-part="rich-text"><p>Vill du hålla tal?</p></div><form class="_actions_7aa14c" action="#form-1" method="get"><input type="hidden" name="svara" value="form-1"/><button type="submit" value="1" class="_button_a9c424" data-part="button" name="antal">Fyll i formuläret</button></form></div>',
  formOwnButton:
    '<div class="_module_a9c424 _root_7aa14c" data-part="module-inner"><form class="_actions_7aa14c" action="#form-1" method="get"><input type="hidden" name="svara" value="form-1"/><button type="submit" value="1" class="_button_a9c424" data-part="button" name="antal">Anmäl dig</button></form></div>',
  rsvp: '<div class="_module_a9c424 _root_7406b1" data-part="module-inner"><h2 class="_title_a9c424" data-part="module-title">OSA</h2><div class="_rich_a9c424 _intro_a9c424" data-part="rich-text"><p>Svara senast 1 maj.</p></div><form class="_way_7406b1" action="#rsvp-1" method="get"><input type="hidden" name="svara" value="rsvp-1"/><div class="_selector_7406b1"><p id="_R_0_" class="_question_7406b1">Hur många gäster vill du anmäla?</p><div role="group" aria-labelledby="_R_0_" class="_choices_7406b1" data-part="field"><button type="submit" value="1" class="_choice_7406b1" aria-pressed="false" name="antal">1</button><button type="submit" value="2" class="_choice_7406b1" aria-pressed="false" name="antal">2</button><button type="submit" value="3" class="_choice_7406b1" aria-pressed="false" name="antal">3</button><button type="submit" value="4" class="_choice_7406b1" aria-pressed="false" name="antal">4</button><button type="submit" value="5" class="_choice_7406b1" aria-pressed="false" name="antal">5</button></div></div></form><div hidden="" data-early-form="/api/rsvps/post-key?siteId=site-1"></div></div>',
  rsvpOne:
    '<div class="_module_a9c424 _root_7406b1" data-part="module-inner"><h2 class="_title_a9c424" data-part="module-title">OSA</h2><div class="_rich_a9c424 _intro_a9c424" data-part="rich-text"><p>Svara senast 1 maj.</p></div><form class="_way_7406b1" action="#rsvp-1" method="get"><input type="hidden" name="svara" value="rsvp-1"/><div class="_single_7406b1"><button type="submit" value="1" class="_button_a9c424" data-part="button" aria-pressed="false" name="antal">RSVP</button></div></form><div hidden="" data-early-form="/api/rsvps/post-key?siteId=site-1"></div></div>',
  rsvpOneOwn:
    '<div class="_module_a9c424 _root_7406b1" data-part="module-inner"><form class="_way_7406b1" action="#rsvp-1" method="get"><input type="hidden" name="svara" value="rsvp-1"/><div class="_single_7406b1"><button type="submit" value="1" class="_button_a9c424" data-part="button" aria-pressed="false" name="antal">Svara</button></div></form><div hidden="" data-early-form="/api/rsvps/post-key?siteId=site-1"></div></div>',
  rsvpOwnQuestion:
    '<div class="_module_a9c424 _root_7406b1" data-part="module-inner"><h2 class="_title_a9c424" data-part="module-title">OSA</h2><div class="_rich_a9c424 _intro_a9c424" data-part="rich-text"><p>Svara senast 1 maj.</p></div><form class="_way_7406b1" action="#rsvp-1" method="get"><input type="hidden" name="svara" value="rsvp-1"/><div class="_selector_7406b1"><p id="_R_0_" class="_question_7406b1">Hur många?</p><div role="group" aria-labelledby="_R_0_" class="_choices_7406b1" data-part="field"><button type="submit" value="1" class="_choice_7406b1" aria-pressed="false" name="antal">1</button><button type="submit" value="2" class="_choice_7406b1" aria-pressed="false" name="antal">2</button></div></div></form><div hidden="" data-early-form="/api/rsvps/post-key?siteId=site-1"></div></div>',
  gallery:
    '<div class="_module_a9c424 _root_80bea1" data-part="module-inner"><h2 class="_title_a9c424" data-part="module-title">Bilder</h2><div class="_rich_a9c424 _intro_a9c424 _intro_80bea1" data-part="rich-text"><p>Från festen.</p></div><ul class="_grid_80bea1" data-part="gallery" data-count="4"><li class="_item_80bea1" data-part="gallery-item"><button type="button" class="_thumb_80bea1" aria-label="Visa bild 1 av 4" aria-haspopup="dialog"><img class="_image_80bea1" src="/media/site-1/g1-1200.jpg" srcSet="/media/site-1/g1-600.jpg 600w, /media/site-1/g1-1200.jpg 1200w" sizes="(max-width: 600px) 50vw, 600px" width="1200" height="800" alt="Bilder 1/4" loading="lazy" decoding="async" data-part="image"/></button></li><li class="_item_80bea1" data-part="gallery-item"><button type="button" class="_thumb_80bea1" aria-label="Visa bild 2 av 4" aria-haspopup="dialog"><img class="_image_80bea1" src="/media/site-1/g2-1200.jpg" srcSet="/media/site-1/g2-600.jpg 600w, /media/site-1/g2-1200.jpg 1200w" sizes="(max-width: 600px) 50vw, 600px" width="1200" height="800" alt="Bilder 2/4" loading="lazy" decoding="async" data-part="image"/></button></li><li class="_item_80bea1" data-part="gallery-item"><button type="button" class="_thumb_80bea1" aria-label="Visa bild 3 av 4" aria-haspopup="dialog"><img class="_image_80bea1" src="/media/site-1/g3-1200.jpg" srcSet="/media/site-1/g3-600.jpg 600w, /media/site-1/g3-1200.jpg 1200w" sizes="(max-width: 600px) 50vw, 600px" width="1200" height="800" alt="Bilder 3/4" loading="lazy" decoding="async" data-part="image"/></button></li><li class="_item_80bea1" data-part="gallery-item"><button type="button" class="_thumb_80bea1" aria-label="Visa bild 4 av 4" aria-haspopup="dialog"><img class="_image_80bea1" src="/media/site-1/g4-1200.jpg" srcSet="/media/site-1/g4-600.jpg 600w, /media/site-1/g4-1200.jpg 1200w" sizes="(max-width: 600px) 50vw, 600px" width="1200" height="800" alt="Bilder 4/4" loading="lazy" decoding="async" data-part="image"/></button></li></ul></div>',
  galleryNoTitle:
    '<div class="_module_a9c424 _root_80bea1" data-part="module-inner"><ul class="_grid_80bea1" data-part="gallery" data-count="1"><li class="_item_80bea1" data-part="gallery-item"><button type="button" class="_thumb_80bea1" aria-label="Visa bild 1 av 1" aria-haspopup="dialog"><img class="_image_80bea1" src="/media/site-1/g1-1200.jpg" srcSet="/media/site-1/g1-600.jpg 600w, /media/site-1/g1-1200.jpg 1200w" sizes="(max-width: 600px) 50vw, 600px" width="1200" height="800" alt="" loading="lazy" decoding="async" data-part="image"/></button></li></ul></div>',
  galleryEmpty:
    '<div class="_module_a9c424 _root_80bea1" data-part="module-inner"><h2 class="_title_a9c424" data-part="module-title">Bilder</h2></div>',
  standalone:
    '<div class="_module_a9c424 _root_7aa14c" data-part="module-inner"><h2 class="_title_a9c424" data-part="module-title">Anmäl tal</h2><div class="_rich_a9c424 _intro_a9c424" data-part="rich-text"><p>Vill du hålla tal?</p></div><form class="_actions_7aa14c" action="#form-1" method="get"><input type="hidden" name="svara" value="form-1"/><button type="submit" value="1" class="_button_a9c424" data-part="button" name="antal">Fill in the form</button></form></div>',
}

describe('without an editing provider', () => {
  test.each(Object.keys(PUBLIC_CASES))('%s renders the same HTML as before', (name) => {
    // The countdown's server numbers come from the clock.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(2027, 0, 1, 12, 0, 0))
    expect(renderToString(PUBLIC_CASES[name] as ReactElement)).toBe(BEFORE[name])
  })

  test('every recorded case is still rendered', () => {
    expect(Object.keys(PUBLIC_CASES).sort()).toEqual(Object.keys(BEFORE).sort())
  })
})

/** Stands in for the editor: marks what each view offers, and where. */
const fakeEditing: InlineEditing = {
  editView: null,
  renderText: ({ as, path, text }) => (
    <input data-kind="text" data-as={as} data-path={path.join('.')} defaultValue={text?.sv ?? ''} readOnly />
  ),
  renderRich: ({ path, text }) => (
    <textarea data-kind="rich" data-path={path.join('.')} defaultValue={text?.sv ?? ''} readOnly />
  ),
  renderListItemTools: ({ list, itemId, index, count }) => (
    <span data-tools={`${list}.${itemId}`} data-index={index} data-count={count} />
  ),
  renderListAdd: ({ list, count }) => <span data-add={list} data-count={count} />,
  renderImageTools: ({ path, image, sizeChoice, required }) => (
    <span
      data-image={path.join('.')}
      data-has-image={image ? 'yes' : 'no'}
      data-size-choice={sizeChoice ? 'yes' : 'no'}
      data-required={required ? 'yes' : 'no'}
    />
  ),
}

function renderEditing(element: ReactElement, site: Partial<PublicSite> = {}) {
  return render(inSite(<InlineEditProvider value={fakeEditing}>{element}</InlineEditProvider>, site, true))
}

/** What the view offers to edit, as kind:path, in page order. */
function offered(container: HTMLElement): string[] {
  return [...container.querySelectorAll<HTMLElement>('[data-path]')].map(
    (el) => `${el.dataset.kind}:${el.dataset.path}`,
  )
}

function tools(container: HTMLElement): string[] {
  return [...container.querySelectorAll<HTMLElement>('[data-tools]')].map(
    (el) => `${el.dataset.tools}@${el.dataset.index}/${el.dataset.count}`,
  )
}

/** The image places, as path:image-or-empty(+size choice), in page order. */
function images(container: HTMLElement): string[] {
  return [...container.querySelectorAll<HTMLElement>('[data-image]')].map(
    (el) =>
      `${el.dataset.image}:${el.dataset.hasImage === 'yes' ? 'image' : 'empty'}${el.dataset.sizeChoice === 'yes' ? '+size' : ''}`,
  )
}

/** The element just before each image place: the tools lie over it when there is an image. */
function beforeImages(container: HTMLElement): (string | undefined)[] {
  return [...container.querySelectorAll<HTMLElement>('[data-image]')].map((el) =>
    el.previousElementSibling?.tagName.toLowerCase(),
  )
}

function adds(container: HTMLElement): string[] {
  return [...container.querySelectorAll<HTMLElement>('[data-add]')].map(
    (el) => `${el.dataset.add}/${el.dataset.count}`,
  )
}

describe('with an editing provider, every owner text is offered at its path', () => {
  test('Header: title and second line, also when empty', () => {
    expect(offered(renderEditing(<HeaderView module={makeHeader()} language="sv" />).container)).toEqual([
      'text:title',
      'text:secondLine',
    ])
    cleanup()
    const empty = makeHeader({ title: {}, secondLine: {} })
    const { container } = renderEditing(<HeaderView module={empty} language="sv" />)
    expect(offered(container)).toEqual(['text:title', 'text:secondLine'])
    expect(container.querySelector('[data-path="title"]')?.getAttribute('data-as')).toBe('h1')
  })

  test('Header with an event logo: the logo instead of the title; the second line only with additional text', () => {
    expect(
      offered(
        renderEditing(<HeaderView module={makeHeader()} language="sv" />, { eventLogo: logo }).container,
      ),
    ).toEqual([])
    cleanup()
    const withText = { eventLogo: { ...logo, additionalText: 'Bröllop' } }
    const { container } = renderEditing(
      <HeaderView module={makeHeader({ secondLine: {} })} language="sv" />,
      withText,
    )
    expect(offered(container)).toEqual(['text:secondLine'])
  })

  test('Text', () => {
    const { container } = renderEditing(<TextView module={makeText({ title: {}, text: {} })} language="sv" />)
    expect(offered(container)).toEqual(['text:title', 'rich:text'])
  })

  test('ImageAndText', () => {
    const empty = makeImageAndText({ title: {}, secondTitle: {}, text: {}, image: null })
    const { container } = renderEditing(<ImageAndTextView module={empty} language="sv" />)
    expect(offered(container)).toEqual(['text:title', 'text:secondTitle', 'rich:text'])
  })

  test('Video: the title, also before the video address is set', () => {
    const { container } = renderEditing(<VideoView module={makeVideo({ title: {} })} language="sv" />)
    expect(offered(container)).toEqual(['text:title'])
    expect(container.querySelector('[data-part="video"]')).not.toBeNull()
    cleanup()
    const noVideo = renderEditing(<VideoView module={makeVideo({ title: {}, video: null })} language="sv" />)
    expect(offered(noVideo.container)).toEqual(['text:title'])
    expect(noVideo.container.querySelector('[data-part="video"]')).toBeNull()
  })

  test('PeopleList: name, title and text of every person, with tools per person and an add button', () => {
    const module = makePeopleList()
    module.list[1] = { id: 'p2', name: {}, title: {}, text: {}, image: null }
    const { container } = renderEditing(<PeopleListView module={module} language="sv" />)
    expect(offered(container)).toEqual([
      'text:title',
      'text:list.p1.name',
      'text:list.p1.title',
      'rich:list.p1.text',
      'text:list.p2.name',
      'text:list.p2.title',
      'rich:list.p2.text',
    ])
    expect(tools(container)).toEqual(['list.p1@0/2', 'list.p2@1/2'])
    expect(adds(container)).toEqual(['list/2'])
  })

  test('PeopleList, empty: the list is there for the add button', () => {
    const { container } = renderEditing(
      <PeopleListView module={makePeopleList({ title: {}, list: [] })} language="sv" />,
    )
    expect(offered(container)).toEqual(['text:title'])
    expect(container.querySelector('ul[data-part="list"]')).not.toBeNull()
    expect(adds(container)).toEqual(['list/0'])
  })

  test('TextAndImageList: title and text of every item, with tools and an add button', () => {
    const { container } = renderEditing(
      <TextAndImageListView module={makeTextAndImageList()} language="sv" />,
    )
    expect(offered(container)).toEqual([
      'text:title',
      'text:list.l1.title',
      'rich:list.l1.text',
      'text:list.l2.title',
      'rich:list.l2.text',
    ])
    expect(tools(container)).toEqual(['list.l1@0/2', 'list.l2@1/2'])
    expect(adds(container)).toEqual(['list/2'])
    cleanup()
    const empty = renderEditing(
      <TextAndImageListView module={makeTextAndImageList({ list: [] })} language="sv" />,
    )
    expect(empty.container.querySelector('ul[data-part="list"]')).not.toBeNull()
    expect(adds(empty.container)).toEqual(['list/0'])
  })

  test('GiftRegistry: title, text and the start button label; the items stay as they are', () => {
    const module = makeGiftRegistry({
      title: {},
      text: {},
      giftRegistry: [makeGift({ id: 'a' }), makeGift({ id: 'b', title: { sv: 'Vinglas' } })],
    })
    const { container } = renderEditing(<GiftRegistryView module={module} language="sv" />)
    expect(offered(container)).toEqual(['text:title', 'rich:text', 'text:showGiftRegistryButton'])
    const label = container.querySelector('[data-path="showGiftRegistryButton"]')
    expect(label?.getAttribute('data-as')).toBe('span')
    expect(label?.closest('button')).toBeNull()
    expect(label?.parentElement?.getAttribute('data-part')).toBe('button')
    // Startknapp, the default edit view, shows what guests see first; Önskelista is covered in
    // GiftRegistry/View.edit-view.test.tsx.
    expect(screen.queryByText('Kaffekvarn')).toBeNull()
  })

  test('GiftRegistry with one item: no start button, as guests see it', () => {
    const { container } = renderEditing(<GiftRegistryView module={makeGiftRegistry()} language="sv" />)
    expect(offered(container)).toEqual(['text:title', 'rich:text'])
  })

  test('Location: second title and text, also when both are empty', () => {
    const empty = makeLocation({ title: {}, secondTitle: {}, text: {}, map: null })
    const { container } = renderEditing(<LocationView module={empty} language="sv" />)
    expect(offered(container)).toEqual(['text:title', 'text:secondTitle', 'rich:text'])
  })

  test('Rsvp: title, text and the guest-count question', () => {
    const { container } = renderEditing(<RsvpView module={makeRsvp({ title: {}, text: {} })} language="sv" />)
    expect(offered(container)).toEqual(['text:title', 'rich:text', 'text:selectNumberOfGuestsText'])
  })

  test('Rsvp for one guest: the button label, in a non-interactive button', () => {
    const { container } = renderEditing(
      <RsvpView module={makeRsvp({ maxNumberOfGuests: 1 })} language="sv" />,
    )
    expect(offered(container)).toEqual(['text:title', 'rich:text', 'text:oneGuestRsvpButton'])
    const label = container.querySelector('[data-path="oneGuestRsvpButton"]')
    expect(label?.closest('button')).toBeNull()
    expect(label?.parentElement?.getAttribute('data-part')).toBe('button')
  })

  test('Countdown', () => {
    const { container } = renderEditing(<CountdownView module={makeCountdown({ title: {} })} language="sv" />)
    expect(offered(container)).toEqual(['text:title'])
  })

  test('Form: title, text and the show-form button label, in a non-interactive button', () => {
    const { container } = renderEditing(<FormView module={makeForm({ title: {}, text: {} })} language="sv" />)
    expect(offered(container)).toEqual(['text:title', 'rich:text', 'text:showFormButton'])
    const label = container.querySelector('[data-path="showFormButton"]')
    expect(label?.getAttribute('data-as')).toBe('span')
    expect(label?.closest('button')).toBeNull()
    expect(label?.parentElement?.getAttribute('data-part')).toBe('button')
    expect(screen.queryByRole('button')).toBeNull()
  })

  test('ImageGallery: title, text, tools per image and the add place', () => {
    const { container } = renderEditing(
      <ImageGalleryView module={makeGallery(2, { title: {} })} language="sv" />,
    )
    expect(offered(container)).toEqual(['text:title', 'rich:text'])
    expect(tools(container)).toEqual(['gallery.g1@0/2', 'gallery.g2@1/2'])
    expect(adds(container)).toEqual(['gallery/2'])
    cleanup()
    const empty = renderEditing(<ImageGalleryView module={makeGallery(0)} language="sv" />)
    expect(empty.container.querySelector('ul[data-part="gallery"]')).not.toBeNull()
    expect(adds(empty.container)).toEqual(['gallery/0'])
  })

  test('ImageGallery: a click on a thumbnail does not open the lightbox', async () => {
    const { container } = renderEditing(<ImageGalleryView module={makeGallery(2)} language="sv" />)
    expect(screen.queryByRole('button')).toBeNull()
    const image = container.querySelector('[data-part="gallery-item"] img')
    if (!image) throw new Error('no thumbnail')
    await userEvent.click(image)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})

describe('with an editing provider, every image place is offered right after its image', () => {
  test('Header: the image with its size choice; an empty place first when there is no image', () => {
    const withImage = makeHeader({ image: { image: makeImage('couple'), userSelectedImageSize: 'MEDIUM' } })
    const { container } = renderEditing(<HeaderView module={withImage} language="sv" />)
    expect(images(container)).toEqual(['image.image:image+size'])
    expect(beforeImages(container)).toEqual(['img'])
    cleanup()
    const empty = renderEditing(<HeaderView module={makeHeader()} language="sv" />)
    expect(images(empty.container)).toEqual(['image.image:empty+size'])
    const place = empty.container.querySelector('[data-image]')
    expect(place?.parentElement?.getAttribute('data-part')).toBe('header')
    expect(place?.previousElementSibling).toBeNull()
  })

  test('Header in theme9: the tools sit in the stack, over the image', () => {
    const module = makeHeader({ image: { image: makeImage('couple'), userSelectedImageSize: 'LARGE' } })
    const { container } = renderEditing(<HeaderView module={module} language="sv" />, { theme: 'theme9' })
    expect(images(container)).toEqual(['image.image:image+size'])
    expect(beforeImages(container)).toEqual(['img'])
  })

  test('ImageAndText', () => {
    const { container } = renderEditing(<ImageAndTextView module={makeImageAndText()} language="sv" />)
    expect(images(container)).toEqual(['image:image'])
    expect(beforeImages(container)).toEqual(['img'])
    cleanup()
    const empty = renderEditing(<ImageAndTextView module={makeImageAndText({ image: null })} language="sv" />)
    expect(images(empty.container)).toEqual(['image:empty'])
    // Where the image would be: before the text, in the same body.
    const next = empty.container.querySelector('[data-image]')?.nextElementSibling
    expect(next?.querySelector('[data-path="secondTitle"]')).not.toBeNull()
  })

  test('Location: the module image, not the map', () => {
    const { container } = renderEditing(
      <LocationView module={makeLocation({ image: makeImage('church') })} language="sv" />,
    )
    expect(images(container)).toEqual(['image:image'])
    expect(beforeImages(container)).toEqual(['img'])
    cleanup()
    const empty = renderEditing(<LocationView module={makeLocation({ image: null })} language="sv" />)
    expect(images(empty.container)).toEqual(['image:empty'])
  })

  test('PeopleList and TextAndImageList: one place per item', () => {
    const people = renderEditing(<PeopleListView module={makePeopleList()} language="sv" />)
    expect(images(people.container)).toEqual(['list.p1.image:image', 'list.p2.image:empty'])
    expect(beforeImages(people.container)).toEqual(['img', undefined])
    cleanup()
    const rows = renderEditing(<TextAndImageListView module={makeTextAndImageList()} language="sv" />)
    expect(images(rows.container)).toEqual(['list.l1.image:image', 'list.l2.image:empty'])
    expect(beforeImages(rows.container)).toEqual(['img', undefined])
  })

  test('each gallery image can be replaced and cropped, never just removed (the item is its image)', () => {
    const gallery = makeGallery(2)
    const { container } = renderEditing(<ImageGalleryView module={gallery} language="sv" />)
    expect(images(container)).toEqual(gallery.gallery.map((item) => `gallery.${item.id}.image:image`))
    const required = [...container.querySelectorAll<HTMLElement>('[data-image]')].map(
      (el) => el.dataset.required,
    )
    expect(required).toEqual(['yes', 'yes'])
  })

  test('no other view has an image place', () => {
    const others = [
      <TextView key="t" module={makeText()} language="sv" />,
      <VideoView key="v" module={makeVideo()} language="sv" />,
      <CountdownView key="c" module={makeCountdown()} language="sv" />,
      <RsvpView key="r" module={makeRsvp()} language="sv" />,
      <FormView key="f" module={makeForm()} language="sv" />,
    ]
    for (const view of others) {
      const { container } = renderEditing(view)
      expect(images(container)).toEqual([])
      cleanup()
    }
  })
})
