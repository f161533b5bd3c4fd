let leavingOnPurpose = false

/** Leaves the app for another origin (a full page load, which also drops all client state). */
export function leavePage(url: string): void {
  // The owner has already been asked about unsaved changes; the browser must not ask again.
  leavingOnPurpose = true
  window.location.assign(url)
}

/** True once the app itself is navigating away on the owner's confirmed request. */
export function isLeavingOnPurpose(): boolean {
  return leavingOnPurpose
}
