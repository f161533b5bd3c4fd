// Zod-free: the public page decides this in the browser, and the server when it renders the page.

/**
 * Whether the owner has the one guest's form on the page at once rather than behind the one-guest
 * button (openFormForOneGuest, only where a single guest may answer; 5 guests when unset).
 */
export function opensFormAtOnce(module: {
  maxNumberOfGuests?: number | null | undefined
  openFormForOneGuest?: boolean | undefined
}): boolean {
  const max = Math.min(5, Math.max(1, Math.floor(module.maxNumberOfGuests ?? 5) || 5))
  return module.openFormForOneGuest === true && max === 1
}

/**
 * Whether the public page carries the module's form hidden, for a count tapped before the page's
 * script has run (domain/site/early-tap-script.ts): wherever guests pick a count first.
 */
export function takesEarlyForm(
  module: Parameters<typeof opensFormAtOnce>[0] & { id: string; hide?: boolean | undefined },
  openFormModuleId: string | undefined,
): boolean {
  return !module.hide && !opensFormAtOnce(module) && openFormModuleId !== module.id
}

/** The RSVPs among a page's modules that carry an early form (the page's own open one does not). */
export function earlyFormModules<
  M extends { siteModuleType: string; id: string; hide?: boolean | undefined },
>(modules: readonly M[], openFormModuleId: string | undefined): Extract<M, { siteModuleType: 'Rsvp' }>[] {
  return modules.filter(
    (m): m is Extract<M, { siteModuleType: 'Rsvp' }> =>
      m.siteModuleType === 'Rsvp' && takesEarlyForm(m, openFormModuleId),
  )
}
