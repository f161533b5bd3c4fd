/** Leaves the app for another origin (a full page load, which also drops all client state). */
export function leavePage(url: string): void {
  window.location.assign(url)
}
