import { useLingui } from '@lingui/react/macro'
import { Outlet, useRouterState } from '@tanstack/react-router'
import { useCallback, useMemo } from 'react'
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../protocol/constants'
import type { GameEntry } from '../../../protocol/game-schemas'
import { canonicalGameSlug, HOT_SLUG } from '../../../protocol/games'
import { dismissToast, useToasts } from '../../app-state/toasts'
import { useGames } from '../../db/queries/meta'
import { useWatchWall } from '../../db/queries/watch'
import { switchLocale } from '../../i18n/activate'
import { useConnectionState } from '../../streams/core/connection-state'
import { CrestOutlines } from '../../ui/crest/crest-outlines'
import { NAV_SLUGS } from '../../ui/game-names'
import { Footer } from '../../ui/layout/footer'
import { Header } from '../../ui/layout/header'
import { LoadingBar } from '../../ui/layout/loading-bar'
import { OfflineBanner } from '../../ui/layout/offline-banner'
import { PageHeading } from '../../ui/layout/page-heading'
import { Shell, ShellMain } from '../../ui/layout/shell'
import { Toasts } from '../../ui/layout/toasts'
import { RenderWhileShown } from '../-app/hidden-tab'
import { routeHead } from '../-app/route-heads'
import { useHeadTitle, useRouteHead } from '../-app/use-page-title'
import { useAccountEntry } from './account/use-account-entry'
import { useHeaderSearch } from './search/use-header-search'

/** The game navigation follows the server's list (its order, its games), hot first; the built-in list until it arrives. */
function navSlugs(games: GameEntry[] | undefined): readonly string[] {
  // The list names CS:GO by the spec's state 'cs:go'; the navigation links use the portal's slug 'csgo'.
  const known = (games ?? []).flatMap((game) => {
    const slug = canonicalGameSlug(game.state)
    return slug && slug !== HOT_SLUG ? [slug] : []
  })
  return known.length > 0 ? [HOT_SLUG, ...known] : NAV_SLUGS
}

export function RootLayout() {
  const { i18n } = useLingui()
  const games = useGames()
  const connection = useConnectionState()
  const toasts = useToasts()
  const loading = useRouterState({ select: (state) => state.status === 'pending' })
  const account = useAccountEntry()
  const watchCount = useWatchWall()?.length ?? 0

  const slugs = useMemo(() => navSlugs(games), [games])
  const locale: Locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE
  const appUrl = `${globalThis.location.origin}/about#app`
  const search = useHeaderSearch()
  const changeLocale = useCallback((next: Locale) => void switchLocale(next), [])
  const routeId = useRouterState({ select: (state) => state.matches.at(-1)?.routeId ?? '/' })
  const game = useRouterState({
    select: (state) => (state.matches.at(-1)?.params as { game?: string } | undefined)?.game,
  })
  const head = routeHead(routeId, { game }, i18n)
  useRouteHead(head.title, head.description)
  const headTitle = useHeadTitle()

  return (
    <Shell>
      <CrestOutlines />
      <LoadingBar active={loading} />
      <Header
        gameSlugs={slugs}
        locale={locale}
        connection={connection}
        onLocaleChange={changeLocale}
        search={search}
        account={account}
        watchCount={watchCount}
      />
      <OfflineBanner connection={connection} />
      <ShellMain>
        <PageHeading title={headTitle} />
        <RenderWhileShown>
          <Outlet />
        </RenderWhileShown>
      </ShellMain>
      <Footer appUrl={appUrl} />
      <Toasts toasts={toasts} onDismiss={dismissToast} />
    </Shell>
  )
}
