import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { allBrandInfos, brandInfo, isWizardPath, parseBrand, parseMarket, startPath } from '#domain/brands.ts'
import { customDomainRedirect, landingOrigin, type ResolvedHost } from '#domain/hosts.ts'
import { type LegalPageKind, legalPageOf } from '#domain/legal-pages.ts'
import { encodedPage } from '../http/encoded-pages.ts'
import { errors } from '../http/errors.ts'
import { hostOf, requestLanguage, requestPort } from '../http/request-context.ts'
import { errorResponseSchema, fileResponse } from '../http/route-schemas.ts'
import { HtmlCache } from '../ssr/html-cache.ts'
import { withLandingPage } from '../ssr/landing-page.tsx'
import { legalPageHtml } from '../ssr/legal-page.tsx'
import type { ClientAssets } from '../ssr/manifest.ts'
import { pageBytes } from '../ssr/page-query.ts'
import { publicPage } from '../ssr/public-page.ts'
import type { RouteContext } from './context.ts'

/**
 * Every HTML page. The host decides: branded and local hosts get the owner app, any other host the
 * public page of the site on that host.
 */
export function pageRoutes(app: FastifyInstance, ctx: RouteContext & { assets: ClientAssets }): void {
  const cache = new HtmlCache()
  const { config, services, assets, access } = ctx

  const notFound = {
    schema: {
      summary: 'Any other API path: not found',
      tags: ['api'],
      response: { 404: errorResponseSchema },
    },
  }
  app.all('/api/*', notFound, async () => {
    throw errors.notFound()
  })

  /** A custom domain sits under no brand's domain: its pages speak for the brand its site was made in. */
  const withSiteBrand = async (resolved: ResolvedHost): Promise<ResolvedHost> => {
    const host = resolved.host
    if (!host || allBrandInfos().some((b) => host.endsWith(`.${b.mainDomain}`))) return resolved
    const row = await services.sites.findByHost(host)
    return row ? { ...resolved, brand: brandInfo(parseBrand(row.brand), parseMarket(row.market)) } : resolved
  }

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const resolved = hostOf(request, config)
    if (resolved.mode === 'EDIT') {
      const legal = legalPageOf(request.url)
      return legal ? sendLegalPage(request, reply, legal) : sendOwnerApp(request, reply)
    }
    // A subdomain whose site has a connected custom domain sends its visitors there (issue 16).
    const domain = resolved.host ? await services.hosts.redirectFor(resolved.host) : undefined
    if (domain && (request.method === 'GET' || request.method === 'HEAD')) {
      const local = resolved.local
        ? landingOrigin(resolved.brand, { local: true, port: requestPort(request) })
        : undefined
      return reply.redirect(customDomainRedirect(domain, request.url, local), 301)
    }
    const result = await publicPage(request, await withSiteBrand(resolved), {
      config,
      services,
      assets,
      cache,
      visitor: access.visitorOf(request),
      login: async (site, password) => void (await ctx.publicLogin.login(request, reply, site, password)),
    })
    if (result.type === 'redirect') {
      // A post's 303 may carry the guest's private answer link to their thank-you page: not kept.
      if (result.status === 303) reply.header('cache-control', 'private, no-store')
      return reply.redirect(result.location, result.status ?? 302)
    }
    if (result.siteId && result.status === 200 && request.method === 'GET') {
      services.visits.record(result.siteId, request.ip, request.headers['user-agent'] ?? '')
    }
    const { body, encoding } = encodedPage(pageBytes(result.html), request.headers['accept-encoding'])
    if (encoding) reply.header('content-encoding', encoding)
    return reply
      .status(result.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', result.cacheControl)
      .header('vary', 'Cookie, Accept-Language, Accept-Encoding')
      .send(body)
  }
  const page = (summary: string) => ({
    summary,
    tags: ['pages'],
    response: { 200: fileResponse('text/html', 'The page') },
  })
  app.get(
    '/*',
    { schema: page('Every page: the owner app on brand hosts, the public site on any other') },
    handler,
  )

  // Guest forms posted without a script (issue 21) come to the page's own address, form-encoded.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    )
    for (const path of ['/', '/:language']) {
      const options = {
        config: { rateLimit: ctx.limits.guestSubmit },
        schema: page('A guest form posted without a script (form-encoded), answered with its page'),
      }
      scope.post(path, options, async (request, reply) => {
        if (hostOf(request, config).mode === 'EDIT') throw errors.notFound()
        return handler(request, reply)
      })
    }
  })

  /** The terms and the privacy policy: whole pages from the server, no script, on every brand host. */
  function sendLegalPage(request: FastifyRequest, reply: FastifyReply, kind: LegalPageKind) {
    const html = legalPageHtml({
      kind,
      language: requestLanguage(request, config),
      brand: hostOf(request, config).brand,
      seller: config.seller,
    })
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Language')
      .send(html)
  }

  function sendOwnerApp(request: FastifyRequest, reply: FastifyReply) {
    const resolved = hostOf(request, config)
    const path = request.url.split('?')[0]
    // The start wizard is a wedding wizard (spec 000 section 2); a party or event newcomer who
    // comes by its address is sent to the brand's own start, where its landing page leads.
    const start = startPath(resolved.brand.brand)
    if (path && isWizardPath(path) && !isWizardPath(start)) return reply.redirect(start, 302)
    if (!assets.indexHtml) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web client is not built yet. Run `npm run build` (or `npm start`, which builds first).')
    }
    const boot = {
      mode: 'EDIT' as const,
      brand: resolved.brand,
      landingOrigin: landingOrigin(resolved.brand, { local: resolved.local, port: requestPort(request) }),
      production: config.production,
      // Owner app only: guest pages never load analytics or report to the error service.
      ...(config.ANALYTICS_URL ? { analyticsUrl: config.ANALYTICS_URL } : {}),
      ...(config.ERROR_REPORTING_DSN ? { errorReportingDsn: config.ERROR_REPORTING_DSN } : {}),
    }
    const json = JSON.stringify(boot).replace(/</g, '\\u003c')
    const html = assets.indexHtml.replace(
      '<!--boot-->',
      `<script id="boot" type="application/json">${json}</script>`,
    )
    // The landing page is read before the app's script arrives (issue 14); other pages wait for it.
    const page = path === '/' ? withLandingPage(html, boot, requestLanguage(request, config)) : html
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Language')
      .send(page)
  }
}
