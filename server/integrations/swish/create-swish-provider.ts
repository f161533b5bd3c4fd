import type { SwishConfig } from '../../config.ts'
import { ledgerFor, type SimulatorLedger } from '../simulator-ledger.ts'
import { readSwishCertificates, swishCommerceApi } from './swish-commerce-api.ts'
import type { SwishProvider } from './swish-provider.ts'
import { swishSimulator } from './swish-simulator.ts'

/** The Swish Commerce API when a certificate is configured, otherwise the embedded simulator. */
export function createSwishProvider(
  config: SwishConfig,
  options: { ledger?: SimulatorLedger } = {},
): SwishProvider {
  if (config.kind === 'simulator') {
    return swishSimulator({ delayMs: config.delayMs, ledger: options.ledger ?? ledgerFor(config.redisUrl) })
  }
  return swishCommerceApi({
    apiUrl: config.apiUrl,
    payeeAlias: config.payeeAlias,
    ...readSwishCertificates(config),
    passphrase: config.passphrase,
  })
}
