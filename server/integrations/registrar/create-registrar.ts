import type { RegistrarConfig } from '../../config.ts'
import { nameComRegistrar } from './namecom-registrar.ts'
import type { Registrar } from './registrar.ts'
import { registrarSimulator } from './registrar-simulator.ts'

/** Name.com when its credentials are configured, otherwise the embedded simulator. */
export function createRegistrar(config: RegistrarConfig, clock: () => Date = () => new Date()): Registrar {
  if (config.kind === 'simulator') return registrarSimulator(clock)
  return nameComRegistrar({
    apiUrl: config.apiUrl,
    username: config.username,
    token: config.token,
    maxPriceUsd: config.maxPriceUsd,
  })
}
