import { z } from 'zod'

/**
 * The proof of work that code requests and password logins carry once their soft limits are passed
 * (too many codes to one phone, too many failed passwords on one account): the server issues a random
 * `id` with a difficulty; the client finds a `nonce` such that SHA-256(`<id>:<nonce>`) starts with
 * `difficulty` zero bits. It costs a browser a fraction of a second and the server one hash; each id works once.
 */
export const challengeSchema = z.object({ id: z.string().regex(/^[0-9a-f]{32}$/), difficulty: z.number().int() })
export type Challenge = z.infer<typeof challengeSchema>

/** A solved challenge, sent with the call that asked for it. */
export const challengeAnswerSchema = z.object({
  id: z.string().regex(/^[0-9a-f]{32}$/),
  nonce: z.string().regex(/^\d{1,16}$/),
})
export type ChallengeAnswer = z.infer<typeof challengeAnswerSchema>

/** Leading zero bits the server asks for: about 2^16 hashes on average, a fraction of a second in a browser. */
export const CHALLENGE_DIFFICULTY = 16

/** The bytes that are hashed for one attempt. */
export function challengeInput(id: string, nonce: string): Uint8Array {
  return new TextEncoder().encode(`${id}:${nonce}`)
}

/** True when `digest` starts with at least `bits` zero bits. */
export function hasLeadingZeroBits(digest: Uint8Array, bits: number): boolean {
  let remaining = bits
  for (const byte of digest) {
    if (remaining <= 0) return true
    if (remaining >= 8) {
      if (byte !== 0) return false
      remaining -= 8
    } else {
      return byte >> (8 - remaining) === 0
    }
  }
  return remaining <= 0
}

/** Tries between two yields to the event loop, so a page stays responsive while it solves. */
const ATTEMPTS_PER_SLICE = 4096

/**
 * Finds a nonce by trying 0, 1, 2… with a synchronous `sha256` (protocol/sha256.ts in the browser,
 * node:crypto on the server), yielding to the event loop between slices of attempts.
 */
export async function solveChallenge(
  challenge: Challenge,
  sha256: (data: Uint8Array) => Uint8Array,
): Promise<ChallengeAnswer> {
  for (let n = 0; ; n++) {
    const nonce = String(n)
    if (hasLeadingZeroBits(sha256(challengeInput(challenge.id, nonce)), challenge.difficulty)) {
      return { id: challenge.id, nonce }
    }
    if (n % ATTEMPTS_PER_SLICE === ATTEMPTS_PER_SLICE - 1) await new Promise((resolve) => setTimeout(resolve, 0))
  }
}
