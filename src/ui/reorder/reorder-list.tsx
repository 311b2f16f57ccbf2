import { useLingui } from '@lingui/react/macro'
import { type DragEvent, type ReactNode, useState } from 'react'
import { moveItem } from './move-item'
import './reorder.css'

export type ReorderItem<Id extends string> = { id: Id; title: string; content: ReactNode; actions?: ReactNode }

type Props<Id extends string> = {
  items: readonly ReorderItem<Id>[]
  /** The whole new order after a drop or a move button. */
  onReorder: (order: Id[]) => void
  testId?: string
}

const DRAG_TYPE = 'application/x-scorecast-section'

/**
 * Panels the user orders by dragging a panel's handle (HTML5 drag and drop) or, from the keyboard, with
 * its move up / move down buttons. The list does not keep its own order: the parent stores it and
 * passes it back, so the remembered order is the only truth.
 */
export function ReorderList<Id extends string>({ items, onReorder, testId }: Props<Id>) {
  const { t } = useLingui()
  const [dragging, setDragging] = useState<Id | null>(null)
  const [over, setOver] = useState<Id | null>(null)
  const ids = items.map((item) => item.id)

  const move = (from: number, to: number) => {
    const next = moveItem(ids, from, to)
    if (next !== ids) onReorder(next)
  }
  const drop = (event: DragEvent, target: number) => {
    event.preventDefault()
    const source = ids.indexOf(event.dataTransfer.getData(DRAG_TYPE) as Id)
    setDragging(null)
    setOver(null)
    if (source >= 0) move(source, target)
  }

  return (
    <ol className="reorder-list" data-testid={testId}>
      {items.map((item, index) => (
        <li
          key={item.id}
          className={[
            'reorder-item panel',
            dragging === item.id ? 'dragging' : '',
            over === item.id && dragging !== item.id ? 'drop-target' : '',
          ].join(' ')}
          data-section={item.id}
          onDragOver={(event) => {
            if (!event.dataTransfer.types.includes(DRAG_TYPE)) return
            event.preventDefault()
            event.dataTransfer.dropEffect = 'move'
            if (over !== item.id) setOver(item.id)
          }}
          onDragLeave={() => setOver((current) => (current === item.id ? null : current))}
          onDrop={(event) => drop(event, index)}
        >
          <header className="reorder-head">
            <span
              className="reorder-handle"
              draggable
              data-testid="drag-handle"
              title={t`拖动调整顺序`}
              aria-hidden="true"
              onDragStart={(event) => {
                event.dataTransfer.setData(DRAG_TYPE, item.id)
                event.dataTransfer.effectAllowed = 'move'
                const panel = event.currentTarget.closest('li')
                if (panel) event.dataTransfer.setDragImage(panel, 24, 20)
                setDragging(item.id)
              }}
              onDragEnd={() => {
                setDragging(null)
                setOver(null)
              }}
            >
              ⠿
            </span>
            <h2 className="reorder-title">{item.title}</h2>
            <span className="reorder-actions">{item.actions}</span>
            <button
              type="button"
              className="reorder-move"
              data-testid="move-up"
              disabled={index === 0}
              aria-label={t`上移${item.title}`}
              onClick={() => move(index, index - 1)}
            >
              ↑
            </button>
            <button
              type="button"
              className="reorder-move"
              data-testid="move-down"
              disabled={index === items.length - 1}
              aria-label={t`下移${item.title}`}
              onClick={() => move(index, index + 1)}
            >
              ↓
            </button>
          </header>
          <div className="reorder-body">{item.content}</div>
        </li>
      ))}
    </ol>
  )
}
