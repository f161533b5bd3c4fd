import type { InterfaceLanguage } from '#domain/site/languages.ts'
import { AppError } from '../../http/errors.ts'
import type { AccountRow, AccountsRepository } from '../../repositories/accounts.repository.ts'
import type { PasswordResetsRepository } from '../../repositories/password-resets.repository.ts'
import type { SessionsRepository } from '../../repositories/sessions.repository.ts'
import type { SitesRepository } from '../../repositories/sites.repository.ts'
import { type Clock, newId, newToken, sha256 } from '../ids.ts'
import type { MailService } from '../mail/mail.service.ts'
import { DUMMY_HASH_PROMISE, hashPassword, verifyPassword } from './passwords.ts'

export const SESSION_DAYS = 30
const RESET_VALID_MS = 60 * 60 * 1000

const wrongLogin = () =>
  new AppError(401, {
    sv: 'Fel e-postadress eller lösenord.',
    en: 'Wrong e-mail address or password.',
    da: 'Forkert e-mailadresse eller adgangskode.',
  })

const mailTaken = () =>
  new AppError(409, {
    sv: 'Det finns redan ett konto med den e-postadressen. Logga in eller återställ lösenordet.',
    en: 'An account with that e-mail address already exists. Log in or reset the password.',
    da: 'Der findes allerede en konto med den e-mailadresse. Log ind eller nulstil adgangskoden.',
  })

const badResetToken = () =>
  new AppError(400, {
    sv: 'Länken för att återställa lösenordet är ogiltig, redan använd eller äldre än en timme. Begär en ny länk.',
    en: 'The password reset link is invalid, already used or older than one hour. Ask for a new link.',
    da: 'Linket til at nulstille adgangskoden er ugyldigt, allerede brugt eller ældre end en time. Bed om et nyt link.',
  })

const RESET_MAIL: Record<InterfaceLanguage, (link: string) => { subject: string; text: string }> = {
  sv: (link) => ({
    subject: 'Återställ ditt lösenord',
    text: `Hej!\n\nNågon (förhoppningsvis du) bad om att återställa lösenordet till ditt konto.\nÖppna länken inom en timme för att välja ett nytt lösenord:\n\n${link}\n\nOm det inte var du kan du bortse från det här mejlet.`,
  }),
  en: (link) => ({
    subject: 'Reset your password',
    text: `Hi!\n\nSomeone (hopefully you) asked to reset the password of your account.\nOpen the link within one hour to choose a new password:\n\n${link}\n\nIf it was not you, you can ignore this e-mail.`,
  }),
  da: (link) => ({
    subject: 'Nulstil din adgangskode',
    text: `Hej!\n\nNogen (forhåbentlig dig) bad om at nulstille adgangskoden til din konto.\nÅbn linket inden for en time for at vælge en ny adgangskode:\n\n${link}\n\nHvis det ikke var dig, kan du se bort fra denne e-mail.`,
  }),
}

export class AccountsService {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly sessions: SessionsRepository,
    private readonly resets: PasswordResetsRepository,
    private readonly sites: SitesRepository,
    private readonly mail: MailService,
    private readonly clock: Clock,
  ) {}

  /** The site the account made last, which the editor opens. */
  latestSite(account: AccountRow): Promise<{ id: string } | undefined> {
    return this.sites.findLatestForAccount(account.id)
  }

  async register(mail: string, password: string, name?: string): Promise<AccountRow> {
    const row: AccountRow = {
      id: newId(),
      mail,
      password_hash: await hashPassword(password),
      registered_at: this.clock().toISOString(),
      name: name ?? null,
    }
    if (!(await this.accounts.insert(row))) throw mailTaken()
    return row
  }

  /** Sets the name shown beside what the account does (issue 33). */
  async setName(account: AccountRow, name: string): Promise<AccountRow> {
    await this.accounts.setName(account.id, name)
    return { ...account, name }
  }

  async login(mail: string, password: string): Promise<AccountRow> {
    const account = await this.accounts.findByMail(mail)
    const ok = await verifyPassword(account?.password_hash ?? (await DUMMY_HASH_PROMISE), password)
    if (!account || !ok) throw wrongLogin()
    return account
  }

  /** Returns the raw session id for the cookie; only its hash is stored. */
  async startSession(accountId: string): Promise<{ id: string; expires: Date }> {
    const id = newToken()
    const now = this.clock()
    const expires = new Date(now.getTime() + SESSION_DAYS * 24 * 3600 * 1000)
    await this.sessions.insert({
      id_hash: sha256(id),
      account_id: accountId,
      created_at: now.toISOString(),
      expires_at: expires.toISOString(),
    })
    return { id, expires }
  }

  async accountForSession(sessionId: string | undefined): Promise<AccountRow | undefined> {
    if (!sessionId) return undefined
    const session = await this.sessions.findValid(sha256(sessionId), this.clock().toISOString())
    return session ? this.accounts.findById(session.account_id) : undefined
  }

  async endSession(sessionId: string | undefined): Promise<void> {
    if (sessionId) await this.sessions.delete(sha256(sessionId))
  }

  /** Always succeeds for the caller, whether or not the mail has an account: no enumeration. */
  async requestReset(mail: string, linkBase: string, language: InterfaceLanguage): Promise<void> {
    const account = await this.accounts.findByMail(mail)
    if (!account) return
    const token = newToken()
    const now = this.clock()
    await this.resets.insert({
      token_hash: sha256(token),
      account_id: account.id,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + RESET_VALID_MS).toISOString(),
      used_at: null,
    })
    const content = RESET_MAIL[language](`${linkBase}/aterstall-losenord/${token}`)
    await this.mail.enqueue({ to: account.mail, ...content })
  }

  /** Sets the new password and ends every session and every other reset link of the account. */
  async resetPassword(token: string, password: string): Promise<void> {
    const now = this.clock().toISOString()
    const accountId = await this.resets.consume(sha256(token), now)
    if (!accountId) throw badResetToken()
    await this.resets.endOutstanding(accountId, now)
    await this.accounts.setPasswordHash(accountId, await hashPassword(password))
    await this.sessions.deleteForAccount(accountId)
  }
}
