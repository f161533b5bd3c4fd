import type { SiteModule } from '../modules/registry.ts'
import { lookupText } from './lookup-text.ts'

/**
 * The number a layout may print over each section title (the Modern layout's "01", "02"...): the
 * modules guests see that show a title, counted in page order. Counted here rather than with a CSS
 * counter because each module is its own containment box in the editor, which restarts a counter.
 */
export function sectionNumbers(
  modules: readonly SiteModule[],
  language: string,
  isPageHeading: (module: SiteModule) => boolean,
): Map<string, string> {
  const numbers = new Map<string, string>()
  for (const module of modules) {
    if (module.hide || isPageHeading(module)) continue
    const title = 'title' in module ? module.title : undefined
    if (!lookupText(title, language).trim()) continue
    numbers.set(module.id, String(numbers.size + 1).padStart(2, '0'))
  }
  return numbers
}

/** The inline style that hands a section its number, for the layout's CSS to print. */
export function sectionNumberStyle(number: string | undefined): Record<string, string> | undefined {
  return number === undefined ? undefined : { '--section-number': `"${number}"` }
}
