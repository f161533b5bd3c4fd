import { readFile } from 'node:fs/promises'
import type { FastifyInstance } from 'fastify'
import { errors } from '../http/errors.ts'
import { binary } from '../http/route-schemas.ts'
import { FONT_URL_PREFIX, fontCatalog, setFontLogger } from '../ssr/font-assets.ts'

const SAFE_PATH = /^([a-z0-9-]+)\/([a-z0-9-]+\.woff2)$/
const STYLESHEET = /^([a-z0-9-]+)\.css$/

/**
 * Self-hosted font files: GET /fonts/{package}/{file}.woff2 of the installed @fontsource packages.
 * Only a woff2 file listed in a known package's files folder is served (a set lookup, so no request
 * path ever reaches the file system); anything else under /fonts/ is a 404. URLs carry the
 * package version as a query, so the files are cached for good.
 */
export function fontRoutes(app: FastifyInstance): void {
  setFontLogger(app.log)
  const catalog = fontCatalog() // read every font package once, at start

  const schema = {
    summary: 'Self-hosted fonts: a family stylesheet or a woff2 file',
    tags: ['static'],
    response: {
      200: {
        description: 'The file',
        content: { 'text/css': { schema: binary }, 'font/woff2': { schema: binary } },
      },
    },
  }
  app.get(`${FONT_URL_PREFIX}*`, { schema }, async (request, reply) => {
    const rest = (request.params as { '*'?: string })['*'] ?? ''
    const sheet = STYLESHEET.exec(rest)
    if (sheet) {
      // The editor's stylesheet of one font (spec 001 section 7: one per chosen font). Its file
      // URLs carry the version, so the sheet itself only needs a short cache.
      const css = catalog.familyCss(sheet[1] as string)
      if (css === undefined) throw errors.notFound()
      return reply.header('cache-control', 'public, max-age=3600').type('text/css; charset=utf-8').send(css)
    }
    const match = SAFE_PATH.exec(rest)
    const file = match ? catalog.filePath(match[1] as string, match[2] as string) : undefined
    if (!file) throw errors.notFound()
    const body = await readFile(file)
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .type('font/woff2')
      .send(body)
  })
}
