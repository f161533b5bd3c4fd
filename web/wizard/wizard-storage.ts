import { type WizardData, wizardDataSchema } from '#domain/wizard/wizard-schema.ts'

/** The start wizard's answers live in session storage, so a reload keeps them (spec 000 section 4). */
const KEY = 'eventsite.startWizard'

function storage(): Storage | undefined {
  try {
    return window.sessionStorage
  } catch {
    // Storage can be switched off; the wizard then works for this page view only.
    return undefined
  }
}

/** The stored answers; anything unreadable counts as none. */
export function readWizardData(): WizardData {
  const raw = storage()?.getItem(KEY)
  if (!raw) return {}
  try {
    const parsed = wizardDataSchema.safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data : {}
  } catch {
    return {}
  }
}

export function writeWizardData(data: WizardData): void {
  storage()?.setItem(KEY, JSON.stringify(data))
}

/** After sign-up the answers belong to the new site and are forgotten here. */
export function clearWizardData(): void {
  storage()?.removeItem(KEY)
}
