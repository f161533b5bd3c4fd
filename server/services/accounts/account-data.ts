import { strToU8, zipSync } from 'fflate'
import { AppError } from '../../http/errors.ts'
import type { AccountRow } from '../../repositories/accounts.repository.ts'
import type { SiteRow } from '../../repositories/sites.repository.ts'
import type { UnitOfWork } from '../../repositories/unit-of-work.ts'
import type { Clock } from '../ids.ts'
import type { FileDeletionsService } from '../media/file-deletions.ts'
import { verifyPassword } from './passwords.ts'

const wrongPassword = () =>
  new AppError(401, {
    sv: 'Fel lösenord. Kontot togs inte bort.',
    en: 'Wrong password. The account was not deleted.',
    da: 'Forkert adgangskode. Kontoen blev ikke slettet.',
  })

/** The files of an account's copy: name in the ZIP and content. */
export type ExportFiles = Record<string, string | Buffer>

/** The owner's own data under the GDPR: a copy of everything, and erasing the account. */
export class AccountDataService {
  constructor(
    private readonly work: UnitOfWork,
    private readonly clock: Clock,
    private readonly forgetHost: (host: string) => void,
    private readonly files: Pick<FileDeletionsService, 'deleteNow'>,
  ) {}

  sitesOf(account: AccountRow): Promise<SiteRow[]> {
    return this.work.repositories.accountData.sitesOf(account.id)
  }

  /** Packs the files (JSON and xlsx, laid out by the caller) into one ZIP. */
  zip(files: ExportFiles): Buffer {
    const entries: Record<string, Uint8Array> = {}
    for (const [name, content] of Object.entries(files)) {
      entries[name] = typeof content === 'string' ? strToU8(content) : new Uint8Array(content)
    }
    return Buffer.from(zipSync(entries, { level: 6, mtime: this.clock() }))
  }

  /**
   * Erases the account after its password is given again: its rows at once, in one transaction
   * (payments are kept without the payer), then its stored files; a file the storage will not
   * delete now stays recorded and the upload-cleanup job deletes it later.
   */
  async erase(account: AccountRow, password: string): Promise<void> {
    if (!(await verifyPassword(account.password_hash, password))) throw wrongPassword()
    const { hosts, files } = await this.work.transaction((repos) =>
      repos.accountData.erase(account.id, this.clock().toISOString()),
    )
    for (const host of hosts) this.forgetHost(host)
    await this.files.deleteNow(files)
  }
}
