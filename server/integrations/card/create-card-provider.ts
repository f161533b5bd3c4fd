import type { CardConfig } from '../../config.ts'
import { ledgerFor, type SimulatorLedger } from '../simulator-ledger.ts'
import type { CardProvider } from './card-provider.ts'
import { cardSimulator } from './card-simulator.ts'
import { stripeCardProvider } from './stripe-card-provider.ts'

/** Stripe when its keys are configured, otherwise the embedded card simulator. */
export function createCardProvider(
  config: CardConfig,
  options: { ledger?: SimulatorLedger } = {},
): CardProvider {
  if (config.kind === 'simulator')
    return cardSimulator({ ledger: options.ledger ?? ledgerFor(config.redisUrl) })
  return stripeCardProvider(config)
}
