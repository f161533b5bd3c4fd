/** Severity the client uses for errors (spec 000 section 9). Zod-free for the public page bundle. */
export const CLIENT_ERROR_SEVERITY = 3
