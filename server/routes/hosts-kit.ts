import type { Registrar } from '../integrations/registrar/registrar.ts'
import { registrarSimulator } from '../integrations/registrar/registrar-simulator.ts'
import { type ControlledSwish, call } from '../test/payments-kit.ts'
import { APP_HOST, type TestApp } from '../test/test-app.ts'

/** The simulator, counting the registrar calls and taking a moment per call so concurrent ones overlap. */
export interface CountingRegistrar extends Registrar {
  registered: string[]
  renewed: string[]
}

export function countingRegistrar(clock: () => Date): CountingRegistrar {
  const inner = registrarSimulator(clock)
  const pause = () => new Promise((resolve) => setTimeout(resolve, 30))
  const registrar: CountingRegistrar = {
    simulated: true,
    registered: [],
    renewed: [],
    isAvailable: (domain) => inner.isAvailable(domain),
    async register(domain, options) {
      registrar.registered.push(domain)
      await pause()
      return inner.register(domain, options)
    },
    async renew(domain, options) {
      registrar.renewed.push(domain)
      await pause()
      return inner.renew(domain, options)
    },
  }
  return registrar
}

/** Starts a Swish payment of an address product; answers the whole response. */
export function startPurchase(
  t: TestApp,
  siteId: string,
  cookie: string,
  paymentProduct: string,
  target: { host?: string; domain?: string },
) {
  return call(t, 'POST', `/api/sites/${siteId}/payment/swish`, cookie, {
    payerAlias: '0701234567',
    paymentProduct,
    ...target,
  })
}

/** Buys an address product with Swish and polls until it is paid (and fulfilled). */
export async function buy(
  t: TestApp,
  swish: ControlledSwish,
  siteId: string,
  cookie: string,
  paymentProduct: string,
  target: { host?: string; domain?: string },
): Promise<string> {
  const res = await startPurchase(t, siteId, cookie, paymentProduct, target)
  if (res.statusCode !== 200) throw new Error(`purchase failed: ${res.statusCode} ${res.body}`)
  const { swishId } = res.json() as { swishId: string }
  swish.set(swishId, 'PAID')
  const polled = await call(t, 'GET', `/api/swishPayments/${swishId}`, cookie)
  if (polled.json().status !== 'PAID') throw new Error(`payment not paid: ${polled.body}`)
  return swishId
}

export function put(t: TestApp, url: string, cookie: string, payload: object) {
  return t.app.inject({ method: 'PUT', url, headers: { host: APP_HOST, cookie }, payload })
}

/** A page request as a guest's browser makes it, to `host`. */
export function visit(t: TestApp, host: string, url = '/') {
  return t.app.inject({ method: 'GET', url, headers: { host, accept: 'text/html' } })
}
