import type { BrandInfo } from '#domain/brands.ts'
import { isLocalHostname } from '#domain/hosts.ts'

/**
 * The brand's demo site. Locally (the landing origin is on *.localhost) it is
 * http://demo.{label}.localhost:{port}/, where label is the first label of the main domain.
 */
export function demoSiteUrl(brand: BrandInfo, landingOrigin: string): string {
  const landing = new URL(landingOrigin)
  if (isLocalHostname(landing.hostname)) {
    const [label] = brand.mainDomain.split('.')
    return `http://demo.${label}.localhost${landing.port ? `:${landing.port}` : ''}/`
  }
  return `${landing.protocol}//${brand.demoHost}/`
}
