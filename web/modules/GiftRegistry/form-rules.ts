import type { GiftItemState } from './rules.ts'

// The rules of the reserve and cancel forms, apart from rules.ts: only the dialog and the plain
// form (both loaded on demand) and the server use them, so they stay out of the page's first script.

/** How the quantity field reads (spec 001 section 5): an integer, or nothing when empty or not a whole number. */
export function parseQuantity(value: string): number | null {
  return /^\s*\d+\s*$/.test(value) ? Number.parseInt(value, 10) : null
}

/**
 * The quantity a dialog or a plain form asks for: at most what is left to reserve, or what is reserved when
 * cancelling; not asked at all (1 is used) for a single item with one left or one reserved.
 */
export function quantityRule(request: {
  kind: 'reserve' | 'cancel'
  state: Pick<GiftItemState, 'quantity' | 'reserved'>
}): {
  max: number
  hidden: boolean
} {
  const { quantity, reserved } = request.state
  const max = Math.max(0, request.kind === 'reserve' ? quantity - reserved : reserved)
  return { max, hidden: quantity === 1 && max === 1 }
}

export type GiftField = 'quantity' | 'password' | 'name'

/** The id of a field's hint: the quantity's (how many are left) and the giver's name's (who sees it). */
export function giftHintId(formId: string, name: GiftField): string | undefined {
  return name === 'quantity' ? `${formId}-hint` : name === 'name' ? `${formId}-name-hint` : undefined
}

/**
 * A gift form field's id and what a screen reader reads with it (the quantity's hint, the field's
 * error), alike in the dialog and in the form a page without JavaScript posts.
 */
export function giftFieldWiring(formId: string, name: GiftField, errors: Partial<Record<GiftField, string>>) {
  return {
    id: `${formId}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby':
      [giftHintId(formId, name) ?? '', errors[name] ? `${formId}-${name}-error` : '']
        .filter(Boolean)
        .join(' ') || undefined,
  }
}

/** The quantity input's own limits, alike in the dialog and the plain form: a whole number from 1 to `max`. */
export function quantityInput(max: number) {
  return { type: 'number', inputMode: 'numeric', min: 1, max, step: 1, required: true } as const
}
