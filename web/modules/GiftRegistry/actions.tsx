import { createContext } from 'react'
import type { ModuleOf } from '#domain/modules/registry.ts'
import type { GiftItem, GiftItemState } from './rules.ts'

/** What a reserve or cancel button was pressed for. */
export interface GiftActionRequest {
  module: ModuleOf<'GiftRegistry'>
  item: GiftItem
  state: GiftItemState
  /** The button pressed, for returning focus when a dialog closes. */
  trigger: HTMLButtonElement
}

export interface GiftActions {
  reserve: (request: GiftActionRequest) => void
  cancel: (request: GiftActionRequest) => void
}

const noop = () => {}

/**
 * The hook point of the gift registry's buttons. The reserve and cancel dialogs and their API
 * calls plug in here by providing a value around the page; without one the buttons do nothing.
 */
export const GiftActionsContext = createContext<GiftActions>({ reserve: noop, cancel: noop })
