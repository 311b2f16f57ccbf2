import { describe, expect, it } from 'vitest'
import { GAMES } from '../../protocol/games'
import { LIVE_LIMITS } from '../../protocol/live'
import { findContentViolation } from '../chat/content-rules'
import { DEMO_STREAMS_MAX } from '../config'
import { chatLines, DEMO_ANCHORS, DEMO_VIEWERS, GAME_TERMS } from './cast'
import { pickGift, pickLine, pickSpeaker } from './choices'
import { parseFilterList } from './ffmpeg-features'

/** A fixed sequence in [0, 1), so the dice are reproducible. */
function sequence(...values: number[]) {
  let i = 0
  return () => values[i++ % values.length] ?? 0
}

describe('the demo cast', () => {
  it('has an anchor for every room DEMO_STREAMS may ask for, each name marked as a demo', () => {
    expect(DEMO_ANCHORS.length).toBeGreaterThanOrEqual(DEMO_STREAMS_MAX)
    for (const name of [...DEMO_ANCHORS.map((anchor) => anchor.username), ...DEMO_VIEWERS]) {
      expect(name).toContain('演示')
    }
    expect(new Set(DEMO_ANCHORS.map((anchor) => anchor.username)).size).toBe(DEMO_ANCHORS.length)
  })

  it('says only lines the chat accepts: short, no contact details, no adverts', () => {
    const teams = { home: 'T1', guest: '皇家马德里' }
    for (const { gameId } of GAMES) {
      for (const template of chatLines(gameId)) {
        const line = template.replace('{home}', teams.home).replace('{guest}', teams.guest)
        expect([...line].length).toBeLessThanOrEqual(LIVE_LIMITS.chatTextMax)
        expect({ line, violation: findContentViolation(line) }).toEqual({ line, violation: null })
      }
    }
  })

  it("speaks each game's own words, and never another game's (no 大龙 in a Dota 2 room)", () => {
    for (const { gameId, slug } of GAMES) {
      const mine = GAME_TERMS[gameId]
      const lines = chatLines(gameId)
      expect(
        mine.some((term) => lines.some((line) => line.includes(term))),
        `${slug} has lines in its own words`,
      ).toBe(true)
      const foreign = Object.values(GAME_TERMS)
        .flat()
        .filter((term) => !mine.includes(term))
      for (const line of lines) {
        expect({ slug, line, foreign: foreign.filter((term) => line.includes(term)) }).toEqual({
          slug,
          line,
          foreign: [],
        })
      }
    }
  })
})

describe('the dice', () => {
  it('never repeats the previous line or speaker back to back', () => {
    const random = sequence(0, 0, 0.5)
    const first = pickLine(202, null, null, random)
    expect(pickLine(202, null, first, random)).not.toBe(first)
    const viewers = [{ id: 1 }, { id: 2 }]
    expect(pickSpeaker(viewers, 1, sequence(0)).id).toBe(2)
  })

  it('fills match lines with the linked teams', () => {
    // 0.1 < 0.25 chooses a line about the match, then the first of them.
    expect(pickLine(1, { home: 'T1', guest: 'GEN' }, null, sequence(0.1, 0))).toBe('T1加油！')
  })

  it('mostly sends small gifts', () => {
    expect(pickGift(sequence(0))).toEqual({ giftId: 'heart', count: 1 })
    expect(pickGift(sequence(0.999))).toEqual({ giftId: 'rocket', count: 1 })
  })
})

describe('parseFilterList', () => {
  it('reads the names out of `ffmpeg -filters`', () => {
    const output = [
      'Filters:',
      '  T.. = Timeline support',
      ' ... = Slice threading',
      ' T.C drawtext          V->V       Draw text on top of video frames using libfreetype library.',
      ' ... testsrc2          |->V       Generate another test pattern.',
      ' ... sine              |->A       Generate sine wave audio signal.',
    ].join('\n')
    expect([...parseFilterList(output)].sort()).toEqual(['drawtext', 'sine', 'testsrc2'])
  })
})
