import { once } from 'node:events'
import { createServer, type Server, type Socket } from 'node:net'

/** A mail as it arrived at the sink: its envelope and its raw message (headers and body). */
export interface SunkMail {
  from: string
  to: string[]
  raw: string
}

export interface SmtpSink {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string
  mails: SunkMail[]
  /** Resolves once `count` mails have arrived. */
  received(count: number): Promise<SunkMail[]>
  close(): Promise<void>
}

/** A header of a raw message, unfolded ("Reply-To", "From"); undefined when it is not there. */
export function headerOf(raw: string, name: string): string | undefined {
  const head = raw.split(/\r\n\r\n/)[0] ?? ''
  const unfolded = head.replace(/\r\n[ \t]+/g, ' ')
  const line = unfolded.split('\r\n').find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`))
  return line?.slice(name.length + 1).trim()
}

/**
 * A minimal SMTP server on the loopback that keeps what it is sent: enough of RFC 5321 for
 * nodemailer (EHLO without STARTTLS or AUTH, MAIL, RCPT, DATA, QUIT), so a test reads the headers
 * as they went on the wire.
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const mails: SunkMail[] = []
  const waiters: { count: number; resolve: (m: SunkMail[]) => void }[] = []
  const settle = () => {
    for (const w of [...waiters]) {
      if (mails.length >= w.count) {
        waiters.splice(waiters.indexOf(w), 1)
        w.resolve(mails.slice(0, w.count))
      }
    }
  }
  const sockets = new Set<Socket>()
  const server: Server = createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.setEncoding('utf8')
    let buffer = ''
    let data: string[] | null = null
    let envelope: { from: string; to: string[] } = { from: '', to: [] }
    const reply = (line: string) => socket.write(`${line}\r\n`)
    reply('220 sink ESMTP')
    socket.on('data', (chunk: string) => {
      buffer += chunk
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        if (data) {
          if (line === '.') {
            mails.push({ ...envelope, raw: data.join('\r\n') })
            data = null
            envelope = { from: '', to: [] }
            reply('250 queued')
            settle()
          } else data.push(line.startsWith('..') ? line.slice(1) : line)
          continue
        }
        const verb = line.slice(0, 4).toUpperCase()
        if (verb === 'EHLO') reply('250-sink\r\n250 8BITMIME')
        else if (verb === 'HELO') reply('250 sink')
        else if (verb === 'MAIL') {
          envelope.from = /<([^>]*)>/.exec(line)?.[1] ?? ''
          reply('250 ok')
        } else if (verb === 'RCPT') {
          envelope.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '')
          reply('250 ok')
        } else if (verb === 'DATA') {
          data = []
          reply('354 go on')
        } else if (verb === 'QUIT') {
          reply('221 bye')
          socket.end()
        } else reply('250 ok')
      }
    })
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    received(count) {
      return new Promise((resolve) => {
        waiters.push({ count, resolve })
        settle()
      })
    },
    async close() {
      for (const socket of sockets) socket.destroy()
      server.close()
      await once(server, 'close')
    },
  }
}
