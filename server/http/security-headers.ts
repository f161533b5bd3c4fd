import { createHash } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { EARLY_TAP_SCRIPT } from '#domain/site/early-tap-script.ts'
import { keptAnswers } from '../cache/kept-answers.ts'
import type { Config } from '../config.ts'
import { pageSource } from './encoded-pages.ts'
import { hostOf } from './request-context.ts'

/** The video module embeds this player, and only after a guest clicks play. */
export const YOUTUBE_FRAME_ORIGIN = 'https://www.youtube-nocookie.com'
/**
 * Where the editor's video preview pictures come from (web/modules/Video/Popup.tsx). Guest pages
 * get theirs from our own host (server/routes/video-thumbnails.ts), so theirs is never allowed.
 */
export const YOUTUBE_THUMBNAIL_ORIGIN = 'https://i.ytimg.com'

/** Origins outside our own that a page may need, all from the configuration. */
export interface ExternalOrigins {
  /** ANALYTICS_URL: the owner app loads its script and posts events there. */
  analytics?: string
  /** The ingest host of ERROR_REPORTING_DSN: the owner app posts error reports there. */
  errorReporting?: string
  /** MEDIA_BASE_URL with S3 storage: uploaded images are served from there. */
  media?: string
  /** The bucket itself with S3 storage: a protected site's images come from there by signed URLs. */
  signedMedia?: string
  /** Stripe is the card provider: its script and card form run in the owner app's payment dialog. */
  stripe?: boolean
}

/** What Stripe.js and its Elements need (Stripe's CSP guide); owner app only. */
const STRIPE = {
  script: 'https://js.stripe.com',
  frames: 'https://hooks.stripe.com',
  api: 'https://api.stripe.com',
}

export function externalOrigins(
  config: Pick<Config, 'ANALYTICS_URL' | 'ERROR_REPORTING_DSN' | 'storage'> &
    Partial<Pick<Config, 'payments'>>,
) {
  const origins: ExternalOrigins = {}
  if (config.payments?.card?.kind === 'stripe') origins.stripe = true
  if (config.ANALYTICS_URL) origins.analytics = new URL(config.ANALYTICS_URL).origin
  if (config.ERROR_REPORTING_DSN) origins.errorReporting = new URL(config.ERROR_REPORTING_DSN).origin
  if (config.storage.kind === 's3') {
    origins.media = new URL(config.storage.mediaBaseUrl).origin
    origins.signedMedia = bucketOrigin(config.storage)
  }
  return origins
}

function policy(directives: Record<string, (string | undefined)[]>): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources.filter((s) => s !== undefined)].join(' '))
    .join('; ')
}

const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi

/** The CSP hashes of the page's own <style> elements (inlined theme, artwork and font CSS). */
export function inlineStyleHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const match of html.matchAll(INLINE_STYLE)) {
    hashes.add(
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
    )
  }
  return [...hashes]
}

/** The guest page's one inline script, allowed by its hash and by nothing else. */
const EARLY_TAP_HASH = `'sha256-${createHash('sha256').update(EARLY_TAP_SCRIPT).digest('base64')}'`

/**
 * A customer's public page: everything self-hosted. Its inline <style> elements are allowed by hash,
 * so no injected stylesheet runs; style attributes (the body background, React style props of the
 * views) need 'unsafe-inline' in style-src-attr, which cannot run script. The JSON page input is a
 * data block, not a script; the one inline script is a constant of ours, allowed by its hash. No
 * analytics and no error reporting here. Framed by its own host only, so no other site can lay the
 * page or its password form under a lure (clickjacking).
 */
export function publicPageCsp(html: string, origins: ExternalOrigins): string {
  const styleHashes = inlineStyleHashes(html)
  return policy({
    'default-src': ["'self'"],
    'script-src': ["'self'", EARLY_TAP_HASH],
    // Browsers without style-src-elem/-attr (CSP 3) fall back to this one.
    'style-src': ["'self'", "'unsafe-inline'"],
    'style-src-elem': ["'self'", ...styleHashes],
    'style-src-attr': ["'unsafe-inline'"],
    'font-src': ["'self'"],
    // blob: for the upload page's previews of the photos a guest picked (issue 34), read locally.
    'img-src': ["'self'", 'data:', 'blob:', origins.media, origins.signedMedia],
    // Guests' videos come through the site's own route; blob: for the preview of one just picked.
    'media-src': ["'self'", 'blob:'],
    'frame-src': [YOUTUBE_FRAME_ORIGIN],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  })
}

/**
 * The owner app: the public page's sources plus what the editor needs: crop previews (blob:, data:),
 * the theme stylesheets the editor puts in <style> elements at run time (hence 'unsafe-inline' for
 * styles), and the analytics and error-reporting servers when they are configured. Never framed.
 */
export function ownerAppCsp(origins: ExternalOrigins): string {
  return policy({
    'default-src': ["'self'"],
    'script-src': ["'self'", origins.analytics, origins.stripe ? STRIPE.script : undefined],
    'style-src': ["'self'", "'unsafe-inline'"],
    'font-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:', YOUTUBE_THUMBNAIL_ORIGIN, origins.media],
    'frame-src': [YOUTUBE_FRAME_ORIGIN, ...(origins.stripe ? [STRIPE.script, STRIPE.frames] : [])],
    'connect-src': [
      "'self'",
      origins.analytics,
      origins.errorReporting,
      origins.stripe ? STRIPE.api : undefined,
    ],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  })
}

const HSTS = 'max-age=31536000'

function isHtml(reply: FastifyReply): boolean {
  return String(reply.getHeader('content-type') ?? '').startsWith('text/html')
}

const GUEST_CSP_KEPT = 64

/**
 * Security headers on every answer: nosniff and the referrer policy always, HSTS in production,
 * and on HTML the Content-Security-Policy of its surface (the host decides, as it decides the page).
 * Must be added before the compression plugin, so the HTML is still text to hash (a guest page
 * compressed beforehand is hashed as the page it was made from).
 */
export function addSecurityHeaders(app: FastifyInstance, config: Config): void {
  const origins = externalOrigins(config)
  const ownerCsp = ownerAppCsp(origins)
  // Hashing a page's styles took a fifth of the server's time per guest page; the HTML cache hands
  // out the same few strings again and again, so their policies are kept too (the oldest go first).
  const guestPageCsp = keptAnswers(GUEST_CSP_KEPT, (html: string | Buffer) =>
    publicPageCsp(typeof html === 'string' ? html : html.toString('utf8'), origins),
  )
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    reply.header('x-content-type-options', 'nosniff')
    reply.header('referrer-policy', 'strict-origin-when-cross-origin')
    if (config.production) reply.header('strict-transport-security', HSTS)
    if (isHtml(reply) && (typeof payload === 'string' || Buffer.isBuffer(payload))) {
      const edit = hostOf(request, config).mode === 'EDIT'
      // A guest page may come compressed already (encoded-pages.ts): its policy is its page's.
      const page = Buffer.isBuffer(payload) ? pageSource(payload) : payload
      reply.header('content-security-policy', edit ? ownerCsp : guestPageCsp(page))
    }
    return payload
  })
}

/** The origin signed URLs of the bucket point at (the SDK's addressing: path style or bucket host). */
function bucketOrigin(s3: {
  bucket: string
  endpoint: string | undefined
  region: string
  forcePathStyle: boolean
}) {
  if (!s3.endpoint) return `https://${s3.bucket}.s3.${s3.region}.amazonaws.com`
  const endpoint = new URL(s3.endpoint)
  return s3.forcePathStyle ? endpoint.origin : `${endpoint.protocol}//${s3.bucket}.${endpoint.host}`
}
