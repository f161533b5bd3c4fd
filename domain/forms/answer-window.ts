// Zod-free: the public page's view asks it too, and the schema library stays out of its bundle.

/** Whether answers are closed: the owner's last day ('YYYY-MM-DD') has passed everywhere on earth. */
export function answersClosed(module: { lastAnswerDate?: string | null | undefined }, now: Date): boolean {
  if (!module.lastAnswerDate) return false
  // The whole last day counts, wherever in the world the guest is: closed after UTC-12's midnight.
  return now.getTime() >= Date.parse(`${module.lastAnswerDate}T00:00:00Z`) + 36 * 3_600_000
}
