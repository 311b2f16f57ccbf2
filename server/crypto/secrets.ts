import { createHash, randomBytes, randomInt } from 'node:crypto'

/** A bearer secret: 256 random bits, base64url. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url')
}

/** How secrets are stored: only their SHA-256, so a database leak does not leak live sessions. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex')
}

/** A 6-digit verification code from the CSPRNG, leading zeros kept. */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}
