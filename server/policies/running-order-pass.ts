import { pagePass, pagePassOpens } from './page-pass.ts'

/** The pass of a running order's print page (issue 33): one site's, for a few minutes. */
export function runningOrderPass(siteId: string, now: Date, secret: string): string {
  return pagePass(`running-order:${siteId}`, now, secret)
}

export function runningOrderPassOpens(siteId: string, pass: string, now: Date, secret: string): boolean {
  return pagePassOpens(`running-order:${siteId}`, pass, now, secret)
}
