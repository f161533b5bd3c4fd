import { buildApp } from './app.ts'
import { ConfigError, loadConfig } from './config.ts'
import { migrate, openDatabase } from './db/database.ts'
import { ensureDemoSites } from './services/demo-sites.ts'

async function main(): Promise<void> {
  const config = loadConfig()
  const db = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir })
  await migrate(db)
  const { app, services } = await buildApp({ config, db })
  if (config.SEED_DEMO_SITES) await ensureDemoSites(services.sites)
  app.addHook('onClose', () => db.close())

  // Retries mails that a mail server refused earlier.
  const retry = setInterval(() => void services.mail.dispatch(), 60_000)
  retry.unref()

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down')
    clearInterval(retry)
    await app.close()
    process.exit(0)
  }
  process.once('SIGTERM', () => void shutdown('SIGTERM'))
  process.once('SIGINT', () => void shutdown('SIGINT'))

  await app.listen({ port: config.PORT, host: config.HOST })
  const port = config.PORT
  app.log.info(
    `eventsite is running: http://brollopssida.localhost:${port}/logga-in · demo http://demo.brollopssida.localhost:${port}/ · database ${db.dialect}`,
  )
}

main().catch((err) => {
  if (err instanceof ConfigError) {
    console.error(err.message)
  } else {
    console.error(err)
  }
  process.exit(1)
})
