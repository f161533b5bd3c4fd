// Zod-free: the guest page's RSVP code reads it, and zod stays out of the public page's scripts.

/** A household's personal code: 128 random bits in URL-safe base64 (22 characters), made on the server. */
export const INVITE_CODE_PATTERN = /^[A-Za-z0-9_-]{22}$/
