import type { ReactNode } from 'react'
import './columns.css'

/** The portal's main column with a narrow side column (on the end side, so it mirrors for Arabic). */
export function Columns({ main, side }: { main: ReactNode; side: ReactNode }) {
  return (
    <div className="columns">
      <div className="columns-main">{main}</div>
      <aside className="columns-side">{side}</aside>
    </div>
  )
}
