import { createHash, randomBytes } from 'node:crypto'

/** 24 hex characters, the shape of the ids the original client expects. */
export function newId(): string {
  return randomBytes(12).toString('hex')
}

export function newToken(): string {
  return randomBytes(32).toString('base64url')
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex')
}

export type Clock = () => Date
export const systemClock: Clock = () => new Date()
