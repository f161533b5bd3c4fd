import type { PrintContentInput } from '#domain/prints/print.ts'
import { ADDRESS, makePrintContent } from './print-content.ts'
import { APP_HOST, type TestApp } from './test-app.ts'

export { ADDRESS, makePrintContent } from './print-content.ts'

/** A request as the owner app makes it, with any method. */
export function call(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  cookie?: string,
  payload?: object,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method,
    url,
    headers: { host: APP_HOST, ...(cookie ? { cookie } : {}), ...headers },
    ...(payload ? { payload } : {}),
  })
}

export async function makePrint(
  t: TestApp,
  cookie: string,
  siteId: string,
  overrides: Partial<PrintContentInput> = {},
): Promise<string> {
  const res = await call(t, 'POST', '/api/prints/', cookie, { ...makePrintContent(overrides), site: siteId })
  if (res.statusCode !== 201) throw new Error(`create print failed: ${res.statusCode} ${res.body}`)
  return res.json().id
}

export function orderBody(siteId: string, printId: string, overrides: Record<string, unknown> = {}) {
  return {
    print: printId,
    site: siteId,
    quantity: 30,
    envelopes: 'premium',
    shipmentMethodUid: 'postnord_varubrev',
    shipmentMethodName: 'PostNord Varubrev',
    shippingAddress: ADDRESS,
    ...overrides,
  }
}

export async function makeOrder(
  t: TestApp,
  cookie: string,
  siteId: string,
  printId: string,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const res = await call(t, 'POST', '/api/orders/', cookie, orderBody(siteId, printId, overrides))
  if (res.statusCode !== 201) throw new Error(`create order failed: ${res.statusCode} ${res.body}`)
  return res.json().id
}
