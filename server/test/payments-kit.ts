import type { AppDeps } from '../app.ts'
import type { Dialect } from '../db/database.ts'
import type {
  CreateSwishRefund,
  SwishPaymentRequest,
  SwishProvider,
  SwishStatus,
} from '../integrations/swish/swish-provider.ts'
import { SwishRequestError } from '../integrations/swish/swish-provider.ts'
import { makeAccount, makeSite, type TestAccount } from './factories.ts'
import { withTestApp } from './owned-site.ts'
import { APP_HOST, type TestApp } from './test-app.ts'

/** A Swish whose answers the test sets by hand, counting how often it was asked. */
export interface ControlledSwish extends SwishProvider {
  requests: Map<string, SwishPaymentRequest>
  reads: number
  /** Every refund Swish took, in order. */
  refunds: CreateSwishRefund[]
  set(instructionId: string, status: SwishStatus, errorMessage?: string): void
}

export function controlledSwish(): ControlledSwish {
  const requests = new Map<string, SwishPaymentRequest>()
  const swish: ControlledSwish = {
    simulated: true,
    requests,
    reads: 0,
    refunds: [],
    async createPaymentRequest(input) {
      if (input.payerAlias.endsWith('99')) throw new SwishRequestError(422, 'ACMT03', 'Payer not Enrolled')
      requests.set(input.instructionId, {
        instructionId: input.instructionId,
        status: 'CREATED',
        amountOre: input.amountOre,
        payerAlias: input.payerAlias,
      })
    },
    async getPaymentRequest(instructionId) {
      swish.reads += 1
      const request = requests.get(instructionId)
      if (!request) throw new SwishRequestError(404, 'RP04', 'No payment request found')
      // A real read takes a moment; concurrent polls overlap here as they would.
      await new Promise((resolve) => setTimeout(resolve, 5))
      return { ...request }
    },
    async refund(input) {
      if (swish.refunds.some((r) => r.instructionId === input.instructionId)) {
        throw new SwishRequestError(422, 'RP09', 'The given instructionUUID is not available')
      }
      swish.refunds.push(input)
    },
    set(instructionId, status, errorMessage) {
      const request = requests.get(instructionId)
      if (!request) throw new Error(`no request ${instructionId}`)
      requests.set(instructionId, {
        ...request,
        status,
        ...(errorMessage ? { errorMessage } : {}),
        ...(status === 'PAID' ? { paymentReference: `P${instructionId.slice(1)}` } : {}),
      })
    },
  }
  return swish
}

/** Before a describe block's tests: a test app on a fresh controlled Swish, both handed to `take`. */
export function withSwishApp(
  dialect: Dialect,
  take: (fixture: { t: TestApp; swish: ControlledSwish }) => void,
  overrides: Partial<AppDeps> = {},
): void {
  const swish = controlledSwish()
  withTestApp(dialect, (t) => take({ t, swish }), { ...overrides, swish })
}

export interface PaymentScene {
  owner: TestAccount
  stranger: TestAccount
  siteId: string
}

/** An owner with a published site (expiring `expiresInMonths` from now), and a stranger. */
export async function paymentScene(t: TestApp, host: string, expiresInMonths = 2): Promise<PaymentScene> {
  const owner = await makeAccount(t.app)
  const stranger = await makeAccount(t.app)
  const siteId = (await makeSite(t.app, owner))._id
  await t.services.sites.activate(siteId, host, expiresInMonths)
  return { owner, stranger, siteId }
}

export function call(t: TestApp, method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: { host: APP_HOST, ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload } : {}),
  })
}

export async function receiptMails(t: TestApp, to: string) {
  return (await t.services.outbox.latest(100)).filter(
    (m) => m.to_address === to && m.subject.includes('Kvitto'),
  )
}
