import { buildApp } from './app.ts'
import { ConfigError, loadConfig, simulatorWarning } from './config.ts'
import { migrate, openDatabase } from './db/database.ts'
import { intervalRunner } from './jobs/jobs.ts'
import { ensureDemoSites } from './services/demo-sites.ts'

async function main(): Promise<void> {
  const config = loadConfig()
  const db = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir })
  await migrate(db)
  const { app, services } = await buildApp({ config, db })
  const simulated = simulatorWarning(config.payments)
  if (simulated) app.log.warn(simulated)
  if (config.SEED_DEMO_SITES) await ensureDemoSites(services.sites)
  app.addHook('onClose', () => db.close())

  // Retries mails that a mail server refused earlier.
  const retry = setInterval(() => void services.mail.dispatch(), 60_000)
  retry.unref()

  // Quick-start images nobody saved into a site are removed a day after upload.
  let sweeping = false
  const sweep = async () => {
    if (sweeping) return
    sweeping = true
    try {
      const removed = await services.uploads.removeExpiredTemporaryImages(new Date())
      if (removed.images > 0) app.log.info(removed, 'removed expired temporary images')
    } catch (err) {
      app.log.error({ err }, 'removing expired temporary images failed')
    } finally {
      sweeping = false
    }
  }
  void sweep()
  const cleanup = setInterval(() => void sweep(), 60 * 60_000)
  cleanup.unref()

  const jobs = intervalRunner(app.log)
  jobs.schedule(services.expiryReminders)
  jobs.schedule(services.versionRetention)

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down')
    jobs.stop()
    clearInterval(retry)
    clearInterval(cleanup)
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
