import type { FormElement } from '#domain/forms/elements.ts'

/** Where, inside the builder, a control to focus is looked for. */
export type FocusScope = 'root' | 'question' | 'option'

/**
 * Where focus goes once a change is on the page: the first of the targets found, each a scope and
 * a selector, since the control that was pressed may have moved or be gone.
 */
export interface FocusTarget {
  question: string | null
  option?: string
  targets: [FocusScope, string][]
}

export interface Change {
  /** Said to screen-reader users (moves, additions, removals). */
  message?: string
  focus?: FocusTarget
  /** The question whose condition the owner cleared on purpose: no notice about it. */
  except?: string
}

/** Applies a new question list from one of the builder's controls. */
export type Act = (next: FormElement[], change?: Change) => void

/** The focus targets after a move: the same button, else the other direction, else the heading. */
export function afterMove(delta: number, question: string, option?: string): FocusTarget {
  const scope = option ? 'option' : 'question'
  const [same, other] = delta < 0 ? ['up', 'down'] : ['down', 'up']
  return {
    question,
    option,
    targets: [
      [scope, `[data-action="${same}"]`],
      [scope, `[data-action="${other}"]`],
      ['question', '[data-heading]'],
    ],
  }
}
