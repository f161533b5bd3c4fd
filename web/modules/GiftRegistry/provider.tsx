import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react'
import { publicTexts, useOptionalSite } from '#web/site/index.ts'
import { LoadingNote } from '../guest-forms/Loading.tsx'
import { guestLanguage } from '../guest-forms/language.ts'
import {
  type GiftActionRequest,
  type GiftActions,
  GiftActionsContext,
  type GiftDialogRequest,
  GiftReservationsContext,
} from './actions.tsx'
import type { Reservation } from './rules.ts'

// The dialogs and their calls load when a guest first reaches for a reserve or cancel button.
const loadHost = () => import('./GiftDialogHost.tsx')
const GiftDialogHost = lazy(() => loadHost().then((m) => ({ default: m.GiftDialogHost })))

const inactive: GiftActions = { reserve: () => {}, cancel: () => {} }

/**
 * Reservations around the public page: the site's list as state (seeded from the page, replaced
 * by every reserve or cancel answer, so status texts and buttons follow at once), and the reserve
 * and cancel dialogs behind the gift registry's buttons. In the owner's preview the buttons show
 * and do nothing (spec 001 section 4).
 */
export function GiftRegistryProvider({
  initial,
  children,
}: {
  initial: readonly Reservation[] | undefined
  children: ReactNode
}) {
  const site = useOptionalSite()
  const [reservations, setReservations] = useState<readonly Reservation[]>(initial ?? [])
  const [request, setRequest] = useState<GiftDialogRequest | null>(null)
  const [started, setStarted] = useState(false)
  const editMode = site?.editMode ?? false

  const actions = useMemo<GiftActions>(() => {
    if (editMode) return inactive
    const open = (kind: GiftDialogRequest['kind']) => (r: GiftActionRequest) => {
      setStarted(true)
      setRequest({ kind, ...r })
    }
    return {
      reserve: open('reserve'),
      cancel: open('cancel'),
      preload: () => void loadHost().catch(() => {}),
    }
  }, [editMode])

  const language = site?.language ?? 'sv'
  return (
    <GiftActionsContext.Provider value={actions}>
      <GiftReservationsContext.Provider value={reservations}>
        {children}
        {started && site && (
          <Suspense
            fallback={request && <LoadingNote text={publicTexts[guestLanguage(language)].loading} floating />}
          >
            <GiftDialogHost
              request={request}
              siteId={site.site._id}
              language={language}
              onClose={() => setRequest(null)}
              onReservations={setReservations}
            />
          </Suspense>
        )}
      </GiftReservationsContext.Provider>
    </GiftActionsContext.Provider>
  )
}
