// Apart from View.tsx so that the RSVP popup, which offers the same choices, does not import the
// guest view: through that import the bundler split the public page's module chunk in two, which
// cost the page 1.4 KB of gzipped JS.

/** Spec 001 section 5: 1 to 5 guests, 5 when unset. */
export function guestChoices(maxNumberOfGuests: number | null | undefined): number[] {
  const max = Math.min(5, Math.max(1, Math.floor(maxNumberOfGuests ?? 5) || 5))
  return Array.from({ length: max }, (_, i) => i + 1)
}
