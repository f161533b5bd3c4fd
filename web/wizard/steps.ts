/** The start wizard's four steps and where it ends (spec 000 section 2). */
export const WIZARD_STEPS = [
  '/kom-igang',
  '/kom-igang/information',
  '/kom-igang/sprak',
  '/kom-igang/innehall',
] as const
export const WIZARD_EDITOR = '/kom-igang/redigera'

/** Where Tillbaka and Nästa lead from a step (1 to 4). */
export function stepLinks(step: number): { back: string; next: string } {
  return {
    back: step <= 1 ? '/' : (WIZARD_STEPS[step - 2] as string),
    next: step >= WIZARD_STEPS.length ? WIZARD_EDITOR : (WIZARD_STEPS[step] as string),
  }
}
