/**
 * The styling contract between module views and themes. Views put `data-part={PART.x}` on these
 * elements (and the page root carries `data-theme`); theme stylesheets in web/site/themes/ style
 * them. Views keep their own CSS Modules for structure; themes change typography scale, spacing,
 * section treatment and header composition through these hooks and the CSS variables below.
 *
 * CSS variables every theme sets on [data-theme] (views use them with fallbacks):
 *   --page-max-width, --section-gap, --section-padding-block, --section-padding-inline,
 *   --heading-scale (multiplier of the h2 size), --heading-weight, --heading-transform,
 *   --heading-letter-spacing, --text-size, --line-height, --radius, --button-radius,
 *   --divider (a CSS background-image or 'none' for the ornament under section titles),
 *   --header-min-height, --header-align (start|center|end)
 */
export const PART = {
  page: 'page',
  topBar: 'top-bar',
  menu: 'menu',
  menuItem: 'menu-item',
  main: 'main',
  module: 'module',
  moduleInner: 'module-inner',
  moduleTitle: 'module-title',
  moduleSubtitle: 'module-subtitle',
  richText: 'rich-text',
  image: 'image',
  header: 'header',
  headerImage: 'header-image',
  headerTitle: 'header-title',
  headerSecondLine: 'header-second-line',
  eventLogo: 'event-logo',
  list: 'list',
  listItem: 'list-item',
  listItemTitle: 'list-item-title',
  listItemText: 'list-item-text',
  button: 'button',
  buttonSecondary: 'button-secondary',
  form: 'form',
  field: 'field',
  gallery: 'gallery',
  galleryItem: 'gallery-item',
  countdown: 'countdown',
  countdownUnit: 'countdown-unit',
  map: 'map',
  video: 'video',
  footer: 'footer',
  graphic: 'graphic',
} as const
