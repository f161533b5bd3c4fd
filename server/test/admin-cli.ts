import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { runAdmin as runAdminCommand } from '../admin-command.ts'
import type { TestApp } from './test-app.ts'

const exec = promisify(execFile)

export interface AdminResult {
  code: number
  stdout: string
  stderr: string
}

function adminEnv(t: TestApp): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATA_DIR: t.testDb.dataDir,
    DATABASE_URL: t.testDb.databaseUrl ?? '',
    SESSION_SECRET: 'x'.repeat(40),
  }
}

/**
 * `npm run admin -- <args>` on the test app's database, beside it: the command in this process,
 * with its own database connection as the operator's process has (a spawn costs about 4 s).
 */
export async function runAdmin(t: TestApp, ...args: string[]): Promise<AdminResult> {
  const out: string[] = []
  const err: string[] = []
  const code = await runAdminCommand(args, {
    env: adminEnv(t),
    stdout: (line) => out.push(`${line}\n`),
    stderr: (line) => err.push(`${line}\n`),
  })
  return { code, stdout: out.join(''), stderr: err.join('') }
}

/** The command as an operator runs it, in its own process (`tsx server/admin.ts`). */
export async function spawnAdmin(t: TestApp, ...args: string[]): Promise<AdminResult> {
  try {
    const r = await exec('npx', ['tsx', 'server/admin.ts', ...args], { env: adminEnv(t) })
    return { code: 0, stdout: r.stdout, stderr: r.stderr }
  } catch (e) {
    const err = e as { code: number; stdout: string; stderr: string }
    return { code: err.code, stdout: err.stdout, stderr: err.stderr }
  }
}
