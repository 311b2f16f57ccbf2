import { Link, type LinkProps } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import './side-menu-layout.css'

export type SideMenuItem<K extends string> = {
  key: K
  to: LinkProps['to']
  label: ReactNode
}

/** Items under an optional small heading. */
export type SideMenuGroup<K extends string> = { heading?: ReactNode; items: SideMenuItem<K>[] }

type Props<K extends string> = {
  /** Names the area in test ids: `<area>-area`, `<area>-menu-<key>`. */
  area: string
  /** The menu's title above its groups (the anchor centre's 主播中心), if any. */
  title?: ReactNode
  groups: SideMenuGroup<K>[]
  active: K
  children: ReactNode
}

/**
 * The frame of every personal area (user area, anchor centre, and the creator and channel centres to
 * come): its menu at the side, the page beside it. Items match their route exactly, so a centre's home
 * does not count as active under each of its child pages.
 */
export function SideMenuLayout<K extends string>({ area, title, groups, active, children }: Props<K>) {
  return (
    <div className="container side-area" data-testid={`${area}-area`}>
      <nav className={title ? 'side-menu panel has-title' : 'side-menu panel'} aria-label="menu">
        {title ? <p className="side-menu-title">{title}</p> : null}
        {groups.map((group) => (
          <div className="side-menu-group" key={group.items.map((item) => item.key).join(' ')}>
            {group.heading ? <p className="side-menu-heading">{group.heading}</p> : null}
            {group.items.map((item) => (
              <Link
                key={item.key}
                to={item.to}
                activeOptions={{ exact: true }}
                className={item.key === active ? 'side-menu-item active' : 'side-menu-item'}
                data-testid={`${area}-menu-${item.key}`}
              >
                {item.label}
              </Link>
            ))}
          </div>
        ))}
      </nav>
      <div className="side-main">{children}</div>
    </div>
  )
}
