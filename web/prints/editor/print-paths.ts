/** The print pages of a site (spec 002 section 2), in one place so links and routes agree. */
export function printPaths(siteId: string, base = `/redigera/${encodeURIComponent(siteId)}`) {
  const root = `${base.replace(/\/+$/, '')}/inbjudningar`
  return {
    overview: `${root}/`,
    newPrint: `${root}/nytt`,
    print: (printId: string) => `${root}/${encodeURIComponent(printId)}`,
    order: (printId: string) => `${root}/${encodeURIComponent(printId)}/bestall`,
  }
}
