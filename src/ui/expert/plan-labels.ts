import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { PlanResult, PlanStatus, PlayLevel, PlayType, Prediction } from '../../../protocol/experts'
import { gameById } from '../../../protocol/games'

// The words of plans: plays, picks, statuses and results, in the user's language.

const PLAY_TYPES: Record<PlayType, MessageDescriptor> = {
  winDrawWin: msg`胜平负`,
  moneyline: msg`胜负`,
  seriesWinner: msg`胜负（地图/系列赛）`,
  handicap: msg`让球/让分`,
  mapHandicap: msg`地图让分`,
  overUnder: msg`大小分`,
  totalMaps: msg`总地图数`,
}

const LEVELS: Record<PlayLevel, MessageDescriptor> = { full: msg`全场`, first: msg`首节/上半场/第一局` }

const STATUSES: Record<PlanStatus, MessageDescriptor> = {
  underReview: msg`审核中`,
  published: msg`已发布`,
  refused: msg`未通过`,
  offSale: msg`已下架`,
  deleted: msg`已删除`,
}

const RESULTS: Record<PlanResult, MessageDescriptor> = {
  pending: msg`待开奖`,
  hit: msg`红`,
  miss: msg`黑`,
  void: msg`走水`,
}

export const playTypeLabel = (type: PlayType, i18n: I18n) => i18n._(PLAY_TYPES[type])
export const levelLabel = (level: PlayLevel, i18n: I18n) => i18n._(LEVELS[level])
export const statusLabel = (status: PlanStatus, i18n: I18n) => i18n._(STATUSES[status])
export const resultLabel = (result: PlanResult, i18n: I18n) => i18n._(RESULTS[result])

/** The first-period level's name for one game: 上半场 for football, 第一节 for basketball, 第一局 for esports. */
export function firstPeriodLabel(gameId: number, i18n: I18n): string {
  const kind = gameById(gameId)?.kind
  if (kind === 'football') return i18n._(msg`上半场`)
  if (kind === 'basketball') return i18n._(msg`第一节`)
  return i18n._(msg`第一局`)
}

const signed = (line: number) => (line > 0 ? `+${line}` : String(line))

/** A prediction in words: "主胜", "客队 +1.5", "大于 2.5" …, with the teams' names. */
export function predictionText(
  prediction: Prediction,
  teams: { homeName: string; guestName: string },
  i18n: I18n,
): string {
  const { pick, line } = prediction
  if (pick === 'draw') return i18n._(msg`平局`)
  if (pick === 'over' || pick === 'under') {
    const value = String(line ?? '')
    return pick === 'over' ? i18n._(msg`大于 ${value}`) : i18n._(msg`小于 ${value}`)
  }
  const team = pick === 'home' ? teams.homeName : teams.guestName
  if (line === null) return i18n._(msg`${team} 胜`)
  const teamLine = signed(pick === 'home' ? line : -line)
  return `${team} ${teamLine}`
}

/** The picks a play offers, in words, for the plan form. */
export function pickChoiceLabel(
  pick: Prediction['pick'],
  teams: { homeName: string; guestName: string },
  i18n: I18n,
): string {
  if (pick === 'home') return i18n._(msg`主队（${teams.homeName}）`)
  if (pick === 'guest') return i18n._(msg`客队（${teams.guestName}）`)
  if (pick === 'draw') return i18n._(msg`平局`)
  return pick === 'over' ? i18n._(msg`大`) : i18n._(msg`小`)
}
