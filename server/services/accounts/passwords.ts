import { hash, verify } from '@node-rs/argon2'

// argon2id with the OWASP minimum (19 MiB, 2 passes); @node-rs/argon2 defaults to argon2id.
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 }

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS)
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}

/** Verifying against this keeps a login for an unknown mail as slow as one for a known mail. */
export const DUMMY_HASH_PROMISE = hashPassword('not-a-real-password')
