import type { FastifyInstance } from 'fastify'

/**
 * A shutdown must not wait on keep-alive connections. Node's server.close() ends the connections
 * idle at that moment only: one whose request was in flight stays open after its answer until the
 * keep-alive timeout (72 s in Fastify), holding app.close() and the whole shutdown past its limit
 * (a load balancer's health check at the wrong moment is enough). So while draining every answer
 * says `Connection: close`, connections that fell idle are closed until the server has, and at
 * the shutdown limit the rest are cut.
 */
export function closeConnectionsWhenDraining(
  app: FastifyInstance,
  draining: () => boolean,
  /** After this long, connections still open are cut: a request past it is the client's to retry. */
  limitMs: number,
): void {
  app.addHook('onSend', async (_request, reply) => {
    if (draining()) reply.header('connection', 'close')
  })
  let sweep: NodeJS.Timeout | undefined
  let cut: NodeJS.Timeout | undefined
  app.addHook('preClose', async () => {
    sweep = setInterval(() => app.server.closeIdleConnections(), 100)
    sweep.unref()
    // Without this an answer that never ends (a stalled client, a hung dependency) held app.close()
    // and every close hook after it until the hard exit, which skips them.
    cut = setTimeout(() => {
      app.server.getConnections((_err, connections) => {
        if (connections)
          app.log.warn({ limitMs, connections }, 'closing connections still open at the shutdown limit')
        app.server.closeAllConnections()
      })
    }, limitMs)
    cut.unref()
  })
  app.addHook('onClose', async () => {
    clearInterval(sweep)
    clearTimeout(cut)
  })
}
