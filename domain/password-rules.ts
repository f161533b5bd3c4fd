/** The shortest new password (spec 000 section 9). Zod-free so page chunks can import it. */
export const PASSWORD_MIN_LENGTH = 6
