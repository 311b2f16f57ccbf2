import type { ChallengeAnswer } from '../../../protocol/challenge'
import { solveChallenge } from '../../../protocol/challenge'
import { ERROR_CODES } from '../../../protocol/constants'
import { sha256 } from '../../../protocol/sha256'
import type { ApiClient } from '../../api/client'
import { ApiError } from '../../api/errors'

/**
 * Runs a call that the server may answer with errorCode 4290 (too many codes to one phone, too many failed
 * passwords on one account): then asks for a challenge, solves it here and sends the call once more with
 * it. The user sees no difference but a short wait.
 */
export async function withChallenge<T>(
  api: ApiClient,
  call: (challenge: ChallengeAnswer | undefined) => Promise<T>,
): Promise<T> {
  try {
    return await call(undefined)
  } catch (error) {
    if (!(error instanceof ApiError) || error.errorCode !== ERROR_CODES.challengeRequired) throw error
  }
  const challenge = await api.call('loginChallenge', {})
  return call(await solveChallenge(challenge, sha256))
}
