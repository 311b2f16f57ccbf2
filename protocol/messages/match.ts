import type { MessageDescriptor } from '../messages'

// Messages of the match calls that the server answers in the request's `lan`. Handlers throw
// them as CallError; ids are explicit so catalogs and the server's lookup agree.

export const dateRangeInverted: MessageDescriptor = /*i18n*/ {
  id: 'validation.match.dateRangeInverted',
  message: '结束日期不能早于开始日期',
}

export const dateRangeTooLong: MessageDescriptor = /*i18n*/ {
  id: 'validation.match.dateRangeTooLong',
  message: '日期范围不能超过31天',
}

export const leagueNotFound: MessageDescriptor = /*i18n*/ {
  id: 'error.league.notFound',
  message: '联赛不存在',
}

export const leagueOfOtherGame: MessageDescriptor = /*i18n*/ {
  id: 'validation.league.otherGame',
  message: '该联赛不属于所选游戏',
}

export const notASportsGame: MessageDescriptor = /*i18n*/ {
  id: 'validation.sports.notSport',
  message: '体育接口只支持篮球和足球',
}

export const tooManyFollows: MessageDescriptor = /*i18n*/ {
  id: 'error.attention.tooMany',
  message: '关注的比赛已达上限',
}

export const teamNotFound: MessageDescriptor = /*i18n*/ {
  id: 'error.team.notFound',
  message: '战队不存在',
}

export const playerNotFound: MessageDescriptor = /*i18n*/ {
  id: 'error.player.notFound',
  message: '选手不存在',
}

export const headToHeadSameTeam: MessageDescriptor = /*i18n*/ {
  id: 'validation.headToHead.sameTeam',
  message: '请选择另一支战队进行对比',
}
