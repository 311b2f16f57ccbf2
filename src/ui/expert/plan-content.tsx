import type { ContentBlock } from '../../../protocol/experts'
import { pictureKey } from '../anchor/encode-image'
import './expert.css'

/** A plan's content as text paragraphs and pictures; the text is never parsed as HTML. */
export function PlanContent({ blocks }: { blocks: readonly ContentBlock[] }) {
  return (
    <div className="plan-content" data-testid="plan-content">
      {blocks.map((block, i) =>
        block.type === 'text' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the blocks are a fixed sequence
          <p key={i}>{block.text}</p>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the blocks are a fixed sequence; the picture's key joins it
          <img key={`${i}:${pictureKey(block.src)}`} src={block.src} alt="" loading="lazy" />
        ),
      )}
    </div>
  )
}
