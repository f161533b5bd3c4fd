import type { Readable } from 'node:stream'
import type { S3Client } from '@aws-sdk/client-s3'
import { assertSafeSegment, IMMUTABLE_CACHE_CONTROL, type MediaStorage } from './media-storage.ts'

export interface S3StorageOptions {
  bucket: string
  /** For S3-compatible services (MinIO, R2, Spaces...); unset means AWS itself. */
  endpoint?: string | undefined
  region: string
  /** Unset: the SDK's own credential chain (instance role, AWS_* variables). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined
  forcePathStyle?: boolean
  /** The public base the objects are served from, e.g. a CDN in front of the bucket. */
  mediaBaseUrl: string
  /** Keys per list request; S3's own maximum (1000) unless set lower. */
  listPageSize?: number
  /** How long a signed URL of a protected site's image reads; an hour unless set. */
  signedUrlSeconds?: number
}

const SIGNED_URL_SECONDS = 3600
/** A streamed file goes up in parts of this size (S3 wants at least 5 MB but for the last). */
const PART_BYTES = 8 * 1024 * 1024

/**
 * Media in an S3-compatible bucket under `<folder>/<fileName>` keys. Objects carry their content
 * type and an immutable cache header, so the CDN serves them exactly as /media/u does. The bucket
 * itself is private: a password-protected site's images are read through signed URLs instead.
 */
export function s3Storage(options: S3StorageOptions): MediaStorage {
  const base = options.mediaBaseUrl.replace(/\/+$/, '')
  const Bucket = options.bucket
  // The SDK is large: a server on local storage never loads it.
  let loaded: Promise<{ client: S3Client; sdk: typeof import('@aws-sdk/client-s3') }> | undefined
  const s3 = () => {
    loaded ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: options.region,
        endpoint: options.endpoint,
        forcePathStyle: options.forcePathStyle ?? false,
        credentials: options.credentials,
        // Several S3-compatible services reject the newer default integrity checksums.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    }))
    return loaded
  }
  const keyOf = (folder: string, fileName: string) => {
    assertSafeSegment(folder)
    assertSafeSegment(fileName)
    return `${folder}/${fileName}`
  }

  return {
    name: 's3',
    folderUrl(folder) {
      assertSafeSegment(folder)
      return `${base}/${folder}`
    },
    async put(folder, fileName, data, contentType) {
      const { client, sdk } = await s3()
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: keyOf(folder, fileName),
          Body: data,
          ContentType: contentType,
          CacheControl: IMMUTABLE_CACHE_CONTROL,
        }),
      )
    },
    async get(folder, fileName) {
      const { client, sdk } = await s3()
      try {
        const res = await client.send(new sdk.GetObjectCommand({ Bucket, Key: keyOf(folder, fileName) }))
        if (!res.Body) return undefined
        return Buffer.from(await res.Body.transformToByteArray())
      } catch (err) {
        if (isNotFound(err)) return undefined
        throw err
      }
    },
    async putStream(folder, fileName, data, contentType) {
      const { client, sdk } = await s3()
      const Key = keyOf(folder, fileName)
      const head = { Bucket, Key, ContentType: contentType, CacheControl: IMMUTABLE_CACHE_CONTROL }
      const pieces = partsOf(data)
      const first = await pieces.next()
      const second = first.done ? first : await pieces.next()
      // One part or none: a plain put, which S3 makes visible whole as well.
      if (first.done || second.done) {
        await client.send(new sdk.PutObjectCommand({ ...head, Body: first.value ?? Buffer.alloc(0) }))
        return
      }
      // Several: a multipart upload, one part in memory at a time; the object appears only when
      // it is completed, and a failure aborts it so no half-file or orphan parts stay behind.
      const { UploadId } = await client.send(new sdk.CreateMultipartUploadCommand(head))
      const done: { ETag: string | undefined; PartNumber: number }[] = []
      try {
        const send = async (Body: Buffer) => {
          const PartNumber = done.length + 1
          const part = await client.send(
            new sdk.UploadPartCommand({ Bucket, Key, UploadId, PartNumber, Body }),
          )
          done.push({ ETag: part.ETag, PartNumber })
        }
        await send(first.value)
        await send(second.value)
        for await (const piece of pieces) await send(piece)
        await client.send(
          new sdk.CompleteMultipartUploadCommand({ Bucket, Key, UploadId, MultipartUpload: { Parts: done } }),
        )
      } catch (err) {
        await client
          .send(new sdk.AbortMultipartUploadCommand({ Bucket, Key, UploadId }))
          .catch(() => undefined)
        throw err
      }
    },
    async getStream(folder, fileName, range) {
      const { client, sdk } = await s3()
      try {
        const res = await client.send(
          new sdk.GetObjectCommand({
            Bucket,
            Key: keyOf(folder, fileName),
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        )
        if (!res.Body) return undefined
        // With a range, ContentRange ("bytes 0-99/1234") tells the whole object's size.
        const whole = range ? Number(res.ContentRange?.split('/')[1]) : Number.NaN
        return {
          stream: res.Body as Readable,
          bytes: Number.isFinite(whole) ? whole : (res.ContentLength ?? 0),
        }
      } catch (err) {
        if (isNotFound(err)) return undefined
        throw err
      }
    },
    async list(folder) {
      const { client, sdk } = await s3()
      assertSafeSegment(folder)
      const prefix = `${folder}/`
      const names: string[] = []
      let ContinuationToken: string | undefined
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({
            Bucket,
            Prefix: prefix,
            Delimiter: '/',
            ContinuationToken,
            MaxKeys: options.listPageSize,
          }),
        )
        for (const o of page.Contents ?? []) {
          if (o.Key && o.Key.length > prefix.length) names.push(o.Key.slice(prefix.length))
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (ContinuationToken)
      return names
    },
    async signedUrl(folder, fileName) {
      const { client, sdk } = await s3()
      const { getSignedUrl } = await import('@aws-sdk/s3-request-presigner')
      const expiresIn = options.signedUrlSeconds ?? SIGNED_URL_SECONDS
      // The object says public and immutable; read this way it is the guest's own, for as long as the URL.
      const command = new sdk.GetObjectCommand({
        Bucket,
        Key: keyOf(folder, fileName),
        ResponseCacheControl: `private, max-age=${expiresIn}`,
      })
      return getSignedUrl(client, command, { expiresIn })
    },
    async delete(folder, fileName) {
      const { client, sdk } = await s3()
      // S3 answers a delete of a missing key with success too.
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: keyOf(folder, fileName) }))
    },
  }
}

/** A stream cut into pieces of PART_BYTES (the last one shorter). */
async function* partsOf(data: Readable): AsyncGenerator<Buffer, undefined> {
  let held: Buffer[] = []
  let size = 0
  for await (const chunk of data) {
    let rest = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array)
    while (size + rest.length >= PART_BYTES) {
      const take = PART_BYTES - size
      held.push(rest.subarray(0, take))
      yield Buffer.concat(held)
      held = []
      size = 0
      rest = rest.subarray(take)
    }
    if (rest.length > 0) {
      held.push(rest)
      size += rest.length
    }
  }
  if (size > 0) yield Buffer.concat(held)
  return undefined
}

function isNotFound(err: unknown): boolean {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } }
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404
}
