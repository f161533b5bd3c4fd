import { orderAnchor } from '#domain/prints/orders.ts'

/** The print pages of a site (spec 002 section 2), in one place so links and routes agree. */
export function printPaths(siteId: string, base = `/redigera/${encodeURIComponent(siteId)}`) {
  const root = `${base.replace(/\/+$/, '')}/inbjudningar`
  return {
    overview: `${root}/`,
    newPrint: `${root}/nytt`,
    print: (printId: string) => `${root}/${encodeURIComponent(printId)}`,
    order: (printId: string) => `${root}/${encodeURIComponent(printId)}/bestall`,
    /** An order's place in the order list on the overview, which its mails link to. */
    orderInList: (orderId: string) => `${root}/#${orderAnchor(orderId)}`,
  }
}
