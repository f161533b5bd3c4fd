/**
 * The card's stylesheet, as text. One card face; sizes are in millimetres of the real card through
 * --mm: on screen a 105th of the card's width (a container query unit), in print a real millimetre,
 * so the editor, thumbnails and the printed page are the same drawing at different scales.
 *
 * It is a string with fixed pc- class names rather than a CSS module: the server inlines the very
 * same text in the /print-pdf page and the browser puts it in a <style> once, so the names never
 * depend on which build (client, server, tests) processed a stylesheet.
 */
export const PRINT_CARD_CSS = `
.pc-card {
  --mm: calc(100cqw / 105);
  --bleed: 0px;
  position: relative;
  width: 100%;
  aspect-ratio: 105 / 148;
  container-type: inline-size;
  overflow: hidden;
  isolation: isolate;
  background: var(--card-background);
  color: var(--card-ink);
  font-family: var(--font-text);
  text-align: center;
  box-shadow: 0 1px 2px rgb(0 0 0 / 0.12), 0 8px 24px rgb(0 0 0 / 0.12);
}

/* The printed page: A6 plus 3 mm bleed on every side; the content keeps to the trimmed card. */
.pc-print {
  --mm: 1mm;
  --bleed: 3mm;
  width: 111mm;
  height: 154mm;
  aspect-ratio: auto;
  box-shadow: none;
  break-after: page;
}

.pc-print:last-child {
  break-after: auto;
}

.pc-rounded {
  border-radius: calc(4 * var(--mm));
}

.pc-thumbnail {
  box-shadow: 0 1px 3px rgb(0 0 0 / 0.15);
}

.pc-graphic {
  position: absolute;
  inset: 0;
  pointer-events: none;
}

/* The site graphic's corner pieces are sized for a page; on a card they take a third of its width. */
.pc-graphic svg[data-place] {
  width: calc(30 * var(--mm));
}

.pc-content {
  position: absolute;
  inset: var(--bleed);
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: calc(4 * var(--mm));
  padding: calc(12 * var(--mm)) calc(10 * var(--mm));
}

.pc-text {
  margin: 0;
  max-width: 100%;
  white-space: pre-line;
  overflow-wrap: anywhere;
  font-size: calc(3.6 * var(--mm));
  line-height: 1.45;
  font-weight: 400;
}

.pc-heading {
  font-family: var(--font-heading);
  line-height: 1.15;
}

.pc-card [data-editable] {
  min-width: 4ch;
  border-radius: 2px;
  outline: 1px dashed color-mix(in srgb, currentColor 40%, transparent);
  outline-offset: calc(1 * var(--mm));
  cursor: text;
}

.pc-card [data-editable]:focus {
  outline: 2px solid #2f6fde;
}

.pc-card [data-editable]:empty::before {
  content: attr(data-placeholder);
  opacity: 0.55;
  font-style: italic;
}

.pc-welcomeText,
.pc-title {
  font-family: var(--font-text);
  font-size: calc(3.4 * var(--mm));
  letter-spacing: 0.14em;
  text-transform: uppercase;
}

.pc-names {
  font-size: calc(10 * var(--mm));
}

.pc-dateAndLocation,
.pc-dateAndLocationLong {
  font-size: calc(3.6 * var(--mm));
}

.pc-websiteInfo {
  margin-top: calc(4 * var(--mm));
  font-size: calc(2.8 * var(--mm));
  opacity: 0.85;
}

.pc-textAtQR {
  font-size: calc(3.8 * var(--mm));
}

/* A card per household: the household it is for, addressed on the back. */
.pc-household {
  font-size: calc(6.5 * var(--mm));
}

/* Its events when the site has several: a short list under its name. */
.pc-householdEvents {
  margin: calc(1 * var(--mm)) 0 calc(3 * var(--mm));
  padding: 0;
  list-style: none;
  font-size: calc(2.9 * var(--mm));
  line-height: 1.35;
  text-wrap: balance;
}

.pc-householdEvents > li + li {
  margin-top: calc(1 * var(--mm));
}

.pc-logo {
  width: calc(44 * var(--mm));
  font-size: calc(3 * var(--mm));
}

.pc-logo > * {
  max-width: 100%;
}

/* Photos */
.pc-photo {
  position: relative;
  overflow: hidden;
}

.pc-photoImage {
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
}

.pc-framedPhoto {
  flex: none;
  width: 100%;
  aspect-ratio: 1.1;
}

/* Under text, the photo fills the page to the bleed edge. */
.pc-fullPhoto {
  position: absolute;
  inset: 0;
}

/* PHOTO_CLEAN: the photo on top, the words under it. */
.pc-PHOTO_CLEAN.pc-front .pc-content {
  justify-content: flex-start;
  gap: calc(3 * var(--mm));
  padding: calc(8 * var(--mm));
}

.pc-PHOTO_CLEAN .pc-names {
  font-size: calc(8 * var(--mm));
}

/* The words sit in the middle of the room the photo leaves. */
.pc-PHOTO_CLEAN .pc-framedPhoto {
  margin-bottom: auto;
}

.pc-PHOTO_CLEAN.pc-front .pc-content > :last-child {
  margin-bottom: auto;
}

/* TEXT_ON_PHOTO: light words over the photo at the bottom, shaded so they read on any picture. */
.pc-overPhoto {
  justify-content: flex-end;
  padding-bottom: calc(14 * var(--mm));
}

.pc-TEXT_ON_PHOTO .pc-overPhoto {
  color: #fff;
  text-shadow: 0 0 calc(2 * var(--mm)) rgb(0 0 0 / 0.55);
}

.pc-TEXT_ON_PHOTO.pc-front .pc-fullPhoto::after,
.pc-TEXT_ON_PHOTO_GRADIENT.pc-front .pc-fullPhoto::after {
  content: '';
  position: absolute;
  inset: 0;
  pointer-events: none;
}

.pc-TEXT_ON_PHOTO.pc-front .pc-fullPhoto::after {
  background: linear-gradient(to bottom, transparent 50%, rgb(0 0 0 / 0.45));
}

/* TEXT_ON_PHOTO_GRADIENT: the photo fades into the card's colour, the words in its ink below. */
.pc-TEXT_ON_PHOTO_GRADIENT.pc-front .pc-fullPhoto::after {
  background: linear-gradient(to bottom, transparent 35%, var(--card-background) 80%);
}

.pc-TEXT_ON_PHOTO.pc-front .pc-title,
.pc-TEXT_ON_PHOTO_GRADIENT.pc-front .pc-title {
  font-family: var(--font-heading);
  font-size: calc(9 * var(--mm));
  letter-spacing: normal;
  text-transform: none;
}

/* The photo tools sit over a photo that is itself under the text; they must stay reachable. */
.pc-fullPhoto > :not(img) {
  z-index: 2;
}

/* The back: the QR code with its text. */
.pc-back .pc-content {
  gap: calc(6 * var(--mm));
  padding: calc(14 * var(--mm)) calc(12 * var(--mm));
}

.pc-qr,
.pc-qrPlace {
  position: relative;
  flex: none;
  width: calc(42 * var(--mm));
  aspect-ratio: 1;
}

.pc-qrImage {
  display: block;
  width: 100%;
  height: 100%;
  image-rendering: pixelated;
}

.pc-qrPlace {
  display: grid;
  place-items: center;
  border: 1px dashed color-mix(in srgb, currentColor 50%, transparent);
  border-radius: calc(2 * var(--mm));
}
`
