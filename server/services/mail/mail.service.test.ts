import { describe, expect, it } from 'vitest'
import type { MailMessage, MailSender } from '../../integrations/mail/mail-sender.ts'
import { createTestApp } from '../../test/test-app.ts'
import { testDialects } from '../../test/test-db.ts'
import { MailService, mailBackoffMs } from './mail.service.ts'

describe.each(testDialects())('mail outbox on %s', (dialect) => {
  it('keeps a mail pending while the mail server fails and sends it after its backoff', async () => {
    let up = false
    const delivered: MailMessage[] = []
    const flaky: MailSender = {
      name: 'flaky',
      async send(message) {
        if (!up) throw new Error('connection refused')
        delivered.push(message)
      },
    }
    let now = new Date('2026-06-01T10:00:00Z')
    const t = await createTestApp(dialect, { mailSender: flaky, clock: () => now })
    try {
      await t.services.mail.enqueue({ to: 'a@example.se', subject: 'Hej', text: 'Text' })
      await t.services.mail.dispatch()
      let [row] = await t.services.outbox.latest(1)
      expect(row?.status).toBe('pending')
      expect(row?.attempts).toBe(1)
      expect(row?.last_error).toContain('connection refused')
      expect(row?.next_attempt_at).toBe(new Date(now.getTime() + mailBackoffMs(1)).toISOString())
      expect(row?.claimed_until).toBeNull()

      up = true
      // Before its backoff is over the mail waits, even when another mail kicks the outbox.
      await t.services.mail.dispatch()
      ;[row] = await t.services.outbox.latest(1)
      expect(row?.status).toBe('pending')
      expect(delivered).toHaveLength(0)

      now = new Date(now.getTime() + mailBackoffMs(1))
      await t.services.mail.outboxJob().run(now)
      ;[row] = await t.services.outbox.latest(1)
      expect(row?.status).toBe('sent')
      expect(delivered).toHaveLength(1)
    } finally {
      await t.close()
    }
  })

  it('sends each mail once when several instances run the outbox job at the same time', async () => {
    const delivered: string[] = []
    const slow: MailSender = {
      name: 'slow',
      async send(message) {
        await new Promise((resolve) => setTimeout(resolve, 5))
        delivered.push(message.subject)
      },
    }
    const t = await createTestApp(dialect, {
      mailSender: { name: 'held', send: () => new Promise(() => {}) },
    })
    try {
      for (let i = 0; i < 20; i++) {
        await t.services.outbox.insert({
          id: `m${i}`,
          created_at: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
          to_address: 'a@example.se',
          subject: `mail ${i}`,
          text_body: 'x',
          status: 'pending',
          last_error: null,
          sent_at: null,
        })
      }
      // Three "instances": services of their own on the same database.
      const log = t.app.log
      const instances = [1, 2, 3].map(() => new MailService(t.services.outbox, slow, () => new Date(), log))
      await Promise.all(instances.map((m) => m.outboxJob().run(new Date())))
      expect(delivered.toSorted()).toEqual(Array.from({ length: 20 }, (_, i) => `mail ${i}`).toSorted())
      const rows = await t.services.outbox.latest(50)
      expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true)
    } finally {
      await t.close()
    }
  })

  it('frees a mail claimed by an instance that died once its claim runs out', async () => {
    const delivered: string[] = []
    let now = new Date('2026-06-01T10:00:00Z')
    const t = await createTestApp(dialect, {
      mailSender: { name: 'ok', send: async (m) => void delivered.push(m.subject) },
      clock: () => now,
    })
    try {
      await t.services.outbox.insert({
        id: 'lost',
        created_at: now.toISOString(),
        to_address: 'a@example.se',
        subject: 'lost',
        text_body: 'x',
        status: 'pending',
        last_error: null,
        sent_at: null,
      })
      // The dead instance's claim, taken just before it was killed.
      expect(
        await t.services.outbox.claim(
          'lost',
          now.toISOString(),
          new Date(now.getTime() + 60_000).toISOString(),
        ),
      ).toBe(true)
      await t.services.mail.dispatch()
      expect(delivered).toEqual([])
      now = new Date(now.getTime() + 61_000)
      await t.services.mail.dispatch()
      expect(delivered).toEqual(['lost'])
    } finally {
      await t.close()
    }
  })
})

describe('a kick of the outbox', () => {
  it('logs a failed send run instead of leaving a rejection that would end the process', async () => {
    const warnings: unknown[] = []
    const gone = new Error('driver has already been destroyed')
    const outbox = {
      due: () => Promise.reject(gone),
    } as unknown as ConstructorParameters<typeof MailService>[0]
    const log = { warn: (obj: unknown) => warnings.push(obj) } as unknown as ConstructorParameters<
      typeof MailService
    >[3]
    const unhandled: unknown[] = []
    const onUnhandled = (reason: unknown) => unhandled.push(reason)
    process.on('unhandledRejection', onUnhandled)
    try {
      const mail = new MailService(outbox, { name: 'none', send: async () => {} }, () => new Date(), log)
      mail.kick()
      await new Promise((resolve) => setTimeout(resolve, 20))
      expect(unhandled).toEqual([])
      expect(warnings).toEqual([{ err: gone }])
      // The outbox job still sees the failure (it counts job failures).
      await expect(mail.dispatch()).rejects.toBe(gone)
    } finally {
      process.off('unhandledRejection', onUnhandled)
    }
  })
})
