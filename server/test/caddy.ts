import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { connect, createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** Debian's Caddy, as production runs it. */
export const CADDY = '/usr/bin/caddy'
export const hasCaddy = existsSync(CADDY)

export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

async function waitForPort(port: number, ms: number): Promise<void> {
  const until = Date.now() + ms
  while (Date.now() < until) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end()
        resolve(true)
      })
      socket.on('error', () => resolve(false))
    })
    if (open) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`nothing listens on ${port} after ${ms} ms`)
}

export interface TestCaddy {
  /** Caddy's home: its data (certificates, the local authority's root) is below it. */
  home: string
  httpsPort: number
  httpPort: number
  /** What Caddy has written so far, for failure messages. */
  log: () => string
  /** Stops Caddy and removes its home. */
  stop: () => Promise<void>
}

/**
 * Caddy with the deployed deploy/Caddyfile as it is, with what a test needs added to its global
 * options: Caddy's own certificate authority instead of Let's Encrypt, free ports, no admin
 * endpoint. Resolves once it listens for HTTPS.
 */
export async function startCaddy(options: { upstreams: number[]; askPort: number }): Promise<TestCaddy> {
  const home = mkdtempSync(join(tmpdir(), 'eventsite-caddy-'))
  const [httpsPort, httpPort] = [await freePort(), await freePort()]
  const deployed = readFileSync(join(import.meta.dirname, '../../deploy/Caddyfile'), 'utf8')
  const testOptions = `{\n\tadmin off\n\tlocal_certs\n\tskip_install_trust\n\thttp_port ${httpPort}\n\thttps_port ${httpsPort}\n`
  const config = join(home, 'Caddyfile')
  writeFileSync(config, deployed.replace(/^\{\n/m, testOptions))
  const caddy: ChildProcess = spawn(CADDY, ['run', '--config', config, '--adapter', 'caddyfile'], {
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: home,
      XDG_DATA_HOME: join(home, 'data'),
      XDG_CONFIG_HOME: join(home, 'config'),
      TLS_ASK_URL: `http://127.0.0.1:${options.askPort}/internal/tls-ask`,
      EVENTSITE_UPSTREAMS: options.upstreams.map((port) => `127.0.0.1:${port}`).join(' '),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  caddy.stdout?.on('data', (d: Buffer) => {
    log += d.toString()
  })
  caddy.stderr?.on('data', (d: Buffer) => {
    log += d.toString()
  })
  const stop = async () => {
    if (caddy.exitCode === null) {
      const exited = new Promise((resolve) => caddy.once('exit', resolve))
      caddy.kill('SIGTERM')
      await exited
    }
    rmSync(home, { recursive: true, force: true })
  }
  try {
    await waitForPort(httpsPort, 10_000)
  } catch (err) {
    await stop()
    throw new Error(`Caddy did not start: ${String(err)}\n${log}`)
  }
  return { home, httpsPort, httpPort, log: () => log, stop }
}
