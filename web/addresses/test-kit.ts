import type { SiteV2 } from '#domain/site/schema.ts'
import { testSite } from '#web/app/test-app.tsx'

/** The tests' site s1, unpublished unless told otherwise. */
export function addressSite(more: Partial<SiteV2> = {}): Partial<SiteV2> {
  return testSite({
    activeDate: null,
    customDomainActive: false,
    customDomainActiveDate: null,
    customDomainRegistrationsAvailable: 0,
    revision: 3,
    ...more,
  })
}

export const paidSwish = {
  'POST /api/sites/s1/payment/swish': () => ({ status: 200, body: { swishId: 'sw1' } }),
  'GET /api/swishPayments/sw1': () => ({ status: 200, body: { status: 'PAID', errorMessage: null } }),
  'GET /api/sites/s1/payment/receipt/sw1': () => ({
    status: 200,
    body: {
      product: 'subdomain',
      amountWithVat: 59900,
      amountVat: 11980,
      amountWithoutVat: 47920,
      paymentMethod: 'swish',
      date: '2026-11-26T12:00:00.000Z',
      reference: 'sw1',
    },
  }),
}
