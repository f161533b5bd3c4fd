import type { FastifyBaseLogger } from 'fastify'
import { brandInfo, parseBrand, parseMarket } from '#domain/brands.ts'
import { linkOrigin } from '#domain/hosts.ts'
import type { RecurringJob } from '../../jobs/jobs.ts'
import type { ExpiringSite } from '../../repositories/expiry-reminders.repository.ts'
import type { UnitOfWork } from '../../repositories/unit-of-work.ts'
import type { MailService } from '../mail/mail.service.ts'
import { outboxMail } from '../mail/outbox-mail.ts'
import { mailLanguage } from './payments-receipt-mail.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/** The reminders before a site expires: 30 days before, then 7 (issue 15). */
export const REMINDER_DAYS = [30, 7] as const

const WORDS = {
  sv: {
    subject: (days: number) => `Din sida går ut om ${days} dagar`,
    text: (host: string, date: string, link: string) =>
      `Hej!\n\nDin sida ${host} är publicerad till och med ${date}. Därefter visas den inte längre för dina gäster.\n\nFörläng sidan här: ${link}\n`,
  },
  en: {
    subject: (days: number) => `Your site expires in ${days} days`,
    text: (host: string, date: string, link: string) =>
      `Hello!\n\nYour site ${host} is published until ${date}. After that it is no longer shown to your guests.\n\nExtend the site here: ${link}\n`,
  },
  da: {
    subject: (days: number) => `Din side udløber om ${days} dage`,
    text: (host: string, date: string, link: string) =>
      `Hej!\n\nDin side ${host} er publiceret til og med ${date}. Derefter vises den ikke længere for dine gæster.\n\nForlæng siden her: ${link}\n`,
  },
}

/** Which reminder a site is due: the nearest threshold its expiry has passed. */
export function dueReminder(expiresAt: string, now: Date): number | undefined {
  const daysLeft = (new Date(expiresAt).getTime() - now.getTime()) / DAY_MS
  if (daysLeft <= 0) return undefined
  return [...REMINDER_DAYS].sort((a, b) => a - b).find((days) => daysLeft <= days)
}

export function reminderMail(site: ExpiringSite, days: number): { subject: string; text: string } {
  const language = mailLanguage(site.market)
  const brand = brandInfo(parseBrand(site.brand), parseMarket(site.market))
  // A job answers no request, so the link always goes to the brand's real address.
  const link = `${linkOrigin(brand, { production: true })}/redigera/${encodeURIComponent(site.site_id)}/konto/forlang`
  const w = WORDS[language]
  return {
    subject: w.subject(days),
    text: w.text(site.host ?? brand.siteName, site.active_expire_date.slice(0, 10), link),
  }
}

/**
 * Mails the owner of every site about to expire, once per site, reminder and expiry date: the
 * reminder row and the mail are written in one transaction, and a row already there stops a repeat.
 */
export function expiryReminderJob(deps: {
  work: UnitOfWork
  mail: MailService
  log: FastifyBaseLogger
}): RecurringJob {
  return {
    name: 'expiry-reminders',
    everyMs: 60 * 60_000,
    async run(now) {
      const until = new Date(now.getTime() + Math.max(...REMINDER_DAYS) * DAY_MS).toISOString()
      let sent = 0
      for (const site of await deps.work.repositories.expiryReminders.expiringBetween(
        now.toISOString(),
        until,
      )) {
        const days = dueReminder(site.active_expire_date, now)
        if (days === undefined) continue
        const mailed = await deps.work.transaction(async ({ expiryReminders: reminders, mailOutbox }) => {
          const at = now.toISOString()
          if (!(await reminders.claim(site.site_id, String(days), site.active_expire_date, at))) return false
          await mailOutbox.insert(outboxMail({ to: site.mail, ...reminderMail(site, days) }, at))
          return true
        })
        if (mailed) sent += 1
      }
      if (sent > 0) {
        deps.log.info({ sent }, 'expiry reminders mailed')
        deps.mail.kick()
      }
    },
  }
}
