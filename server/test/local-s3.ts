import { type ChildProcess, fork } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { S3Client } from '@aws-sdk/client-s3'
import { type S3StorageOptions, s3Storage } from '../integrations/storage/s3-storage.ts'

export interface LocalS3 {
  endpoint: string
  bucket: string
  /** A client of its own, to look at what the adapter stored. */
  client: S3Client
  storage(mediaBaseUrl: string, options?: Partial<S3StorageOptions>): ReturnType<typeof s3Storage>
  close(): Promise<void>
}

// s3rver checks signatures against these fixed keys.
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }

/** s3rver, a local S3-compatible server, on a free port with a fresh directory and one bucket. */
export async function startLocalS3(bucket = 'eventsite-media'): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), 'eventsite-s3-'))
  const child: ChildProcess = fork(join(import.meta.dirname, 's3rver-process.mjs'), [directory, bucket], {
    execArgv: ['--openssl-legacy-provider'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  })
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (m) => resolve((m as { port: number }).port))
    child.once('error', reject)
    child.once('exit', (code) => reject(new Error(`s3rver exited with ${code} before it listened`)))
  })
  const endpoint = `http://127.0.0.1:${port}`
  const region = 'eu-north-1'
  const client = new S3Client({ endpoint, region, forcePathStyle: true, credentials })
  return {
    endpoint,
    bucket,
    client,
    storage: (mediaBaseUrl, options = {}) =>
      s3Storage({ bucket, endpoint, region, credentials, forcePathStyle: true, mediaBaseUrl, ...options }),
    async close() {
      client.destroy()
      const exited = new Promise((r) => child.once('exit', r))
      child.disconnect()
      await exited
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
