/**
 * GET /api/sites/{siteId}/qr/{host}/png: a QR code of the site's address, used as an image source.
 * With download it is served as an attachment named qr-{host}.png.
 */
export function siteQrUrl(siteId: string, host: string, options: { download?: boolean } = {}): string {
  const path = `/api/sites/${encodeURIComponent(siteId)}/qr/${encodeURIComponent(host)}/png`
  return options.download ? `${path}?download=1` : path
}
