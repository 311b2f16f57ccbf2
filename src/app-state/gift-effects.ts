import { useEffect, useState } from 'react'
import { catchError, EMPTY, map, merge, mergeMap, type Observable, of, scan, timer } from 'rxjs'
import type { ChatMessage } from '../../protocol/live'
import { app } from '../streams/core/runtime'

/** One gift effect on screen: the gift line that caused it; `key` is unique per effect. */
export type GiftEffect = { key: string; line: ChatMessage }

/** How long an effect stays, and how many show at once (a burst of gifts keeps the newest). */
export const GIFT_EFFECT_MS = 3000
export const GIFT_EFFECTS_MAX = 8

/**
 * The effects on screen in a room: each gift line that arrived live (after its commit, see the live
 * writer) shows for GIFT_EFFECT_MS; history never plays.
 */
export function giftEffects$(
  played$: Observable<{ roomId: number; lines: ChatMessage[] }>,
  roomId: number,
  showMs = GIFT_EFFECT_MS,
): Observable<GiftEffect[]> {
  type Change = { add: GiftEffect } | { remove: string }
  const changes$ = played$.pipe(
    mergeMap((played) => (played.roomId === roomId ? played.lines : EMPTY)),
    mergeMap((line): Observable<Change> => {
      const effect = { key: `${line.roomId}:${line.seq}`, line }
      return merge(of({ add: effect }), timer(showMs).pipe(map(() => ({ remove: effect.key }))))
    }),
  )
  return changes$.pipe(
    scan<Change, GiftEffect[]>((shown, change) => {
      if ('remove' in change) return shown.filter((effect) => effect.key !== change.remove)
      return [...shown, change.add].slice(-GIFT_EFFECTS_MAX)
    }, []),
    catchError(() => EMPTY),
  )
}

/** The gift effects on screen in a room while mounted. */
export function useGiftEffects(roomId: number): GiftEffect[] {
  const [effects, setEffects] = useState<GiftEffect[]>([])
  useEffect(() => {
    setEffects([])
    const subscription = giftEffects$(app.bus.on('chat/gifts-played'), roomId).subscribe(setEffects)
    return () => subscription.unsubscribe()
  }, [roomId])
  return effects
}
