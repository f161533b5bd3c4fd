import { paths } from '#web/app/paths.ts'

/** The account section's pages of a site (spec 000 section 2). */
export function accountPaths(siteId: string) {
  const account = paths.siteAccount(siteId)
  return {
    account,
    extend: `${account}forlang`,
    extended: (reference: string) =>
      `${account}forlang/subdoman/bekraftelse/${encodeURIComponent(reference)}`,
    domainRenewed: (reference: string) =>
      `${account}fornya-doman/bekraftelse/${encodeURIComponent(reference)}`,
  }
}
