/** The Mer drawer's guest password option as the owner has set it in the form. */
export interface PasswordOption {
  /** The option's switch: the site asks guests for a password. */
  enabled: boolean
  /** The password field as typed. */
  value: string
  /** The password the server has now; null when the site has none. */
  saved: string | null
}

/**
 * Spec 001 section 4: save is enabled when the trimmed value differs from the saved value, or
 * when the option is turned off (while a password is saved: turning off an option that is
 * already off changes nothing). The field is required when the option is on, so an empty
 * value cannot be saved with the option on.
 */
export function passwordSaveEnabled({ enabled, value, saved }: PasswordOption): boolean {
  if (!enabled) return saved !== null && saved !== ''
  const trimmed = value.trim()
  return trimmed !== '' && trimmed !== (saved ?? '')
}

/** What a save sends: the trimmed password, or the empty string, which clears it, when turned off. */
export function passwordToSave({ enabled, value }: Pick<PasswordOption, 'enabled' | 'value'>): string {
  return enabled ? value.trim() : ''
}
