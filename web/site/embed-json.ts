const UNSAFE = /[<>&\u2028\u2029]/g

/**
 * JSON for a <script type="application/json"> element. Escaping <, > and & as \u sequences means
 * no string in the data can close the script tag or open a comment; U+2028 and U+2029 are escaped
 * because older parsers treat them as line ends. JSON.parse reads the escapes back unchanged.
 */
export function embedJson(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
}
