import { createSocket } from 'node:dgram'
import type { AddressInfo } from 'node:net'

/**
 * A tiny authoritative DNS server over UDP for tests: answers A, CNAME and TXT questions from a table
 * the test changes as it goes (RFC 1035 message format; no compression in questions, pointers to
 * the question name in answers).
 */
export interface LocalDnsServer {
  /** host:port to give a resolver. */
  address: string
  /** name -> records; names without a trailing dot, lower case. */
  records: Map<string, { a?: string[]; cname?: string; txt?: string[] }>
  queries: { name: string; type: number }[]
  close(): Promise<void>
}

const TYPE_A = 1
const TYPE_CNAME = 5
const TYPE_TXT = 16

function readName(msg: Buffer, offset: number): { name: string; next: number } {
  const labels: string[] = []
  let at = offset
  for (;;) {
    const len = msg[at] ?? 0
    if (len === 0) return { name: labels.join('.'), next: at + 1 }
    labels.push(msg.subarray(at + 1, at + 1 + len).toString('ascii'))
    at += 1 + len
  }
}

function encodeName(name: string): Buffer {
  const parts = name.split('.').filter(Boolean)
  return Buffer.concat([
    ...parts.map((p) => Buffer.concat([Buffer.from([p.length]), Buffer.from(p, 'ascii')])),
    Buffer.from([0]),
  ])
}

function record(type: number, data: Buffer): Buffer {
  const head = Buffer.alloc(12)
  head.writeUInt16BE(0xc00c, 0) // pointer to the question's name
  head.writeUInt16BE(type, 2)
  head.writeUInt16BE(1, 4) // IN
  head.writeUInt32BE(60, 6) // TTL
  head.writeUInt16BE(data.length, 10)
  return Buffer.concat([head, data])
}

export async function startLocalDnsServer(): Promise<LocalDnsServer> {
  const records: LocalDnsServer['records'] = new Map()
  const queries: LocalDnsServer['queries'] = []
  const socket = createSocket('udp4')
  socket.on('message', (msg, from) => {
    if (msg.length < 12) return
    const { name, next } = readName(msg, 12)
    const type = msg.readUInt16BE(next)
    const question = msg.subarray(12, next + 4)
    const lower = name.toLowerCase()
    queries.push({ name: lower, type })
    const entry = records.get(lower)
    const answers: Buffer[] = []
    if (entry?.cname && (type === TYPE_CNAME || type === TYPE_A)) {
      answers.push(record(TYPE_CNAME, encodeName(entry.cname)))
    } else if (type === TYPE_A) {
      for (const ip of entry?.a ?? []) answers.push(record(TYPE_A, Buffer.from(ip.split('.').map(Number))))
    } else if (type === TYPE_TXT) {
      // One character-string per value (each under 256 bytes here).
      for (const text of entry?.txt ?? []) {
        const bytes = Buffer.from(text, 'ascii')
        answers.push(record(TYPE_TXT, Buffer.concat([Buffer.from([bytes.length]), bytes])))
      }
    }
    const header = Buffer.alloc(12)
    msg.copy(header, 0, 0, 2) // id
    // QR, opcode 0, AA, RD copied; RA; rcode 0 or NXDOMAIN (3) for an unknown name.
    header.writeUInt16BE(0x8400 | (msg.readUInt16BE(2) & 0x0100) | 0x0080 | (entry ? 0 : 3), 2)
    header.writeUInt16BE(1, 4)
    header.writeUInt16BE(answers.length, 6)
    socket.send(Buffer.concat([header, question, ...answers]), from.port, from.address)
  })
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve))
  const { port } = socket.address() as AddressInfo
  return {
    address: `127.0.0.1:${port}`,
    records,
    queries,
    close: () => new Promise((resolve) => socket.close(() => resolve())),
  }
}
