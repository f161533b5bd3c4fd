import { createContext } from 'react'

/**
 * What Spara does instead of PUT when the editor holds a quick-start site: the quick-start page
 * opens the account step (spec 001 section 4). Null in an owner's editor.
 */
export const QuickStartSaveContext = createContext<(() => void) | null>(null)
