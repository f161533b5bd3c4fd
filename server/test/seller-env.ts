/** The seller details production requires (server/config.ts), for tests that start as production. */
export const SELLER_ENV = {
  SELLER_NAME: 'Testbolaget AB',
  SELLER_ORG_NUMBER: '559123-4567',
  SELLER_VAT_NUMBER: 'SE559123456701',
  SELLER_ADDRESS: 'Provgatan 2, 411 01 Göteborg',
  SELLER_MAIL: 'kontakt@testbolaget.se',
} as const
