import { describe, expect, it } from 'vitest'
import { externalOrigins, ownerAppCsp, publicPageCsp } from './security-headers.ts'

const base = { ANALYTICS_URL: undefined, ERROR_REPORTING_DSN: undefined, storage: { kind: 'local' as const } }
const stripe = {
  ...base,
  payments: {
    swish: null,
    card: {
      kind: 'stripe' as const,
      secretKey: 'sk_test_x',
      publishableKey: 'pk_test_x',
      webhookSecret: 'whsec_x',
    },
    simulatorsInProduction: false,
  },
}

describe('Stripe in the Content-Security-Policy', () => {
  it('lets the owner app load Stripe.js, its frames and its API only when Stripe is the card provider', () => {
    const csp = ownerAppCsp(externalOrigins(stripe))
    expect(csp).toMatch(/script-src 'self' https:\/\/js\.stripe\.com/)
    expect(csp).toMatch(/frame-src [^;]*https:\/\/js\.stripe\.com https:\/\/hooks\.stripe\.com/)
    expect(csp).toMatch(/connect-src 'self' https:\/\/api\.stripe\.com/)
    expect(ownerAppCsp(externalOrigins(base))).not.toContain('stripe')
  })

  it('never lets a guest page load Stripe', () => {
    expect(publicPageCsp('<html></html>', externalOrigins(stripe))).not.toContain('stripe')
  })
})
