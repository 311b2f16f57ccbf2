import { describe, expect, it } from 'vitest'
import { LIVE_LIMITS } from '../../protocol/live'
import { DEMO_ANCHORS } from './cast'
import { type MatchCandidate, pickMatch, titleFor } from './matches'

const NOW = Date.UTC(2025, 0, 1, 12)
const MINUTE = 60_000

function match(id: string, gameId: number, status: MatchCandidate['status'], startOffsetMin: number): MatchCandidate {
  const started = status === 'live'
  return {
    id,
    gameId,
    status,
    startTime: NOW + startOffsetMin * MINUTE,
    home: `${id}主`,
    guest: `${id}客`,
    bestOf: 1,
    phase: started ? 'inGame' : 'scheduled',
    period: started ? 1 : 0,
    clock: 0,
    homeScore: 0,
    guestScore: 0,
  }
}

const lolRoom = { matchId: null, homeGameId: 1 }
const none = new Set<string>()

describe('pickMatch', () => {
  it('keeps the linked match while it is in progress, even when others are newer', () => {
    const candidates = [match('a', 1, 'live', -90), match('b', 1, 'live', -5)]
    expect(pickMatch({ ...lolRoom, matchId: 'a' }, candidates, none, NOW)?.id).toBe('a')
  })

  it('re-links to the latest started live match of the room game when the linked one is gone', () => {
    const candidates = [match('old', 1, 'live', -80), match('new', 1, 'live', -10), match('foot', 202, 'live', -1)]
    expect(pickMatch({ ...lolRoom, matchId: 'ended' }, candidates, none, NOW)?.id).toBe('new')
  })

  it('spreads rooms: a match another demo room covers is taken only when nothing else is live', () => {
    const candidates = [match('a', 1, 'live', -10), match('b', 1, 'live', -30)]
    expect(pickMatch(lolRoom, candidates, new Set(['a']), NOW)?.id).toBe('b')
    expect(pickMatch(lolRoom, candidates, new Set(['a', 'b']), NOW)?.id).toBe('a')
  })

  it("never leaves the anchor's game: with nothing of it live, one of it about to start, else none", () => {
    const candidates = [
      match('cs', 2, 'live', -3),
      match('foot', 202, 'live', -20),
      match('lol-soon', 1, 'notStarted', 20),
    ]
    expect(pickMatch(lolRoom, candidates, none, NOW)?.id).toBe('lol-soon')
    expect(pickMatch({ matchId: null, homeGameId: 201 }, candidates, none, NOW)).toBeNull()
    // A room linked to another game's match (an older version let rooms wander) comes back to its own.
    expect(pickMatch({ matchId: 'cs', homeGameId: 1 }, candidates, none, NOW)?.id).toBe('lol-soon')
  })

  it('prefers a live match of its game to an upcoming one, even when linked to the upcoming one', () => {
    const candidates = [match('soon', 1, 'notStarted', 10), match('on', 1, 'live', -10)]
    expect(pickMatch({ ...lolRoom, matchId: 'soon' }, candidates, none, NOW)?.id).toBe('on')
  })

  it('without live matches, picks one of its game starting within the hour, else none', () => {
    const candidates = [
      match('foot-soon', 202, 'notStarted', 5),
      match('lol-later', 1, 'notStarted', 40),
      match('lol-far', 1, 'notStarted', 61),
    ]
    expect(pickMatch(lolRoom, candidates, none, NOW)?.id).toBe('lol-later')
    expect(pickMatch({ ...lolRoom, matchId: 'foot-soon' }, candidates, none, NOW)?.id).toBe('lol-later')
    expect(pickMatch(lolRoom, [match('lol-far', 1, 'notStarted', 61)], none, NOW)).toBeNull()
    expect(pickMatch(lolRoom, [], none, NOW)).toBeNull()
  })
})

describe('titleFor', () => {
  const [deer] = DEMO_ANCHORS
  if (!deer) throw new Error('no demo anchors')

  it("fills the anchor's template with the teams", () => {
    expect(titleFor(deer, match('x', 1, 'live', 0), 1)).toBe('x主 vs x客 小鹿陪你看')
  })

  it('falls back to "home vs guest" within the title limit when the names are long', () => {
    const long = { ...match('x', 1, 'live', 0), home: '甲'.repeat(20), guest: '乙'.repeat(20) }
    const title = titleFor(deer, long, 1)
    expect([...title]).toHaveLength(LIVE_LIMITS.titleMax)
    expect(title.startsWith(`${'甲'.repeat(20)} vs `)).toBe(true)
  })

  it('names the game when no match is linked', () => {
    expect(titleFor(deer, null, 202)).toBe('足球赛事闲聊')
  })
})
