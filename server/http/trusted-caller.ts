import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyRequest } from 'fastify'

const bareAddress = (address: string) => address.replace(/^::ffff:/, '')

/**
 * A request made on this machine, not through the proxy: Caddy adds X-Forwarded-For to a visitor's
 * request, which arrives from loopback too. Only the socket's own address counts, never a header.
 */
export function fromLoopback(request: FastifyRequest): boolean {
  if (request.headers['x-forwarded-for'] !== undefined) return false
  const address = bareAddress(request.socket.remoteAddress ?? '')
  return address === '::1' || address.startsWith('127.')
}

/** The socket's address is one of `allowed` (an operator's list), with or without the v4-in-v6 form. */
export function fromAddressIn(request: FastifyRequest, allowed: string[]): boolean {
  if (request.headers['x-forwarded-for'] !== undefined) return false
  const address = bareAddress(request.socket.remoteAddress ?? '')
  return allowed.some((a) => bareAddress(a) === address)
}

const digest = (s: string) => createHash('sha256').update(s).digest()

/** `Authorization: Bearer <token>`, compared in the same time whatever was sent. */
export function hasBearer(request: FastifyRequest, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? ''
  // Equal-length digests, so the comparison takes as long whatever was sent.
  return timingSafeEqual(digest(given), digest(token))
}
