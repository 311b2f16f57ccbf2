import { Dexie, type PromiseExtended } from 'dexie'
import { type ChatMessage, LIVE_LIMITS } from '../../../protocol/live'
import type { ScorecastDB } from '../../db/database'
import type { ChatRow } from '../../db/live-rows'

/** Chat lines of one room gathered from a batch: each seq once, and whether any copy came by socket. */
export type IncomingChat = Map<number, { message: ChatMessage; live: boolean }>

export type ChatOutcome = {
  /** The first missing stretch among lines that arrived live: lines after `afterSeq` must be fetched. */
  gapAfter: number | null
  /** Gift lines stored for the first time that arrived live: their effect plays. */
  liveGifts: ChatMessage[]
}

/** A line a moderator removed keeps its place (seq) but not its words, as the server's history sends it. */
export function blanked(row: ChatRow): ChatRow {
  return { ...row, text: '', params: null }
}

function isBlankedChat(row: ChatRow): boolean {
  return row.kind === 'chat' && row.text === ''
}

const roomRange = (roomId: number) => [[roomId, Dexie.minKey] as const, [roomId, Dexie.maxKey] as const] as const

/**
 * Stores one room's incoming lines inside the caller's transaction: idempotent by [roomId+seq] (a line
 * already stored unchanged is not written again, a removed one stays blank), 'removal' lines blank the
 * lines they list, and only the newest LIVE_LIMITS.chatHistoryKept seqs are kept. A gap is reported only
 * for lines that came live after lines the cache already holds: a first visit's history is fetched whole.
 * A chain of Dexie's promises, not an async function: the caller's transaction scope follows only Dexie's own.
 */
export function applyRoomChat(db: ScorecastDB, roomId: number, incoming: IncomingChat): PromiseExtended<ChatOutcome> {
  const [low, high] = roomRange(roomId)
  const seqs = [...incoming.keys()].sort((a, b) => a - b)
  return Dexie.Promise.all([
    db.chat.where('[roomId+seq]').between(low, high).last(),
    db.chat.bulkGet(seqs.map((seq): [number, number] => [roomId, seq])),
  ]).then(([newestRow, existing]) => {
    const newestBefore = newestRow?.seq ?? 0
    const writes = new Map<number, ChatRow>()
    const liveGifts: ChatMessage[] = []
    seqs.forEach((seq, i) => {
      const entry = incoming.get(seq)
      const stored = existing[i]
      if (!entry || (stored && (isBlankedChat(stored) || sameLine(stored, entry.message)))) return
      writes.set(seq, entry.message)
      if (!stored && entry.live && entry.message.kind === 'gift') liveGifts.push(entry.message)
    })

    // Removals blank their targets, whether stored earlier or arriving in this very batch.
    const targets = seqs.flatMap((seq) => incoming.get(seq)?.message.removes ?? [])
    const missing = targets.filter((seq) => !writes.has(seq))
    const newest = Math.max(newestBefore, seqs.at(-1) ?? 0)
    const cutoff = newest - LIVE_LIMITS.chatHistoryKept
    return db.chat
      .bulkGet(missing.map((seq): [number, number] => [roomId, seq]))
      .then((stored) => {
        for (const row of stored) if (row && !isBlankedChat(row)) writes.set(row.seq, row)
        for (const seq of targets) {
          const row = writes.get(seq)
          if (row && row.kind !== 'removal') writes.set(seq, blanked(row))
        }
        return writes.size > 0 ? db.chat.bulkPut([...writes.values()]) : undefined
      })
      .then(() =>
        cutoff >= 1 ? db.chat.where('[roomId+seq]').between(low, [roomId, cutoff], true, true).delete() : undefined,
      )
      .then((): ChatOutcome => ({ gapAfter: findGap(newestBefore, seqs, incoming), liveGifts }))
  })
}

function sameLine(a: ChatRow, b: ChatMessage): boolean {
  return a.kind === b.kind && a.text === b.text && a.at === b.at
}

/** Walks the seqs after what was stored; the first hole counts only when a live line sits beyond it. */
function findGap(newestBefore: number, seqs: readonly number[], incoming: IncomingChat): number | null {
  const after = seqs.filter((seq) => seq > newestBefore)
  if (newestBefore === 0 || after.length === 0) return null
  let previous = newestBefore
  for (const seq of after) {
    if (seq > previous + 1) {
      const liveBeyond = after.some((s) => s > previous && incoming.get(s)?.live)
      return liveBeyond ? previous : null
    }
    previous = seq
  }
  return null
}
