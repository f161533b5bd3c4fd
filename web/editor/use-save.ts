import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useContext, useRef, useState } from 'react'
import { errorStatus } from '#web/api/serverMessage.ts'
import { getSite, siteQueryKey } from '#web/api/sites-get.ts'
import { updateSite } from '#web/api/sites-update.ts'
import { track } from '#web/app/analytics.ts'
import { useShowError } from '#web/app/ErrorDialogProvider.tsx'
import { logError } from '#web/app/log.ts'
import { QuickStartSaveContext } from './quick-start-save.ts'
import type { EditorStore } from './store.ts'

export interface Save {
  saving: boolean
  /** A save was refused as stale (409); the owner decides what happens to the changes. */
  conflict: unknown
  save: () => Promise<void>
  /** Saves the owner's changes over the version saved elsewhere. */
  overwrite: () => Promise<void>
  /** Drops the owner's changes and loads the saved version. */
  reload: () => Promise<void>
  dismissConflict: () => void
}

/**
 * Saving the whole site (PUT /api/sites/V2/{id}) and what follows a failure: a stale save keeps
 * every change in the editor and asks the owner; any other failure shows the server's answer and
 * is logged.
 */
export function useSave(store: EditorStore): Save {
  const queryClient = useQueryClient()
  const showError = useShowError()
  const [saving, setSaving] = useState(false)
  const [conflict, setConflict] = useState<unknown>(null)
  const inFlight = useRef(false)
  const quickStartSave = useContext(QuickStartSaveContext)

  const fail = useCallback(
    (error: unknown, call: string) => {
      showError(error)
      if (errorStatus(error) !== 403) void logError(error, call)
    },
    [showError],
  )

  const save = useCallback(async () => {
    if (quickStartSave) {
      quickStartSave()
      return
    }
    if (inFlight.current) return
    inFlight.current = true
    setSaving(true)
    const { site, changeCount } = store.get()
    try {
      const saved = await updateSite(site)
      store.saved(saved, changeCount)
      track('Site saved', {})
      queryClient.setQueryData(siteQueryKey(saved._id), saved)
    } catch (error) {
      if (errorStatus(error) === 409) setConflict(error)
      else fail(error, `PUT /api/sites/V2/${site._id}`)
    } finally {
      inFlight.current = false
      setSaving(false)
    }
  }, [store, queryClient, fail, quickStartSave])

  const latest = useCallback(async () => {
    const id = store.get().site._id
    try {
      return await getSite(id)
    } catch (error) {
      fail(error, `GET /api/sites/${id}`)
      return null
    }
  }, [store, fail])

  const overwrite = useCallback(async () => {
    setConflict(null)
    const fresh = await latest()
    if (!fresh) return
    store.change((site) => ({ ...site, revision: fresh.revision }))
    await save()
  }, [latest, save, store])

  const reload = useCallback(async () => {
    setConflict(null)
    const fresh = await latest()
    if (!fresh) return
    store.reset(fresh)
    queryClient.setQueryData(siteQueryKey(fresh._id), fresh)
  }, [latest, store, queryClient])

  return { saving, conflict, save, overwrite, reload, dismissConflict: () => setConflict(null) }
}
