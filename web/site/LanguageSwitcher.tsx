import styles from './LanguageSwitcher.module.css'

interface Props {
  languages: string[]
  current: string
  /** The request's query string including '?', or ''; a language link keeps it. */
  search: string
  label: string
}

/** Names a language code in the page's language; an unknown code or locale falls back to the code. */
function languageNamer(pageLanguage: string): (code: string) => string {
  let names: Intl.DisplayNames | undefined
  try {
    names = new Intl.DisplayNames([pageLanguage], { type: 'language' })
  } catch {
    names = undefined
  }
  return (code) => {
    try {
      return names?.of(code) ?? code
    } catch {
      return code
    }
  }
}

/**
 * Links to the site in its other languages; full page loads, so the server renders each language.
 * A link's name starts with the code it shows, so a voice command that says what is seen finds it.
 */
export function LanguageSwitcher({ languages, current, search, label }: Props) {
  if (languages.length < 2) return null
  const nameOf = languageNamer(current)
  return (
    <nav className={styles.switcher} aria-label={label}>
      <ul className={styles.list}>
        {languages
          .filter((code) => code !== current)
          .map((code) => (
            <li key={code}>
              <a
                className={styles.link}
                href={`/${code}${search}`}
                hrefLang={code}
                aria-label={`${code.toUpperCase()} ${nameOf(code)}`}
              >
                {code.toUpperCase()}
              </a>
            </li>
          ))}
      </ul>
    </nav>
  )
}
