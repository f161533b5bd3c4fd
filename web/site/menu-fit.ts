/**
 * The narrowest window, in CSS pixels, in which the top bar's menu row is expected to fit, from
 * its texts alone: the server cannot measure, but a phone without JavaScript must still reach every
 * entry. The figures follow SitePage.module.css, Menu.module.css and LanguageSwitcher.module.css
 * (13 px upper case with 0.1em letter spacing, about 10.5 px a character in the site fonts); the
 * browser measures the real row once its script runs, so an estimate a little off only matters
 * for windows within a few pixels of it.
 */
const CHAR_PX = 10.5
const LINK_PADDING_PX = 20
const ROW_GAP_PX = 4
const BAR_GAP_PX = 16
const LANGUAGE_LINK_PX = 46
const LANGUAGE_GAP_PX = 6

export function menuFitWidth(titles: readonly string[], brand: string, otherLanguages: number): number {
  const row =
    titles.reduce((sum, title) => sum + title.length * CHAR_PX + LINK_PADDING_PX, 0) +
    ROW_GAP_PX * Math.max(0, titles.length - 1)
  const languages =
    otherLanguages > 0 ? otherLanguages * LANGUAGE_LINK_PX + (otherLanguages - 1) * LANGUAGE_GAP_PX : 0
  const content = brand.length * CHAR_PX + BAR_GAP_PX + row + (languages ? BAR_GAP_PX + languages : 0)
  // The bar's side padding is clamp(1.25rem, 5vw, 3rem) on each side.
  const narrow = content + 40
  if (narrow <= 400) return Math.ceil(narrow)
  const middle = content / 0.9
  if (middle <= 960) return Math.ceil(middle)
  return Math.ceil(content + 96)
}
