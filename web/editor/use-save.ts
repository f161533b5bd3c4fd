import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useContext, useRef, useState } from 'react'
import type { SiteV2 } from '#domain/site/schema.ts'
import { errorStatus } from '#web/api/serverMessage.ts'
import { getSite, siteQueryKey } from '#web/api/sites-get.ts'
import { track } from '#web/app/analytics.ts'
import { useShowError } from '#web/app/ErrorDialogProvider.tsx'
import { logError } from '#web/app/log.ts'
import { updateSite } from '#web/editor/api/sites-update.ts'
import { type Choice, type Merge, mergeSites } from './conflict/merge.ts'
import { QuickStartSaveContext } from './quick-start-save.ts'
import type { EditorStore } from './store.ts'

/** A save refused as stale (409), with the merge of the owner's draft and the other save. */
export interface Conflict {
  error: unknown
  merge: Merge
  theirs: SiteV2
  /** True when nothing collided: the merge was saved and the dialog only tells what came in. */
  merged: boolean
}

export interface Save {
  saving: boolean
  conflict: Conflict | null
  save: () => Promise<void>
  /** Saves the merge with the owner's choice for every part both saves changed. */
  resolve: (choices: Readonly<Record<string, Choice>>) => Promise<void>
  /** Drops the owner's changes and loads the saved version. */
  reload: () => Promise<void>
  dismissConflict: () => void
}

/** Another save may land between our fetch of it and our save of the merge; we merge again. */
const MERGE_ATTEMPTS = 3

/**
 * Saving the whole site (PUT /api/sites/V2/{id}) and what follows a failure. A stale save is
 * merged with the save that came first (spec: never silently lost): parts only one side changed
 * merge and save at once; parts both changed wait for the owner's choice. Any other failure shows
 * the server's answer and is logged.
 */
export function useSave(store: EditorStore): Save {
  const queryClient = useQueryClient()
  const showError = useShowError()
  const [saving, setSaving] = useState(false)
  const [conflict, setConflict] = useState<Conflict | null>(null)
  const inFlight = useRef(false)
  const quickStartSave = useContext(QuickStartSaveContext)

  const fail = useCallback(
    (error: unknown, call: string) => {
      showError(error)
      if (errorStatus(error) !== 403) void logError(error, call)
    },
    [showError],
  )

  const latest = useCallback(async () => {
    const id = store.get().site._id
    try {
      return await getSite(id)
    } catch (error) {
      fail(error, `GET /api/sites/${id}`)
      return null
    }
  }, [store, fail])

  const put = useCallback(async () => {
    const { site, changeCount } = store.get()
    const saved = await updateSite(site)
    store.saved(saved, changeCount)
    queryClient.setQueryData(siteQueryKey(saved._id), saved)
  }, [store, queryClient])

  /** Puts the draft; a stale answer merges with the latest version and, when nothing collides, puts again. */
  const putMerging = useCallback(async (): Promise<boolean> => {
    // What came in from other saves is told once the merge is saved, not before.
    let mergedNotice: Conflict | null = null
    for (let attempt = 1; ; attempt++) {
      try {
        await put()
        if (mergedNotice) setConflict(mergedNotice)
        return true
      } catch (error) {
        if (errorStatus(error) !== 409 || attempt === MERGE_ATTEMPTS) throw error
        const theirs = await latest()
        if (!theirs) return false
        const { site: mine, base } = store.get()
        const merge = mergeSites(base, mine, theirs)
        if (merge.conflicts.length > 0) {
          setConflict({ error, merge, theirs, merged: false })
          return false
        }
        store.merged(merge.build({}), theirs)
        if (merge.theirChanges.length > 0) mergedNotice = { error, merge, theirs, merged: true }
      }
    }
  }, [put, latest, store])

  const save = useCallback(async () => {
    if (quickStartSave) {
      quickStartSave()
      return
    }
    if (inFlight.current) return
    inFlight.current = true
    setSaving(true)
    const id = store.get().site._id
    try {
      if (await putMerging()) track('Site saved', {})
    } catch (error) {
      fail(error, `PUT /api/sites/V2/${id}`)
    } finally {
      inFlight.current = false
      setSaving(false)
    }
  }, [store, fail, quickStartSave, putMerging])

  const resolve = useCallback(
    async (choices: Readonly<Record<string, Choice>>) => {
      if (!conflict) return
      setConflict(null)
      store.merged(conflict.merge.build(choices), conflict.theirs)
      await save()
    },
    [conflict, store, save],
  )

  const reload = useCallback(async () => {
    setConflict(null)
    const fresh = await latest()
    if (!fresh) return
    store.reset(fresh)
    queryClient.setQueryData(siteQueryKey(fresh._id), fresh)
  }, [latest, store, queryClient])

  return { saving, conflict, save, resolve, reload, dismissConflict: () => setConflict(null) }
}
