import { buildApp } from './app.ts'
import { addressesWarnings, ConfigError, loadConfig, printShopWarnings, simulatorWarning } from './config.ts'
import { migrate, openDatabase } from './db/database.ts'
import { ensureDemoSites } from './services/sites/demo-sites.ts'

async function main(): Promise<void> {
  const config = loadConfig()
  const db = openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir })
  await migrate(db)
  const { app, services, recurringJobs, lifecycle } = await buildApp({ config, db })
  const simulated = simulatorWarning(config.payments)
  if (simulated) app.log.warn(simulated)
  for (const warning of addressesWarnings(config)) app.log.warn(warning)
  for (const warning of printShopWarnings(config)) app.log.warn(warning)
  if (config.SEED_DEMO_SITES) await ensureDemoSites(services.sites)

  // Every recurring job goes through the jobs interface: on PostgreSQL each runs once per period
  // across instances and is retried when the instance that took it dies (server/jobs).
  const jobs = services.jobs
  for (const job of recurringJobs) jobs.schedule(job)
  await jobs.start()

  let stopping = false
  const shutdown = async (signal: string) => {
    if (stopping) return
    stopping = true
    const limit = config.SHUTDOWN_TIMEOUT_MS
    app.log.info({ signal, limitMs: limit }, 'shutting down: finishing requests in flight and running jobs')
    // Past the limit the process goes anyway; what it was doing is retried elsewhere.
    // Each step is named until it ends, so that a shutdown past its limit says what held it up.
    const pending = new Set<string>()
    const step = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
      pending.add(name)
      try {
        return await work()
      } finally {
        pending.delete(name)
      }
    }
    setTimeout(() => {
      app.server.getConnections((_err, connections) => {
        app.log.error(
          { limitMs: limit, pending: [...pending], connections },
          'shutdown took too long, exiting',
        )
        process.exit(1)
      })
    }, limit + 5_000).unref()
    // /readyz answers 503 at once, so the load balancer sends nothing new while we finish.
    lifecycle.draining = true
    try {
      // app.close() stops listening, answers 503 to new requests on open connections and waits for
      // those in flight, then runs the close hooks; jobs stop taking work and those running finish
      // (up to the limit).
      pending.add('http connections')
      app.server.once('close', () => pending.delete('http connections'))
      await Promise.all([step('close hooks', () => app.close()), step('jobs', () => jobs.stop(limit))])
      await step('database', () => db.close())
      app.log.info('shut down')
      process.exit(0)
    } catch (err) {
      app.log.error({ err }, 'shutdown failed')
      process.exit(1)
    }
  }
  process.once('SIGTERM', () => void shutdown('SIGTERM'))
  process.once('SIGINT', () => void shutdown('SIGINT'))

  await app.listen({ port: config.PORT, host: config.HOST })
  const port = config.PORT
  app.log.info(
    `eventsite is running: http://brollopssida.localhost:${port}/logga-in · demo http://demo.brollopssida.localhost:${port}/ · database ${db.dialect} · jobs ${jobs.kind}`,
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
