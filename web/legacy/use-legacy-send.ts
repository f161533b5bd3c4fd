import { useCallback, useRef, useState } from 'react'
import { newGroupIdentifier, useGuestSubmission } from '#web/modules/index.ts'

type Answer = { invertedSuccess: boolean }

interface Options {
  siteId: string
  fetchKey: (siteId: string) => Promise<{ key: string }>
  /** Whether the form is open, so that a used key is replaced while the guest still has it. */
  wanted: boolean
  loadFailed: string
  sendFailed: string
}

/**
 * The post key, sending and retries of a legacy guest form, by the V2 guest forms' own
 * useGuestSubmission: the form opens once a key is at hand, a send waits until the key is old
 * enough, and a failed send keeps the same group identifier so that its retry is stored once.
 * Errors are the legacy texts (spec 001 section 4, legacy views).
 */
export function useLegacySend({ siteId, fetchKey, wanted, loadFailed, sendFailed }: Options) {
  const fetchSiteKey = useCallback(() => fetchKey(siteId), [fetchKey, siteId])
  const submission = useGuestSubmission({ wanted, editMode: false, fetchKey: fetchSiteKey })
  const [error, setError] = useState<string | null>(null)
  const group = useRef<string | null>(null)

  /** Fetches a key before the form shows; false (with the load error shown) when none came. */
  const open = async (): Promise<boolean> => {
    setError(null)
    try {
      await submission.loadKey()
      return true
    } catch {
      setError(loadFailed)
      return false
    }
  }

  /** Sends one answer; 'SUCCESS' or 'SPAM' end it, null leaves the form with the send error. */
  const send = async (
    call: (postKey: string, groupIdentifier: string) => Promise<Answer>,
  ): Promise<'SUCCESS' | 'SPAM' | null> => {
    setError(null)
    group.current ??= newGroupIdentifier()
    const groupIdentifier = group.current
    const result = await submission.send((postKey) => call(postKey, groupIdentifier))
    if (result.outcome === 'SUCCESS' || result.outcome === 'SPAM') {
      group.current = null
      submission.forgetKey()
      return result.outcome
    }
    if (result.outcome === 'FAILED') setError(sendFailed)
    return null
  }

  return {
    busy: submission.keyLoading || submission.sending,
    error,
    clearError: () => setError(null),
    open,
    send,
  }
}
