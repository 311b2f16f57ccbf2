import { beijingClock } from '../../protocol/calendar'
import { type GameKind, gameById } from '../../protocol/games'
import type { MatchLiveState } from '../../protocol/match'
import { footballMinute } from '../../protocol/match-clock'

// What a demo room's picture shows: the linked match's scoreboard, as a broadcast's score bug would, redrawn
// at each look at the room. The picture is one for every viewer, so its words are the portal's default
// language (zh_CN), like the room titles the demo anchors write.

export type ScoreboardMatch = Pick<
  MatchLiveState,
  'status' | 'phase' | 'period' | 'clock' | 'homeScore' | 'guestScore'
> & { gameId: number; home: string; guest: string; bestOf: number; startTime: number }

export type Scoreboard = {
  /** The big middle line: "T1  2 : 1  GEN.G", or "T1  vs  GEN.G" before the start. */
  score: string
  /** The line under it: the period and the clock, the series, or when the match starts. */
  status: string
}

const PHASES: Partial<Record<MatchLiveState['phase'], string>> = {
  bp: 'BP阶段',
  halfTime: '中场休息',
  betweenGames: '局间休息',
  penalties: '点球大战',
  overtime: '加时',
  ended: '已结束',
  postponed: '推迟',
  cancelled: '取消',
}

/** Football's running periods, shown with the match minute. */
const HALVES = { firstHalf: '上半场', secondHalf: '下半场', extraTime: '加时赛' } as const

/** Each game kind's backdrop behind the scoreboard: a pitch, a court, an arena at night. */
export const BACKDROPS: Record<GameKind, string> = {
  football: '0x14532d',
  basketball: '0x7c2d12',
  moba: '0x172554',
  fps: '0x1f2937',
  battleRoyale: '0x3f3f46',
}

/** The score bug for `match`, or the waiting card of a room with no match in its window. */
export function scoreboardFor(match: ScoreboardMatch | null, gameName: string): Scoreboard {
  if (!match) return { score: `${gameName}赛事闲聊`, status: '等待下一场比赛' }
  if (match.status === 'notStarted') {
    return { score: `${match.home}  vs  ${match.guest}`, status: `即将开始 ${beijingClock(match.startTime)}` }
  }
  const score = `${match.home}  ${match.homeScore} : ${match.guestScore}  ${match.guest}`
  return { score, status: statusLine(match) }
}

function statusLine(match: ScoreboardMatch): string {
  const kind = gameById(match.gameId)?.kind
  const series = match.bestOf > 1 ? ` · BO${match.bestOf}` : ''
  const named = PHASES[match.phase]
  if (named) return `${named}${kind === 'moba' || kind === 'fps' ? series : ''}`
  switch (match.phase) {
    case 'firstHalf':
    case 'secondHalf':
    case 'extraTime':
      return `${HALVES[match.phase]} ${footballMinute(match.period, match.clock)}`
    case 'quarter':
      return `第${match.period}节`
    default:
      if (kind === 'fps') return `第${match.period}图${series}`
      if (kind === 'battleRoyale') return `第${match.period}轮`
      return `第${match.period}局${series}`
  }
}
