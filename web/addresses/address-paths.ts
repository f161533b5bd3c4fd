import { paths } from '#web/app/paths.ts'

/** The address pages of a site (spec 002 section 2), in one place so links and routes agree. */
export function addressPaths(siteId: string) {
  const root = paths.chooseAddress(siteId)
  const ref = (reference: string) => encodeURIComponent(reference)
  return {
    choose: root,
    subdomain: `${root}/subdoman/`,
    subdomainConfirmation: (reference: string) => `${root}/subdoman/bekraftelse/${ref(reference)}`,
    domain: `${root}/doman/`,
    domainConfirmation: (reference: string) => `${root}/doman/bekraftelse/${ref(reference)}`,
    otherRegistrarConfirmation: (reference: string) =>
      `${root}/doman-annan-registrar/bekraftelse/${ref(reference)}`,
  }
}
