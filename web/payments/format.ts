const pad = (n: number) => String(n).padStart(2, '0')

/** YYYY-MM-DD in the viewer's time zone (spec 000 section 9). */
export function formatDate(iso: string): string {
  const d = new Date(iso)
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
}

/** YYYY-MM-DD HH:mm, as receipts show dates (spec 000 section 9). */
export function formatDateTime(iso: string): string {
  const d = new Date(iso)
  return `${formatDate(iso)} ${pad(d.getHours())}:${pad(d.getMinutes())}`
}
