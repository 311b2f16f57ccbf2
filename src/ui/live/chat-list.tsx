import { Trans } from '@lingui/react/macro'
import { useCallback, useEffect, useRef, useState } from 'react'
import { Virtuoso, type VirtuosoHandle } from 'react-virtuoso'
import type { ChatMessage, Gift } from '../../../protocol/live'
import { ChatLine, type Moderation } from './chat-line'
import './live.css'
import './chat-list.css'

/** A line typed by the viewer that the server has not numbered yet. */
export type PendingLine = { clientId: string; text: string; at: number }

type Props = {
  roomId: number
  lines: readonly ChatMessage[]
  pending: readonly PendingLine[]
  /** The viewer's name and level for their pending lines. */
  me: { uid: number; username: string; level: number } | null
  gifts: ReadonlyMap<string, Gift>
  moderation: Moderation | null
}

type Item = { key: string; line: ChatMessage; pending: boolean }

/** How long after a wheel, touch, key or pointer press a scroll away from the bottom counts as the user's. */
const USER_SCROLL_MS = 800

/**
 * The room's chat, virtualized (only the visible lines are in the DOM) and aligned to the bottom. It
 * follows the newest line while the viewer is at the bottom; once they scroll up it holds still (new lines
 * are counted, not shown, and pruning of old lines cannot move what they read) until they jump back.
 */
export function ChatList({ roomId, lines, pending, me, gifts, moderation }: Props) {
  const virtuoso = useRef<VirtuosoHandle>(null)
  const [held, setHeld] = useState<readonly ChatMessage[] | null>(null)
  const [jumped, setJumped] = useState(0)
  const userAt = useRef(0)
  const latest = useRef(lines)
  latest.current = lines

  const shown = held ?? lines
  const items: Item[] = shown.map((line) => ({ key: `s${line.seq}`, line, pending: false }))
  if (!held && me) {
    for (const p of pending) {
      items.push({ key: `p${p.clientId}`, pending: true, line: pendingLine(roomId, p, me) })
    }
  }
  const lastShown = shown.at(-1)?.seq ?? 0
  const unseen = held ? lines.filter((line) => line.seq > lastShown).length : 0

  const onAtBottom = useCallback((atBottom: boolean) => {
    if (atBottom) setHeld(null)
    else if (Date.now() - userAt.current < USER_SCROLL_MS) setHeld((h) => h ?? latest.current)
  }, [])
  const markUser = () => {
    userAt.current = Date.now()
  }
  const jump = () => {
    setHeld(null)
    setJumped((n) => n + 1)
  }
  useEffect(() => {
    if (jumped > 0) virtuoso.current?.scrollToIndex({ index: 'LAST', align: 'end' })
  }, [jumped])

  return (
    <div
      className="chat-list"
      role="log"
      data-testid="chat-list"
      onWheel={markUser}
      onTouchMove={markUser}
      onKeyDown={markUser}
      onPointerDown={markUser}
    >
      {items.length === 0 ? (
        <p className="chat-empty">
          <Trans>还没有人发言，来说点什么吧</Trans>
        </p>
      ) : (
        <Virtuoso
          ref={virtuoso}
          data={items}
          computeItemKey={(_, item) => item.key}
          initialTopMostItemIndex={items.length - 1}
          alignToBottom
          followOutput={(atBottom) => (atBottom ? 'auto' : false)}
          atBottomStateChange={onAtBottom}
          atBottomThreshold={48}
          defaultItemHeight={26}
          increaseViewportBy={200}
          itemContent={(_, item) => (
            <ChatLine
              line={item.line}
              pending={item.pending}
              gift={item.line.giftId ? gifts.get(item.line.giftId) : undefined}
              moderation={moderation}
            />
          )}
        />
      )}
      {held ? (
        <button type="button" className="chat-jump" data-testid="chat-jump" onClick={jump}>
          {unseen > 0 ? <Trans>{unseen}条新消息</Trans> : <Trans>回到最新</Trans>}
        </button>
      ) : null}
    </div>
  )
}

function pendingLine(roomId: number, line: PendingLine, me: NonNullable<Props['me']>): ChatMessage {
  return {
    roomId,
    seq: 0,
    kind: 'chat',
    uid: me.uid,
    username: me.username,
    level: me.level,
    text: line.text,
    params: null,
    giftId: null,
    giftCount: null,
    removes: null,
    at: line.at,
  }
}
