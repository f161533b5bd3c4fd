import { createHmac, timingSafeEqual } from 'node:crypto'
import { POST_KEY_MIN_AGE_MS } from '#domain/forms/post-key-age.ts'
import type { PostKeysRepository } from '../../repositories/post-keys.repository.ts'
import { type Clock, randomPooled } from '../ids.ts'

// A guest answers within a visit; a key kept for a day is one a robot can stockpile.
export const POST_KEY_MAX_AGE_MS = 4 * 3600 * 1000

export type PostKeyKind = 'rsvp' | 'form' | 'gift' | 'pledge'

/**
 * Post keys are signed tokens carrying the site they were issued for and their issue time. A robot
 * that posts at once, replays a key, forges one, uses an old one or one fetched for another site's
 * page is answered as if it succeeded and nothing is stored.
 */
export class PostKeysService {
  constructor(
    private readonly repo: PostKeysRepository,
    private readonly secret: string,
    private readonly clock: Clock,
    private readonly minAgeMs = POST_KEY_MIN_AGE_MS,
    private readonly sleep: (ms: number) => Promise<void> = (ms) =>
      new Promise((resolve) => setTimeout(resolve, ms)),
  ) {}

  /** A key for one answer on the given site (an empty site id makes a key no site accepts). */
  issue(kind: PostKeyKind, siteId: string): string {
    const site = Buffer.from(siteId).toString('base64url')
    const payload = `${kind}.${site}.${randomPooled(12).toString('base64url')}.${this.clock().getTime().toString(36)}`
    return `${payload}.${this.sign(payload)}`
  }

  /**
   * The key's id when it is genuine, of this kind and site, old enough and not expired. Whether it
   * was used before is decided where it is marked used: in the transaction that stores the answer
   * (one disk flush for both, and a key is never spent on an answer that was not stored).
   */
  verify(kind: PostKeyKind, siteId: string, key: string): string | undefined {
    const genuine = this.genuine(kind, siteId, key)
    if (!genuine) return undefined
    const age = this.clock().getTime() - genuine.issued
    if (!(age >= this.minAgeMs && age <= POST_KEY_MAX_AGE_MS)) return undefined
    return genuine.id
  }

  /**
   * Waits out the rest of a genuine key's minimum age: a guest without a script who sent at once
   * is held, not refused as a robot (the page's script waits likewise before it sends). At most
   * the minimum age; a key that is not genuine, or old enough, is not waited for.
   */
  async ripen(kind: PostKeyKind, siteId: string, key: string): Promise<void> {
    const genuine = this.genuine(kind, siteId, key)
    if (!genuine) return
    const rest = this.minAgeMs - (this.clock().getTime() - genuine.issued)
    if (rest > 0 && rest <= this.minAgeMs) await this.sleep(rest)
  }

  /** The key's id and issue time when it is signed by us, of this kind and site (of any age). */
  private genuine(
    kind: PostKeyKind,
    siteId: string,
    key: string,
  ): { id: string; issued: number } | undefined {
    const parts = key.split('.')
    if (parts.length !== 5) return undefined
    const [keyKind, site, id, issued, signature] = parts as [string, string, string, string, string]
    const expected = Buffer.from(this.sign(`${keyKind}.${site}.${id}.${issued}`))
    const given = Buffer.from(signature)
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined
    if (keyKind !== kind || !siteId || Buffer.from(site, 'base64url').toString() !== siteId) return undefined
    return { id, issued: Number.parseInt(issued, 36) }
  }

  /** Used keys older than the longest key life can never come back; forget them. */
  async prune(): Promise<void> {
    await this.repo.deleteOlderThan(new Date(this.clock().getTime() - POST_KEY_MAX_AGE_MS).toISOString())
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.secret).update(`post-key:${payload}`).digest('base64url')
  }
}
