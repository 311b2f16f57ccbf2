import { describe, expect, it } from 'vitest'
import { TIMELINE_PAGE_SIZE } from '../../../protocol/calls/match'
import type { MatchEvent } from '../../../protocol/match'
import type { ApiClient } from '../../api/client'
import { fetchTimeline } from './timeline'

/** A server holding `count` events of one match, answering pages as GET /match/timeline does. */
function serverOf(count: number) {
  const asked: number[] = []
  const api = {
    call: async (_name: string, input: { afterSeq: number }) => {
      asked.push(input.afterSeq)
      const from = input.afterSeq + 1
      const to = Math.min(count, input.afterSeq + TIMELINE_PAGE_SIZE)
      return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => ({ seq: from + i }) as MatchEvent)
    },
  } as unknown as ApiClient
  return { api, asked }
}

describe('fetchTimeline', () => {
  it('pages through a long timeline, each page after the last seq', async () => {
    const { api, asked } = serverOf(TIMELINE_PAGE_SIZE * 2 + 5)
    const events = await fetchTimeline(api, 'm1', 0, new AbortController().signal)
    expect(events.map((e) => e.seq)).toEqual(Array.from({ length: TIMELINE_PAGE_SIZE * 2 + 5 }, (_, i) => i + 1))
    expect(asked).toEqual([0, TIMELINE_PAGE_SIZE, TIMELINE_PAGE_SIZE * 2])
  })

  it('asks once when the first page is short, and from the gap it was given', async () => {
    const { api, asked } = serverOf(10)
    expect((await fetchTimeline(api, 'm1', 7, new AbortController().signal)).map((e) => e.seq)).toEqual([8, 9, 10])
    expect(asked).toEqual([7])
  })
})
