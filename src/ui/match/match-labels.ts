import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { gameById } from '../../../protocol/games'
import type { Incident, IncidentKind, Match } from '../../../protocol/match'
import { footballMinute } from '../../../protocol/match-clock'

type PhaseFields = Pick<Match, 'status' | 'phase' | 'period' | 'gameId'> & Partial<Pick<Match, 'lobby'>>

/** What one period of the game is called: a map in CS:GO, a round in battle royale, a game otherwise. */
function periodLabel(match: PhaseFields, i18n: I18n): string {
  const period = match.period
  const kind = gameById(match.gameId)?.kind
  if (match.gameId === 2) return i18n._(msg`第${period}图`)
  if (kind === 'battleRoyale') {
    // Round N of M when the lobby says how many rounds the match plays.
    const rounds = match.lobby?.rounds
    return rounds ? i18n._(msg`第${period}/${rounds}轮`) : i18n._(msg`第${period}轮`)
  }
  return i18n._(msg`第${period}局`)
}

/** The localized phase of a match: 上半场, 中场休息, 第3节, BP阶段, 第2局, 已结束 … */
export function phaseLabel(match: PhaseFields, i18n: I18n): string {
  const period = match.period
  switch (match.phase) {
    case 'scheduled':
      return i18n._(msg`未开始`)
    case 'firstHalf':
      return i18n._(msg`上半场`)
    case 'halfTime':
      return i18n._(msg`中场休息`)
    case 'secondHalf':
      return i18n._(msg`下半场`)
    case 'extraTime':
      return i18n._(msg`加时赛`)
    case 'penalties':
      return i18n._(msg`点球大战`)
    case 'quarter':
      return i18n._(msg`第${period}节`)
    case 'overtime':
      return i18n._(msg`加时`)
    case 'bp':
      return i18n._(msg`BP阶段`)
    case 'inGame':
    case 'round':
      return periodLabel(match, i18n)
    case 'betweenGames':
      return i18n._(msg`局间休息`)
    case 'ended':
      return i18n._(msg`已结束`)
    case 'postponed':
      return i18n._(msg`推迟`)
    case 'cancelled':
      return i18n._(msg`取消`)
  }
}

/** The status word of a match: not started, live (进行中) or ended. */
export function statusLabel(match: Pick<Match, 'status'>, i18n: I18n): string {
  switch (match.status) {
    case 'notStarted':
      return i18n._(msg`未开始`)
    case 'live':
      return i18n._(msg`进行中`)
    case 'closed':
      return i18n._(msg`已结束`)
  }
}

const INCIDENT_NAMES: Record<IncidentKind, MessageDescriptor> = {
  goal: msg`进球`,
  ownGoal: msg`乌龙球`,
  penaltyGoal: msg`点球破门`,
  penaltyMissed: msg`点球未进`,
  yellowCard: msg`黄牌`,
  redCard: msg`红牌`,
  corner: msg`角球`,
  substitution: msg`换人`,
  kill: msg`击杀`,
  tower: msg`推塔`,
  dragon: msg`小龙`,
  baron: msg`大龙`,
  roshan: msg`肉山`,
  roundWon: msg`赢下回合`,
  mapWon: msg`赢下地图`,
  gameWon: msg`赢下本局`,
  basket: msg`得分`,
  elimination: msg`淘汰`,
  pick: msg`选用`,
  ban: msg`禁用`,
}

/** The localized name of an incident kind: 进球, 黄牌, 击杀, 推塔 … */
export function incidentLabel(kind: IncidentKind, i18n: I18n): string {
  return i18n._(INCIDENT_NAMES[kind])
}

/** When in the match an incident happened: the minute in football, the period and clock otherwise. */
export function incidentTime(incident: Pick<Incident, 'period' | 'clock'>, gameId: number, i18n: I18n): string {
  const minutes = Math.floor(incident.clock / 60)
  const seconds = String(incident.clock % 60).padStart(2, '0')
  if (gameId === 202) return footballMinute(incident.period, incident.clock)
  if (gameId === 201) return i18n._(msg`第${incident.period}节 ${minutes}:${seconds}`)
  return `${periodLabel({ ...PERIOD_ONLY, period: incident.period, gameId }, i18n)} ${minutes}:${seconds}`
}

const PERIOD_ONLY = { status: 'live', phase: 'inGame' } as const
