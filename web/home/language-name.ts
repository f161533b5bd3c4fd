/** A language code's name in the interface language ("en" -> "engelska"), or the code itself. */
export function languageName(code: string, inLanguage: string): string {
  try {
    return new Intl.DisplayNames([inLanguage], { type: 'language' }).of(code) ?? code
  } catch {
    return code
  }
}
