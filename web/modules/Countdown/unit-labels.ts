export type CountdownUnit = 'day' | 'hour' | 'minute' | 'second'

const formats = new Map<string, Intl.NumberFormat | null>()

/** The language Intl formats in: the site language when Intl knows it, else English. */
export function intlLanguage(language: string): string {
  try {
    return Intl.NumberFormat.supportedLocalesOf([language]).length > 0 ? language : 'en'
  } catch {
    // Not a well-formed language tag.
    return 'en'
  }
}

function format(language: string, unit: CountdownUnit): Intl.NumberFormat | null {
  const key = `${language}|${unit}`
  let f = formats.get(key)
  if (f === undefined) {
    try {
      f = new Intl.NumberFormat(intlLanguage(language), { style: 'unit', unit, unitDisplay: 'long' })
    } catch {
      // An engine without unit formatting.
      f = null
    }
    formats.set(key, f)
  }
  return f
}

/**
 * CLDR's duration word for a day in Swedish and Norwegian is the 24-hour 'dygn'/'døgn', which no
 * one writes on an invitation; these languages get the everyday word, with Intl's plural rule.
 */
const DAY_WORDS: Record<string, { one: string; other: string }> = {
  sv: { one: 'dag', other: 'dagar' },
  nb: { one: 'dag', other: 'dager' },
  no: { one: 'dag', other: 'dager' },
  nn: { one: 'dag', other: 'dagar' },
}

function dayWord(language: string, count: number): string | null {
  const words = DAY_WORDS[language.toLowerCase().split('-')[0] ?? '']
  if (!words) return null
  try {
    return new Intl.PluralRules(language).select(count) === 'one' ? words.one : words.other
  } catch {
    return count === 1 ? words.one : words.other
  }
}

/**
 * The word for a count of a unit in the site language, plural chosen by Intl ('dagar', 'day',
 * 'dny'); null when this engine cannot format units, so the caller uses the product's own text.
 */
export function unitLabel(language: string, unit: CountdownUnit, count: number): string | null {
  if (unit === 'day') {
    const word = dayWord(language, count)
    if (word) return word
  }
  const parts = format(language, unit)?.formatToParts(count)
  if (!parts) return null
  const words = parts
    .filter((p) => p.type === 'unit')
    .map((p) => p.value)
    .join(' ')
    .trim()
  return words || null
}
