import { inspect, parseArgs } from 'node:util'
import pino from 'pino'
import { registerBodySchema } from '#domain/accounts.ts'
import { memoryInvalidation, redisInvalidation } from './cache/invalidation.ts'
import { ConfigError, loadConfig } from './config.ts'
import { createServices } from './container.ts'
import { migrate, openDatabase } from './db/database.ts'
import { AppError, zodErrorToAppError } from './http/errors.ts'
import { importLegacySiteCommand } from './legacy/import-command.ts'
import { createLegacyService } from './legacy/legacy-wiring.ts'
import { OPERATOR } from './policies/actor.ts'
import { authorizedSite } from './policies/authorize.ts'
import { NO_GUEST_DATA, presentSite } from './presenters/site.presenter.ts'

const USAGE = `Usage: npm run admin -- <command> [options]

  create-account --mail M --password P       create an account
  activate-site --site ID --host HOST --months N
                                             publish a site on HOST for N months
  show-site --site ID                        print the site as JSON
  import-legacy-site --file F --mail M [--rsvps F] [--language sv] [--brand wedding] [--market se]
                                             store a legacy site document for account M,
                                             print the new site id

Works on the same DATA_DIR / DATABASE_URL as the server, also while it runs.`

/** Where a command reads its settings and writes its answer: the process's, or a test's. */
export interface AdminIo {
  env: NodeJS.ProcessEnv
  stdout(line: string): void
  stderr(line: string): void
}

/** Runs one operator command; answers the exit code (64 for wrong usage, 1 for a refusal). */
export async function runAdmin(argv: string[], io: AdminIo): Promise<number> {
  try {
    return await run(argv, io)
  } catch (err) {
    if (err instanceof UsageError) io.stderr(`${err.message}\n\n${USAGE}`)
    else if (err instanceof AppError) io.stderr(`Error: ${err.texts.en}`)
    else if (err instanceof ConfigError) io.stderr(err.message)
    else io.stderr(inspect(err))
    return err instanceof UsageError ? 64 : 1
  }
}

async function run(argv: string[], io: AdminIo): Promise<number> {
  const [command, ...rest] = argv
  const { values } = parseArgs({
    args: rest,
    options: {
      mail: { type: 'string' },
      password: { type: 'string' },
      site: { type: 'string' },
      host: { type: 'string' },
      months: { type: 'string' },
      file: { type: 'string' },
      rsvps: { type: 'string' },
      language: { type: 'string' },
      brand: { type: 'string' },
      market: { type: 'string' },
    },
    strict: true,
  })
  const need = (name: keyof typeof values): string => {
    const v = values[name]
    if (!v) throw new UsageError(`--${name} is required for ${command}`)
    return v
  }
  const required: Record<string, (keyof typeof values)[]> = {
    'create-account': ['mail', 'password'],
    'activate-site': ['site', 'host', 'months'],
    'show-site': ['site'],
    'import-legacy-site': ['file', 'mail'],
  }
  const needed = command ? required[command] : undefined
  if (!command || !needed) throw new UsageError(command ? `Unknown command: ${command}` : 'No command given')
  for (const name of needed) need(name)

  const config = loadConfig(io.env)
  const db = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir })
  const log = pino({ level: 'silent' })
  // With Redis the running instances keep a site a minute: they must hear of what this changes.
  const invalidation = config.REDIS_URL ? redisInvalidation(config.REDIS_URL, log) : memoryInvalidation()
  try {
    await migrate(db)
    await invalidation.ready()
    const { services } = createServices(config, db, log, { invalidation })
    if (command === 'create-account') {
      const parsed = registerBodySchema.safeParse({ mail: need('mail'), password: need('password') })
      if (!parsed.success) throw zodErrorToAppError(parsed.error)
      const account = await services.accounts.register(parsed.data.mail, parsed.data.password)
      io.stdout(JSON.stringify({ id: account.id, mail: account.mail }))
    } else if (command === 'activate-site') {
      const months = Number(need('months'))
      if (!Number.isInteger(months) || months < 1 || months > 1200) {
        throw new UsageError('--months must be a whole number from 1 to 1200')
      }
      authorizedSite(OPERATOR, 'site.edit', await services.sites.findById(need('site')))
      const row = await services.sites.activate(need('site'), need('host'), months)
      const site = presentSite(row, NO_GUEST_DATA)
      io.stdout(
        JSON.stringify({
          _id: site._id,
          host: site.host,
          active: site.active,
          activeDate: site.activeDate,
          activeExpireDate: site.activeExpireDate,
        }),
      )
    } else if (command === 'import-legacy-site') {
      const legacy = createLegacyService(db, services)
      io.stdout(await importLegacySiteCommand(legacy, { ...values, file: need('file'), mail: need('mail') }))
    } else {
      const row = authorizedSite(OPERATOR, 'site.read', await services.sites.findById(need('site')))
      io.stdout(JSON.stringify(presentSite(row, await services.guestData.forOwner(row.id)), null, 2))
    }
    return 0
  } finally {
    await invalidation.close()
    await db.close()
  }
}

class UsageError extends Error {}
