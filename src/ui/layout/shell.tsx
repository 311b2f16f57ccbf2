import type { ReactNode } from 'react'
import '../base.css'
import './shell.css'

/** The page frame: full-height column whose main area grows, so the footer sits at the bottom. */
export function Shell({ children }: { children: ReactNode }) {
  return <div className="shell">{children}</div>
}

export function ShellMain({ children }: { children: ReactNode }) {
  return <main className="container site-main">{children}</main>
}
