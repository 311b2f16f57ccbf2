import { Trans, useLingui } from '@lingui/react/macro'
import { getRouteApi, Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { addDays } from '../../../../protocol/calendar'
import { type GameSlug, gameBySlug } from '../../../../protocol/games'
import { type HomeSectionId, useHomeArranged, useHomeSectionOrder } from '../../../db/queries/home'
import { formatMatchDay } from '../../../i18n/format'
import { setHomeSectionOrder } from '../../../streams/matches/match-actions'
import { useHomeInterest } from '../../../streams/matches/match-interest'
import { NearViewport } from '../../../ui/layout/near-viewport'
import { GameFilter } from '../../../ui/match/game-filter'
import { MatchListSkeleton } from '../../../ui/match/match-skeleton'
import { ReorderList } from '../../../ui/reorder/reorder-list'
import { useFavouriteMarks } from '../match/use-favourite-marks'
import { DataSection, HighlightsSection, HotSection, PreviewSection } from './home-cards'
import { DaySection, LiveSection, SECTION_HEIGHT } from './home-days'
import { ExpertsSection } from './home-experts'
import { useBeijingToday } from './use-beijing-today'
import './home.css'

const route = getRouteApi('/')

/**
 * The home page: every section of the spec, each from the cache that useHomeInterest fills, in the order
 * the user dragged them to (remembered in the cache, so it survives reloads and offline visits).
 */
export function HomePage() {
  const { game } = route.useSearch()
  const navigate = route.useNavigate()
  const today = useBeijingToday()
  const arranged = useHomeArranged()
  const selectGame = (next: GameSlug | undefined) => void navigate({ search: (prev) => ({ ...prev, game: next }) })

  return (
    <div className="home-page" data-testid="home-page">
      <div className="panel home-toolbar">
        <GameFilter value={game} onChange={selectGame} />
        <p className="home-hint">
          {/* How to reorder, until the visitor has done it once (as the skeleton shows it); the time zone always. */}
          {arranged === true ? null : (
            <>
              <Trans>拖动标题左侧的手柄（或使用 ↑ ↓ 按钮）调整栏目顺序，顺序会被记住。</Trans>{' '}
            </>
          )}
          <Trans>时间均为北京时间。</Trans>
        </p>
      </div>
      <HomeSections today={today} game={game} />
    </div>
  )
}

/** The sections drawn with the page, whatever the viewport: the first screen's; the others when they come near it. */
const EAGER_SECTIONS = 2

/**
 * Each section's body's height at 1,280 px and wider, measured with the seed data: the least it keeps, as the
 * box that stands in before it renders and while it loads (Lighthouse's phone: CLS 0.025 → 0.000 on `/`).
 */
const SECTION_HEIGHTS: Record<HomeSectionId, number> = {
  live: SECTION_HEIGHT,
  today: SECTION_HEIGHT,
  yesterday: SECTION_HEIGHT,
  tomorrow: SECTION_HEIGHT,
  hot: 248,
  highlights: 173,
  preview: 248,
  experts: 465,
  data: 418,
}

type SectionsProps = { today: string; game: GameSlug | undefined }

/**
 * The sections in the user's order. Declares the home's interest (yesterday…tomorrow, the lists and a
 * table, refreshed every minute), whose load status every section reads for its loading and empty states.
 */
function HomeSections({ today, game }: SectionsProps) {
  const { t } = useLingui()
  const { status: load, retry: onRetry } = useHomeInterest()
  const order = useHomeSectionOrder()
  const marks = useFavouriteMarks()
  const gameId = game ? gameBySlug(game)?.gameId : undefined
  const titles: Record<HomeSectionId, string> = {
    live: t`进行中`,
    today: t`今天`,
    yesterday: t`昨天`,
    tomorrow: t`明天`,
    hot: t`热门榜单`,
    highlights: t`精彩集锦`,
    preview: t`赛事前瞻`,
    experts: t`专家推荐`,
    data: t`比赛数据`,
  }
  const days: Partial<Record<HomeSectionId, string>> = {
    today,
    yesterday: addDays(today, -1),
    tomorrow: addDays(today, 1),
  }
  const dayProps = { gameId, onRetry, load, ...marks }

  const content = (id: HomeSectionId): ReactNode => {
    const day = days[id]
    if (id === 'live') return <LiveSection {...dayProps} />
    if (day) return <DaySection day={day} {...dayProps} />
    if (id === 'hot') return <HotSection load={load} />
    if (id === 'highlights') return <HighlightsSection load={load} />
    if (id === 'preview') return <PreviewSection load={load} />
    if (id === 'experts') return <ExpertsSection gameId={gameId ?? null} />
    return <DataSection load={load} />
  }
  const actions = (id: HomeSectionId): ReactNode => {
    const day = days[id]
    if (day && id !== 'today')
      // Yesterday and tomorrow in full on the calendar: the section shows the day's first matches only.
      return (
        <>
          <span className="home-section-date">{formatMatchDay(day)}</span>
          <Link
            to="/match/{-$game}"
            params={{ game }}
            search={{ tab: 'calendar', day, month: day.slice(0, 7) }}
            className="home-more"
            data-testid={`home-day-more-${id}`}
          >
            <Trans>全天赛程</Trans>
          </Link>
        </>
      )
    if (day) return <span className="home-section-date">{formatMatchDay(day)}</span>
    if (id === 'live' || id === 'hot') return <span className="home-live-dot" aria-hidden="true" />
    if (id === 'experts')
      return (
        <Link to="/expert" className="home-more">
          <Trans>更多方案</Trans>
        </Link>
      )
    if (id === 'preview')
      return (
        <Link to="/match/{-$game}" params={{ game }} className="home-more">
          <Trans>全部赛程</Trans>
        </Link>
      )
    return null
  }

  if (order === undefined) {
    return (
      <div className="panel">
        <MatchListSkeleton />
      </div>
    )
  }
  return (
    <ReorderList
      testId="home-sections"
      items={order.map((id, index) => ({
        id,
        title: titles[id],
        content: (
          <NearViewport eager={index < EAGER_SECTIONS} minHeight={SECTION_HEIGHTS[id]}>
            {content(id)}
          </NearViewport>
        ),
        actions: actions(id),
      }))}
      onReorder={setHomeSectionOrder}
    />
  )
}
