import type { SiteProduct } from '#domain/commerce/products.ts'

/**
 * The domain products a site can buy (spec 002 section 3): a site already published on a
 * subdomain upgrades and pays the difference; any other site buys the whole product.
 */
export function domainProducts(hasActiveSubdomain: boolean): {
  register: SiteProduct
  otherRegistrar: SiteProduct
} {
  return hasActiveSubdomain
    ? {
        register: 'domain_name_upgrade_from_subdomain',
        otherRegistrar: 'domain_name_other_registrar_upgrade_from_subdomain',
      }
    : { register: 'domain_name', otherRegistrar: 'domain_name_other_registrar' }
}
