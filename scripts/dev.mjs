// `npm run dev`: the Vite dev server with hot reload for the owner app (port 5173, /api proxied),
// and the server rebuilt and restarted on change (port 3000, public pages and API).
import { spawn } from 'node:child_process'

const children = [
  spawn('npx', ['vite', 'build', '--watch', '--mode', 'development'], { stdio: 'inherit' }),
  spawn('npx', ['vite', 'build', '-c', 'vite.guest.config.ts', '--watch', '--mode', 'development'], {
    stdio: 'inherit',
  }),
  spawn('npx', ['vite', 'build', '--ssr', 'server/main.ts', '--outDir', 'dist/server', '--watch'], {
    stdio: 'inherit',
  }),
  // The loopback only: the dev server's /dev/outbox shows every mail sent (HOST=0.0.0.0 opens it).
  spawn('npx', ['vite', '--host', process.env.HOST ?? '127.0.0.1'], { stdio: 'inherit' }),
]
// The server starts once the first SSR build exists and restarts whenever it is rebuilt.
const waitForBuild = setInterval(async () => {
  const { existsSync } = await import('node:fs')
  if (!existsSync('dist/server/main.js')) return
  clearInterval(waitForBuild)
  children.push(
    spawn(process.execPath, ['--watch-path=dist/server', 'dist/server/main.js'], { stdio: 'inherit' }),
  )
}, 500)

const stop = () => {
  for (const c of children) c.kill('SIGTERM')
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
