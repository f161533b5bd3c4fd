import { z } from 'zod'
import {
  loginBodySchema,
  registerBodySchema,
  resetRequestBodySchema,
  resetSetBodySchema,
} from '#domain/accounts.ts'
import { hostBodySchema } from '#domain/addresses.ts'
import {
  formSubmissionSchema,
  giftReservationSchema,
  rsvpSubmissionSchema,
} from '#domain/forms/submissions.ts'
import { logEntrySchema } from '#domain/logs.ts'
import { cardStartBodySchema, swishStartBodySchema } from '#domain/payments.ts'
import { orderCreateSchema, shipmentMethodsBodySchema } from '#domain/prints/orders.ts'
import { printContentSchema, printCreateSchema, printImageCropSchema } from '#domain/prints/print.ts'
import {
  createSiteBodySchema,
  publicLoginBodySchema,
  siteMetaNoindexBodySchema,
  sitePasswordBodySchema,
  updateSiteBodySchema,
} from '#domain/site/schema.ts'

/** The error body of every failed call (domain/errors.ts, spec 000 section 3). */
export const errorResponseSchema = z
  .object({
    isErrorResponse: z.literal(true),
    errorDescription: z.object({ sv: z.string(), en: z.string().optional(), da: z.string().optional() }),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  })
  .describe('ErrorResponse')

export interface RouteDoc {
  summary: string
  tags?: string[]
  body?: z.ZodType
  querystring?: z.ZodType
}

const siteId = z.object({ siteId: z.string() })

/**
 * What the main calls take, from the same zod schemas the routes parse with. Routes not listed
 * here (and those added later) still appear in /api/openapi.json with a description made from
 * their method and path (openapi.ts), so the document always lists every route.
 */
export const ROUTE_DOCS: Record<string, RouteDoc> = {
  'POST /api/accounts/login/': { summary: 'Log in with mail and password', body: loginBodySchema },
  'POST /api/accounts/register/': { summary: 'Create an account', body: registerBodySchema },
  'POST /api/accounts/logout/': { summary: 'Log out (ends the session)' },
  'GET /api/accounts/me/': { summary: 'The logged-in account' },
  'PUT /api/accounts/reset-password/': {
    summary: 'Set a new password with a reset token',
    body: resetSetBodySchema,
  },
  'POST /api/accounts/reset-password/': {
    summary: 'Mail a password reset link',
    body: resetRequestBodySchema,
  },
  'POST /api/sites/V2': { summary: 'Create a site', body: createSiteBodySchema },
  'GET /api/sites/:id': { summary: "A site, for its owner's editor" },
  'PUT /api/sites/V2/:id': {
    summary: 'Save a site (optimistic concurrency by revision)',
    body: updateSiteBodySchema,
  },
  'PUT /api/sites/:id/password': {
    summary: "Set or clear the site's visitor password",
    body: sitePasswordBodySchema,
  },
  'PUT /api/sites/:id/metaNoindex': {
    summary: 'Hide the site from search engines',
    body: siteMetaNoindexBodySchema,
  },
  'GET /api/sites/public/:id': { summary: 'A published site, for guests' },
  'POST /api/sites/public/:id/login': {
    summary: "Enter a site's visitor password",
    body: publicLoginBodySchema,
  },
  'GET /api/rsvps/post-key': { summary: 'A signed key a guest answer is posted with', querystring: siteId },
  'GET /api/form-submissions/post-key': {
    summary: 'A signed key a form answer is posted with',
    querystring: siteId,
  },
  'POST /api/rsvps/:siteId/v4': { summary: "A guest's answer (RSVP)", body: rsvpSubmissionSchema },
  'POST /api/form-submissions/:siteId': { summary: "A guest's form answer", body: formSubmissionSchema },
  'GET /api/gift-registry/:siteId/v2': { summary: 'Gift registry reservations of a site' },
  'PUT /api/gift-registry/:siteId/:moduleId/:itemId/v2': {
    summary: 'Reserve a gift',
    body: giftReservationSchema,
  },
  'DELETE /api/gift-registry/:siteId/:moduleId/:itemId/v2': {
    summary: 'Cancel a reservation with its password',
    body: giftReservationSchema,
  },
  'GET /assets/*': { summary: 'Built client files (immutable names)', tags: ['static'] },
  'GET /media/demo/*': { summary: 'Images of the demo sites', tags: ['static'] },
  'GET /media/u/*': { summary: 'Uploaded images (local storage)', tags: ['static'] },
  'POST /api/sites/:siteId/payment/swish': { summary: 'Start a Swish payment', body: swishStartBodySchema },
  'POST /api/sites/:siteId/payment/stripe': { summary: 'Start a card payment', body: cardStartBodySchema },
  'POST /api/logs/': { summary: 'A client log entry', body: logEntrySchema },
  'POST /api/prints': { summary: 'Create a printed card for a site', body: printCreateSchema },
  'GET /api/prints/:printId': { summary: 'A printed card, for its owner' },
  'PUT /api/prints/:printId': { summary: 'Save a printed card', body: printContentSchema },
  'GET /api/sites/:siteId/prints': { summary: "A site's printed cards" },
  'PUT /api/prints/:printId/image-crop': { summary: "Crop a card's image", body: printImageCropSchema },
  'POST /api/orders/shipmentMethods': {
    summary: 'Delivery options for a card order',
    body: shipmentMethodsBodySchema,
  },
  'POST /api/orders': { summary: 'Order printed cards (priced on the server)', body: orderCreateSchema },
  'GET /api/orders/:orderId': { summary: 'A card order with its totals and status' },
  'PUT /api/sites/:siteId/host': {
    summary: 'Move a published site to another free subdomain (402 when unpaid)',
    body: hostBodySchema,
  },
  'GET /api/sites/:siteId/host/subdomain-available/:host': {
    summary: 'Whether a subdomain is free for the site',
  },
  'GET /api/sites/:siteId/host/domain-available/:domain': {
    summary: 'Whether a domain (.se .nu .com .eu) can be bought through the registrar',
  },
  'POST /api/sites/:siteId/host/domain-registration/register/:domain': {
    summary: 'Register the paid domain, once per payment (402 until paid)',
  },
  'GET /api/sites/:siteId/host/domain-dns': {
    summary: 'DNS records (A, www CNAME, the TXT proof) and status of a domain at another registrar',
  },
  'POST /api/sites/:siteId/host/domain-dns/check': {
    summary: 'Check the proof and DNS of a domain at another registrar now',
  },
  'GET /internal/tls-ask': {
    summary: "Caddy's on-demand TLS ask: 200 for hosts of published sites (loopback and TLS_ASK_ALLOW only)",
    tags: ['operations'],
    querystring: z.object({ domain: z.string() }),
  },
  'GET /healthz': { summary: 'Liveness: the process answers', tags: ['operations'] },
  'GET /readyz': {
    summary:
      'Readiness: database, Redis and storage answer (503 otherwise); error texts to loopback or Bearer METRICS_TOKEN only',
    tags: ['operations'],
  },
  'GET /metrics': { summary: 'Prometheus metrics (Bearer METRICS_TOKEN)', tags: ['operations'] },
  'GET /api/openapi.json': { summary: 'This document', tags: ['operations'] },
}
