import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'

/** A library page's tabs as links (?tab=…), so each tab has its own URL and the back button works. */
export function PageTabs({ tabs, current }: { tabs: readonly { id: string; label: string }[]; current: string }) {
  const { t } = useLingui()
  return (
    <nav className="library-tabs" aria-label={t`页面栏目`} data-testid="library-tabs">
      {tabs.map((tab) => (
        <Link
          key={tab.id}
          to="."
          search={(prev: Record<string, unknown>) => ({ ...prev, tab: tab.id })}
          aria-current={tab.id === current ? 'page' : undefined}
          data-tab={tab.id}
          replace
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  )
}
