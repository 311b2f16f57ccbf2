import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { Locale } from '../../../protocol/constants'
import { HOT_SLUG } from '../../../protocol/games'
import { GameIcon } from '../game-icon'
import { gameName } from '../game-names'
import { ConnectionIndicator } from './connection-indicator'
import type { ConnectionView } from './connection-view'
import { LocaleSwitcher } from './locale-switcher'
import { LoginEntry, type LoginEntryProps } from './login-entry'
import { PriorityNav } from './priority-nav'
import { SearchBox, type SearchBoxProps } from './search-box'
import './header.css'

type Props = {
  /** Slugs of the game navigation in order, hot first. */
  gameSlugs: readonly string[]
  locale: Locale
  connection: ConnectionView
  onLocaleChange: (locale: Locale) => void
  /** The search box's handlers and suggestions (search-box.tsx). */
  search: SearchBoxProps
  account: LoginEntryProps
  /** Matches pinned to the watch wall (shown on its link). */
  watchCount: number
}

export function Header({ gameSlugs, locale, connection, onLocaleChange, search, account, watchCount }: Props) {
  return (
    <header className="site-header" data-testid="site-header">
      <div className="header-top">
        <div className="container header-top-inner">
          <Link to="/" className="logo" aria-label="Scorecast">
            <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
              <circle cx="16" cy="16" r="14" fill="var(--color-accent)" />
              <path d="M9 17l5 5 9-11" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
            </svg>
            <span>Scorecast</span>
          </Link>
          <SectionNav />
          <div className="header-tools">
            <SearchBox {...search} />
            <ConnectionIndicator connection={connection} />
            <LocaleSwitcher locale={locale} onChange={onLocaleChange} />
            <LoginEntry {...account} />
          </div>
        </div>
      </div>
      <GameNav slugs={gameSlugs} watchCount={watchCount} />
    </header>
  )
}

function SectionNav() {
  const { t } = useLingui()
  const active = { className: 'active' }
  // In the order they give way to 更多 when a locale's words are long: the last first.
  const items = [
    <Link key="home" to="/" activeProps={active} activeOptions={{ exact: true, includeSearch: false }}>
      <Trans>首页</Trans>
    </Link>,
    <Link key="live" to="/live" activeProps={active}>
      <Trans>直播</Trans>
    </Link>,
    <Link key="match" to="/match/{-$game}" params={{ game: undefined }} activeProps={active}>
      <Trans>赛程</Trans>
    </Link>,
    <Link key="news" to="/news/$game" params={{ game: HOT_SLUG }} activeProps={active}>
      <Trans>资讯</Trans>
    </Link>,
    <Link key="videos" to="/videos/$game" params={{ game: HOT_SLUG }} activeProps={active}>
      <Trans>视频</Trans>
    </Link>,
    <Link key="expert" to="/expert" activeProps={active}>
      <Trans>专家</Trans>
    </Link>,
    <Link key="library" to="/leagueLibrary" activeProps={active}>
      <Trans>资料库</Trans>
    </Link>,
    <Link key="mall" to="/mall" activeProps={active}>
      <Trans>商城</Trans>
    </Link>,
    <Link key="blindbox" to="/blindBox" activeProps={active}>
      <Trans>盲盒</Trans>
    </Link>,
  ]
  return <PriorityNav items={items} className="section-nav" label={t`栏目`} testId="section-nav" />
}

function GameNav({ slugs, watchCount }: { slugs: readonly string[]; watchCount: number }) {
  const { i18n, t } = useLingui()
  const active = { className: 'active' }
  const items = slugs.map((slug) =>
    slug === HOT_SLUG ? (
      <Link key={slug} to="/" activeProps={active} activeOptions={{ exact: true, includeSearch: false }}>
        <GameIcon slug={slug} />
        {gameName(slug, i18n)}
      </Link>
    ) : (
      <Link key={slug} to="/match/{-$game}" params={{ game: slug }} activeProps={active}>
        <GameIcon slug={slug} />
        {gameName(slug, i18n)}
      </Link>
    ),
  )
  return (
    <nav className="game-nav" aria-label={t`游戏`} data-testid="game-nav">
      <div className="container game-nav-inner">
        <PriorityNav items={items} className="game-nav-links" as="div" testId="game-nav-links" />
        <Link to="/watch" activeProps={active} className="game-nav-watch" data-testid="watch-wall-link">
          <Trans>观赛墙</Trans>
          {watchCount > 0 ? <span className="game-nav-count">{watchCount}</span> : null}
        </Link>
      </div>
    </nav>
  )
}
