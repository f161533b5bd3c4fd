import { useCallback, useMemo, useState } from 'react'
import type { WizardData } from '#domain/site/schema.ts'
import { type CompleteWizardData, wizardDefaults } from '#domain/wizard/wizard-data.ts'
import { useBoot } from '#web/app/BootContext.tsx'
import { readWizardData, writeWizardData } from './wizard-storage.ts'

/**
 * The wizard's answers: what the visitor chose, over the defaults the fields start with. Every
 * change is written to session storage at once, so a reload on any step loses nothing.
 */
export function useWizardData(): {
  data: CompleteWizardData
  update: (change: Partial<WizardData>) => void
} {
  const { brand } = useBoot()
  const defaults = useMemo(() => wizardDefaults(new Date(), brand.market), [brand.market])
  const [stored, setStored] = useState<WizardData>(() => readWizardData())
  const update = useCallback((change: Partial<WizardData>) => {
    setStored((current) => {
      const next = { ...current, ...change }
      writeWizardData(next)
      return next
    })
  }, [])
  // Fields show the defaults until changed; a field the visitor emptied shows empty.
  return { data: { ...defaults, ...stored } as CompleteWizardData, update }
}
