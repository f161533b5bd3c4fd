/** The order confirmation of spec 002 section 2: /redigera/{siteId}/inbjudningar/bekraftelse/{orderId}. */
export function orderConfirmationPath(siteId: string, orderId: string): string {
  return `/redigera/${encodeURIComponent(siteId)}/inbjudningar/bekraftelse/${encodeURIComponent(orderId)}`
}
