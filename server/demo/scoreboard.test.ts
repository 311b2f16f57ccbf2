import { describe, expect, it } from 'vitest'
import { type ScoreboardMatch, scoreboardFor } from './scoreboard'

const KICK_OFF = Date.UTC(2026, 10, 29, 12) // 20:00 in Beijing

function match(fields: Partial<ScoreboardMatch>): ScoreboardMatch {
  return {
    gameId: 202,
    home: '阿森纳',
    guest: '切尔西',
    bestOf: 1,
    startTime: KICK_OFF,
    status: 'live',
    phase: 'firstHalf',
    period: 1,
    clock: 0,
    homeScore: 0,
    guestScore: 0,
    ...fields,
  }
}

describe('a demo room’s scoreboard', () => {
  it('shows a football match’s score and minute, added time included', () => {
    expect(scoreboardFor(match({ homeScore: 2, guestScore: 1, clock: 22 * 60 + 10 }), '足球')).toEqual({
      score: '阿森纳  2 : 1  切尔西',
      status: "上半场 23'",
    })
    expect(scoreboardFor(match({ phase: 'secondHalf', period: 2, clock: 46 * 60 }), '足球').status).toBe("下半场 90+2'")
    expect(scoreboardFor(match({ phase: 'halfTime', clock: 47 * 60 }), '足球').status).toBe('中场休息')
  })

  it('names the game, the map or the quarter, with the series for esports', () => {
    const lol = { gameId: 1, home: 'T1', guest: 'GEN', bestOf: 5, phase: 'inGame' as const, period: 3 }
    expect(scoreboardFor(match({ ...lol, homeScore: 2, guestScore: 0 }), '英雄联盟')).toEqual({
      score: 'T1  2 : 0  GEN',
      status: '第3局 · BO5',
    })
    expect(scoreboardFor(match({ ...lol, phase: 'bp' }), '英雄联盟').status).toBe('BP阶段 · BO5')
    expect(scoreboardFor(match({ gameId: 2, phase: 'round', period: 2, bestOf: 3 }), 'CS:GO').status).toBe(
      '第2图 · BO3',
    )
    expect(scoreboardFor(match({ gameId: 201, phase: 'quarter', period: 4, bestOf: 1 }), '篮球').status).toBe('第4节')
  })

  it('announces an upcoming match with its Beijing kick-off, and a room with none waits', () => {
    expect(scoreboardFor(match({ status: 'notStarted', phase: 'scheduled', period: 0 }), '足球')).toEqual({
      score: '阿森纳  vs  切尔西',
      status: '即将开始 20:00',
    })
    expect(scoreboardFor(null, '篮球')).toEqual({ score: '篮球赛事闲聊', status: '等待下一场比赛' })
  })
})
