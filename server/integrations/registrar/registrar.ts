export interface RegistrationOptions {
  years: number
  /** Our payment reference: the same reference never registers or renews twice. */
  reference: string
}

/** A domain registrar: the real adapter (Name.com API v4) or the embedded simulator. */
export interface Registrar {
  readonly simulated: boolean
  isAvailable(domain: string): Promise<boolean>
  /** Registers the domain for us; `expiresAt` is ISO 8601. */
  register(domain: string, options: RegistrationOptions): Promise<{ expiresAt: string }>
  renew(domain: string, options: RegistrationOptions): Promise<{ expiresAt: string }>
}

/** The registrar refused or failed a call; `status` is its HTTP status when it answered. */
export class RegistrarError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message)
    this.name = 'RegistrarError'
  }
}
