import { MESSAGES } from '../../../protocol/messages'
import { CallError } from '../../http/call-error'
import { detailOf, matchById } from '../../matches/read'
import type { Handler } from '../handler'

export const matchDetail: Handler<'matchDetail'> = async ({ matchId }, { db }) => {
  const [match, detail] = await Promise.all([matchById(db, matchId), detailOf(db, matchId)])
  if (!match) throw new CallError(404, MESSAGES.matchNotFound)
  return { ...match, detail }
}
