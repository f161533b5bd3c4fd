import type { LogEntry } from '#domain/logs.ts'
import { request } from './http.ts'

/** POST /api/logs/: stores a client log entry. The answer is not read. */
export async function postLog(entry: LogEntry): Promise<void> {
  await request<unknown>('POST', '/api/logs/', entry)
}
