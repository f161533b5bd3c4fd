import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import type { SiteV2 } from '#domain/site/schema.ts'
import { siteQueryKey } from '#web/api/sites-get.ts'
import { logError } from '#web/app/log.ts'
import { useEditorStore } from '../store.ts'

export interface SettingSave {
  busy: boolean
  /** The last failure, shown in the block with the server's message; null when none. */
  error: unknown
  /** The confirmation of the last successful save, for the block's live region. */
  status: string
  /**
   * Sends one setting through its own call. On success the server's value goes into the editor
   * without making it dirty (the Spara button has nothing to do with it) and into the cached site,
   * so reopening the editor starts from the saved revision. Resolves to the server's site, or
   * null when the call failed.
   */
  save: (
    call: string,
    send: () => Promise<SiteV2>,
    confirm: (site: SiteV2) => string,
  ) => Promise<SiteV2 | null>
  /** Forgets the last confirmation and failure once the owner changes the setting again. */
  clear: () => void
}

/** Saving a Mer drawer setting (guests' password, noindex) through its own call. */
export function useSettingSave(): SettingSave {
  const store = useEditorStore()
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<unknown>(null)
  const [status, setStatus] = useState('')

  const save = useCallback<SettingSave['save']>(
    async (call, send, confirm) => {
      setBusy(true)
      setError(null)
      setStatus('')
      try {
        const site = await send()
        store.settingSaved(site)
        queryClient.setQueryData(siteQueryKey(site._id), site)
        setStatus(confirm(site))
        return site
      } catch (failure) {
        setError(failure)
        void logError(failure, call)
        return null
      } finally {
        setBusy(false)
      }
    },
    [store, queryClient],
  )

  const clear = useCallback(() => {
    setError(null)
    setStatus('')
  }, [])

  return { busy, error, status, save, clear }
}
