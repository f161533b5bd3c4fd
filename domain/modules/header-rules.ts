/** Spec 001 sections 2 and 5: in theme9 the header title sits at -1 (top), 0 or 1 (bottom). */
export const VERTICAL_ALIGNMENT_MIN = -1
export const VERTICAL_ALIGNMENT_MAX = 1

export type VerticalAlignment = -1 | 0 | 1

/** An alignment as a whole step within -1 to 1; anything unreadable is the middle. */
export function clampAlignment(value: number): VerticalAlignment {
  const whole = Number.isFinite(value) ? Math.round(value) : 0
  // `|| 0` turns -0 into 0, so the result compares and prints as the three known values.
  return (Math.min(VERTICAL_ALIGNMENT_MAX, Math.max(VERTICAL_ALIGNMENT_MIN, whole)) || 0) as VerticalAlignment
}

/** The alignment delta steps from value (-1 is up, 1 down), staying within -1 to 1. */
export function stepAlignment(value: number, delta: number): VerticalAlignment {
  return clampAlignment(clampAlignment(value) + Math.round(delta))
}

/** Whether a step in that direction changes anything; the button is disabled at the end. */
export function canStepAlignment(value: number, delta: number): boolean {
  return stepAlignment(value, delta) !== clampAlignment(value)
}
