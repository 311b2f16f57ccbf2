import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { TeamCard } from '../../../protocol/calls/library'
import { Crest } from '../crest/crest'

/** Teams as cards linking to their pages: badge, name, English name, record. */
export function TeamGrid({ teams }: { teams: readonly TeamCard[] }) {
  const { t } = useLingui()
  return (
    <ul className="library-grid" data-testid="team-grid">
      {teams.map((team) => (
        <li key={team.id}>
          <Link to="/squadLibrary/$id" params={{ id: team.id }} className="library-card" data-testid="team-card">
            <Crest name={team.name} shortName={team.shortName} nameEn={team.nameEn} size={44} />
            <span className="library-card-text">
              <strong>{team.name}</strong>
              <small>{team.nameEn}</small>
              <small>
                {t`${team.played} 场 · 胜率 ${team.winRate}%`}
                {team.country ? ` · ${team.country}` : ''}
              </small>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
