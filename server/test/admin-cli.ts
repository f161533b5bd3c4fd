import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import type { TestApp } from './test-app.ts'

const exec = promisify(execFile)

/** `npm run admin -- <args>` as an operator runs it, on the test app's database, beside it. */
export async function runAdmin(
  t: TestApp,
  ...args: string[]
): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = {
    ...process.env,
    DATA_DIR: t.testDb.dataDir,
    DATABASE_URL: t.testDb.databaseUrl ?? '',
    SESSION_SECRET: 'x'.repeat(40),
  }
  try {
    const r = await exec('npx', ['tsx', 'server/admin.ts', ...args], { env })
    return { code: 0, stdout: r.stdout, stderr: r.stderr }
  } catch (e) {
    const err = e as { code: number; stdout: string; stderr: string }
    return { code: err.code, stdout: err.stdout, stderr: err.stderr }
  }
}
