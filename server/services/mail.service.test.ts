import { describe, expect, it } from 'vitest'
import type { MailMessage, MailSender } from '../integrations/mail/mail-sender.ts'
import { createTestApp } from '../test/test-app.ts'
import { testDialects } from '../test/test-db.ts'

describe.each(testDialects())('mail outbox on %s', (dialect) => {
  it('keeps a mail pending while the mail server fails and sends it on a later try', async () => {
    let up = false
    const delivered: MailMessage[] = []
    const flaky: MailSender = {
      name: 'flaky',
      async send(message) {
        if (!up) throw new Error('connection refused')
        delivered.push(message)
      },
    }
    const t = await createTestApp(dialect, { mailSender: flaky })
    try {
      await t.services.mail.enqueue({ to: 'a@example.se', subject: 'Hej', text: 'Text' })
      await t.services.mail.dispatch()
      let [row] = await t.services.outbox.latest(1)
      expect(row?.status).toBe('pending')
      expect(row?.attempts).toBeGreaterThanOrEqual(1)
      expect(row?.last_error).toContain('connection refused')
      up = true
      await t.services.mail.dispatch()
      ;[row] = await t.services.outbox.latest(1)
      expect(row?.status).toBe('sent')
      expect(delivered).toHaveLength(1)
    } finally {
      await t.close()
    }
  })
})
