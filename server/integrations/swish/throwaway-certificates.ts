import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface CertificateFiles {
  certPath: string
  keyPath: string
  cert: Buffer
  key: Buffer
}

export interface ThrowawayCertificates {
  dir: string
  /** The root both sides trust: it signed the server's certificate and the client's. */
  ca: CertificateFiles
  /** For 127.0.0.1 and localhost. */
  server: CertificateFiles
  /** The business's certificate, its common name the payee alias, as Swish issues them. */
  client: CertificateFiles
  /** A client certificate from another root, which a Swish server must refuse. */
  stranger: CertificateFiles
}

/**
 * A fresh certificate authority with a server and client certificates, made by the openssl
 * command for one test run; valid for two days.
 */
export function makeThrowawayCertificates(clientCommonName: string): ThrowawayCertificates {
  const dir = mkdtempSync(join(tmpdir(), 'swish-certs-'))
  const ca = selfSigned(dir, 'ca', 'Fake Swish Root CA')
  const server = signed(
    dir,
    'server',
    'localhost',
    ca,
    'subjectAltName=IP:127.0.0.1,DNS:localhost\nextendedKeyUsage=serverAuth',
  )
  const client = signed(dir, 'client', clientCommonName, ca, 'extendedKeyUsage=clientAuth')
  const otherRoot = selfSigned(join(dir, 'other'), 'ca', 'Someone Else Root CA')
  const stranger = signed(
    join(dir, 'other'),
    'client',
    clientCommonName,
    otherRoot,
    'extendedKeyUsage=clientAuth',
  )
  return { dir, ca, server, client, stranger }
}

function openssl(args: string[]): void {
  execFileSync('openssl', args, { stdio: ['ignore', 'ignore', 'pipe'] })
}

const EC_KEY = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes']

function files(dir: string, name: string): CertificateFiles {
  const certPath = join(dir, `${name}.pem`)
  const keyPath = join(dir, `${name}.key`)
  return {
    certPath,
    keyPath,
    get cert() {
      return readFileSync(certPath)
    },
    get key() {
      return readFileSync(keyPath)
    },
  }
}

function selfSigned(dir: string, name: string, commonName: string): CertificateFiles {
  mkdirSync(dir, { recursive: true })
  const out = files(dir, name)
  openssl([
    'req',
    '-x509',
    ...EC_KEY,
    '-keyout',
    out.keyPath,
    '-out',
    out.certPath,
    '-days',
    '2',
    '-subj',
    `/CN=${commonName}`,
  ])
  return out
}

function signed(
  dir: string,
  name: string,
  commonName: string,
  ca: CertificateFiles,
  extensions: string,
): CertificateFiles {
  const out = files(dir, name)
  const csr = join(dir, `${name}.csr`)
  const ext = join(dir, `${name}.ext`)
  writeFileSync(ext, `${extensions}\n`)
  openssl(['req', ...EC_KEY, '-keyout', out.keyPath, '-out', csr, '-subj', `/CN=${commonName}`])
  openssl([
    'x509',
    '-req',
    '-in',
    csr,
    '-CA',
    ca.certPath,
    '-CAkey',
    ca.keyPath,
    '-CAcreateserial',
    '-out',
    out.certPath,
    '-days',
    '2',
    '-extfile',
    ext,
  ])
  return out
}
