import { createContext } from 'react'
import type { ModuleOf } from '#domain/modules/registry.ts'
import type { GiftItem, GiftItemState, Reservation } from './rules.ts'

/** What a reserve or cancel button was pressed for. */
export interface GiftActionRequest {
  module: ModuleOf<'GiftRegistry'>
  item: GiftItem
  state: GiftItemState
  /** The button pressed, for returning focus when a dialog closes. */
  trigger: HTMLButtonElement
}

/** A dialog to open: reserve or cancel, for the button pressed. */
export type GiftDialogRequest = { kind: 'reserve' | 'cancel' } & GiftActionRequest

export interface GiftActions {
  reserve: (request: GiftActionRequest) => void
  cancel: (request: GiftActionRequest) => void
  /** Starts loading the dialogs' code as a pointer or the focus reaches a button. */
  preload?: () => void
}

const noop = () => {}

/**
 * The hook point of the gift registry's buttons. The reserve and cancel dialogs and their API
 * calls plug in here by providing a value around the page (GiftRegistryProvider); without one
 * the buttons do nothing.
 */
export const GiftActionsContext = createContext<GiftActions>({ reserve: noop, cancel: noop })

/**
 * The site's reservations as they are now: the page's list, replaced by each reserve or cancel
 * answer. Null without a provider; views then read the site's list as it was loaded.
 */
export const GiftReservationsContext = createContext<readonly Reservation[] | null>(null)
