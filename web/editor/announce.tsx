import { createContext, type ReactNode, useCallback, useContext, useState } from 'react'
import styles from './announce.module.css'

type Announce = (message: string) => void

const AnnounceContext = createContext<Announce>(() => {})

/** A polite live region: moves, additions and deletions are said to screen-reader users. */
export function AnnounceProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState('')
  // The same message twice (two moves down) must still be read: clear, then set on the next frame.
  const announce = useCallback<Announce>((next) => {
    setMessage('')
    requestAnimationFrame(() => setMessage(next))
  }, [])
  return (
    <AnnounceContext.Provider value={announce}>
      {children}
      <p className={styles.live} aria-live="polite" role="status">
        {message}
      </p>
    </AnnounceContext.Provider>
  )
}

export function useAnnounce(): Announce {
  return useContext(AnnounceContext)
}
