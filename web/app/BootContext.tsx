import { createContext, type ReactNode, useContext } from 'react'
import type { Boot } from './boot.ts'

const BootContext = createContext<Boot | null>(null)

export function BootProvider({ boot, children }: { boot: Boot; children: ReactNode }) {
  return <BootContext.Provider value={boot}>{children}</BootContext.Provider>
}

export function useBoot(): Boot {
  const boot = useContext(BootContext)
  if (!boot) throw new Error('useBoot outside BootProvider')
  return boot
}

/** The boot where there is one: parts also rendered outside the app (tests, previews) fall back. */
export function useOptionalBoot(): Boot | null {
  return useContext(BootContext)
}
