import { useState } from 'react'
import { createPortal } from 'react-dom'
import type { GiftReservation } from '#web/api/gift-registry-reserve.ts'
import shared from '../shared.module.css'
import type { GiftDialogRequest } from './actions.tsx'
import { GiftDialog } from './GiftDialog.tsx'

interface Props {
  request: GiftDialogRequest | null
  siteId: string
  language: string
  onClose: () => void
  onReservations: (list: GiftReservation[]) => void
}

let container: HTMLElement | null = null

/** One element at the end of <body> for the gift dialogs and their announcements (kept out of 'inert'). */
function hostContainer(): HTMLElement {
  if (!container?.isConnected) {
    container = document.createElement('div')
    container.setAttribute('data-gift-dialogs', '')
    document.body.append(container)
  }
  return container
}

/**
 * The reserve and cancel dialogs, loaded on first use and kept from then on, with a live region
 * that tells screen reader users how it went once a dialog has closed.
 */
export function GiftDialogHost({ request, siteId, language, onClose, onReservations }: Props) {
  const [announcement, setAnnouncement] = useState('')
  const root = hostContainer()
  return createPortal(
    <>
      {request && (
        <GiftDialog
          key={`${request.kind}:${request.module.id}:${request.item.id}`}
          request={request}
          siteId={siteId}
          language={language}
          container={root}
          onClose={onClose}
          onOpen={() => setAnnouncement('')}
          onRefresh={onReservations}
          onDone={(list, message) => {
            onReservations(list)
            setAnnouncement(message)
            onClose()
          }}
        />
      )}
      <p className={shared.visuallyHidden} role="status">
        {announcement}
      </p>
    </>,
    root,
  )
}
