import { useCallback, useEffect, useRef, useState } from 'react'
import { DEFAULT_POST_KEY_WAIT_MS } from '#domain/forms/post-key-age.ts'
import { errorStatus } from '#web/api/serverMessage.ts'

/**
 * The server refuses a post key younger than its minimum age (3 seconds unless configured) or older
 * than 4 hours (as spam, silently). The key's age is measured from when its answer arrived, which
 * is after the server issued it, so waiting the server's age and a margin here is always long enough
 * there. A guest page says how long (<html data-key-wait>, from the server's configuration); the
 * owner app's previews wait the default. Tests may shorten it.
 */
export const POST_KEY_TIMING = {
  minAgeMs: pageKeyWait() ?? DEFAULT_POST_KEY_WAIT_MS,
  maxAgeMs: 3.5 * 3_600_000,
}

function pageKeyWait(): number | undefined {
  const wait = typeof document === 'undefined' ? undefined : document.documentElement.dataset.keyWait
  return wait && /^\d+$/.test(wait) ? Number(wait) : undefined
}

interface PostKey {
  value: string
  receivedAt: number
}

/** How long a very fast guest waits before the key is old enough to send with. */
export function waitBeforeSending(
  receivedAt: number,
  now: number,
  minAgeMs = POST_KEY_TIMING.minAgeMs,
): number {
  return Math.max(0, receivedAt + minAgeMs - now)
}

export type SendResult =
  | { outcome: 'SUCCESS' | 'SPAM' | 'EDIT_MODE' | 'BUSY' }
  | { outcome: 'FAILED'; error: unknown }

interface Options {
  /** Whether the form is open, so a key should be at hand. */
  wanted: boolean
  /** In the owner's preview nothing is sent, so no key is fetched either. */
  editMode: boolean
  fetchKey: () => Promise<{ key: string }>
}

/**
 * The post key and the sending of one guest form (spec 001 sections 4 and 7): a key is fetched as
 * the form opens; sending waits until the key is old enough, sends once at a time, and ends as
 * SUCCESS, SPAM (invertedSuccess), EDIT_MODE (nothing sent) or FAILED. A key is used once: after
 * spam or a failure that may have used it, a fresh one is fetched while the guest still has the form.
 */
export function useGuestSubmission({ wanted, editMode, fetchKey }: Options) {
  const [key, setKey] = useState<PostKey | null>(null)
  const [keyError, setKeyError] = useState<unknown>(null)
  const [keyLoading, setKeyLoading] = useState(false)
  const [sending, setSending] = useState(false)
  const keyRef = useRef<PostKey | null>(null)
  const loading = useRef<Promise<PostKey> | null>(null)
  const sendingRef = useRef(false)

  const loadKey = useCallback((): Promise<PostKey> => {
    if (!loading.current) {
      setKeyLoading(true)
      setKeyError(null)
      loading.current = fetchKey()
        .then(({ key: value }) => {
          const next = { value, receivedAt: Date.now() }
          keyRef.current = next
          setKey(next)
          return next
        })
        .catch((error: unknown) => {
          setKeyError(error)
          throw error
        })
        .finally(() => {
          loading.current = null
          setKeyLoading(false)
        })
    }
    return loading.current
  }, [fetchKey])

  const forgetKey = useCallback(() => {
    keyRef.current = null
    setKey(null)
  }, [])

  // A key as soon as the form is wanted, and again after one was used; not after a failed load
  // (the guest retries, or sending fetches one).
  useEffect(() => {
    if (wanted && !editMode && !key && !keyRef.current && !loading.current && !keyError) {
      loadKey().catch(() => {})
    }
  }, [wanted, editMode, key, keyError, loadKey])

  const retryKey = useCallback(() => {
    loadKey().catch(() => {})
  }, [loadKey])

  const send = useCallback(
    async (call: (postKey: string) => Promise<{ invertedSuccess: boolean }>): Promise<SendResult> => {
      if (editMode) return { outcome: 'EDIT_MODE' }
      if (sendingRef.current) return { outcome: 'BUSY' }
      sendingRef.current = true
      setSending(true)
      try {
        let current = keyRef.current
        if (!current || Date.now() - current.receivedAt > POST_KEY_TIMING.maxAgeMs) {
          keyRef.current = null
          current = await loadKey()
        }
        const wait = waitBeforeSending(current.receivedAt, Date.now())
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
        let answer: { invertedSuccess: boolean }
        try {
          answer = await call(current.value)
        } catch (error) {
          // A refused body (400) is checked before the key is used; after anything else it may be gone.
          if (errorStatus(error) !== 400) forgetKey()
          return { outcome: 'FAILED', error }
        }
        if (answer.invertedSuccess) {
          forgetKey()
          return { outcome: 'SPAM' }
        }
        // The caller clears the form and forgets the key together, so no new key is fetched for it.
        keyRef.current = null
        return { outcome: 'SUCCESS' }
      } catch (error) {
        return { outcome: 'FAILED', error }
      } finally {
        sendingRef.current = false
        setSending(false)
      }
    },
    [editMode, loadKey, forgetKey],
  )

  return {
    /** True once a key is at hand (always in the preview, where none is needed). */
    ready: editMode || key !== null,
    keyLoading,
    keyError,
    /** A fresh key, for a form that shows only once its key is at hand (the legacy views). */
    loadKey,
    retryKey,
    forgetKey,
    sending,
    send,
  }
}
