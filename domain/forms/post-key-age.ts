/** The server's default minimum age of a guest's post key (POST_KEY_MIN_AGE_MS): a person takes longer than this to answer. */
export const POST_KEY_MIN_AGE_MS = 3_000

/**
 * A guest's page sends with a fresh key this much after the server's minimum age: the key's age is
 * counted from when its answer arrived, a little after the server issued it.
 */
export const POST_KEY_MARGIN_MS = 100

/** How long a page waits with a fresh key where the page does not say (<html data-key-wait>). */
export const DEFAULT_POST_KEY_WAIT_MS = POST_KEY_MIN_AGE_MS + POST_KEY_MARGIN_MS
