import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MailSender } from '../integrations/mail/mail-sender.ts'
import { makeAccount } from '../test/factories.ts'
import { APP_HOST, createTestApp, type TestApp } from '../test/test-app.ts'

const SLOW_MS = 300

/** A mail server that holds the whole process while it sends (the worst a transport can do). */
const slowSender: MailSender = {
  name: 'slow',
  async send() {
    const until = Date.now() + SLOW_MS
    while (Date.now() < until) {
      // busy: nothing else runs meanwhile
    }
  },
}

describe('asking for a reset link', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp('sqlite', { mailSender: slowSender })
  })
  afterAll(async () => {
    await t?.services.mail.dispatch()
    await t?.close()
  })

  const timed = async (mail: string) => {
    const started = performance.now()
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/reset-password/',
      headers: { host: APP_HOST },
      payload: { mail },
    })
    expect(res.json()).toEqual({ ok: true })
    return performance.now() - started
  }
  const median = (ms: number[]) => ms.sort((a, b) => a - b)[Math.floor(ms.length / 2)] ?? 0

  it('takes as long for a known address as for an unknown one, the mail sent after the answer', async () => {
    const known: number[] = []
    const unknown: number[] = []
    for (let i = 0; i < 3; i++) {
      const a = await makeAccount(t.app)
      await t.services.mail.dispatch()
      unknown.push(await timed(`ingen-${i}@example.se`))
      known.push(await timed(a.mail))
      await new Promise((resolve) => setTimeout(resolve, SLOW_MS * 2))
    }
    expect(median(known)).toBeLessThan(median(unknown) * 2 + 50)
    expect(median(known)).toBeLessThan(SLOW_MS)
  })
})
