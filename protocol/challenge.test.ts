import { createHash, randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { hasLeadingZeroBits, solveChallenge } from './challenge'
import { sha256 } from './sha256'

const nodeSha256 = (data: Uint8Array) => createHash('sha256').update(data).digest()

describe('proof-of-work challenge', () => {
  it('hashes as node:crypto does, across block boundaries', () => {
    for (const length of [0, 1, 55, 56, 63, 64, 65, 119, 120, 200]) {
      const data = randomBytes(length)
      expect(Buffer.from(sha256(data)).toString('hex')).toBe(nodeSha256(data).toString('hex'))
    }
  })

  it('counts leading zero bits', () => {
    expect(hasLeadingZeroBits(new Uint8Array([0, 0x0f, 0xff]), 12)).toBe(true)
    expect(hasLeadingZeroBits(new Uint8Array([0, 0x0f, 0xff]), 13)).toBe(false)
    expect(hasLeadingZeroBits(new Uint8Array([0x80]), 0)).toBe(true)
    expect(hasLeadingZeroBits(new Uint8Array([0x7f]), 1)).toBe(true)
    expect(hasLeadingZeroBits(new Uint8Array([0x7f]), 2)).toBe(false)
  })

  it('finds a nonce the server accepts', async () => {
    const challenge = { id: randomBytes(16).toString('hex'), difficulty: 12 }
    const answer = await solveChallenge(challenge, sha256)
    const digest = nodeSha256(new TextEncoder().encode(`${answer.id}:${answer.nonce}`))
    expect(hasLeadingZeroBits(digest, 12)).toBe(true)
  })
})
