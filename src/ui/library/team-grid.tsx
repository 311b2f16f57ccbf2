import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { TeamCard } from '../../../protocol/calls/library'
import { entityName } from '../../i18n/entity-name'
import { Crest } from '../crest/crest'

/** Teams as cards linking to their pages: badge, name, English name, record. */
export function TeamGrid({ teams }: { teams: readonly TeamCard[] }) {
  const { t, i18n } = useLingui()
  return (
    <ul className="library-grid" data-testid="team-grid">
      {teams.map((team) => (
        <li key={team.id}>
          <Link to="/squadLibrary/$id" params={{ id: team.id }} className="library-card" data-testid="team-card">
            <Crest name={team.name} shortName={team.shortName} nameEn={team.nameEn} logo={team.logo} size={44} />
            <span className="library-card-text">
              <TeamNames name={team.name} nameEn={team.nameEn} locale={i18n.locale} />
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

/** The name in the active locale first, then the other one (English under Chinese, Chinese under English). */
function TeamNames({ name, nameEn, locale }: { name: string; nameEn: string; locale: string }) {
  const shown = entityName({ name, names: { en: nameEn } }, locale)
  const other = shown === name ? nameEn : name
  return (
    <>
      <strong>{shown}</strong>
      {other !== shown ? <small>{other}</small> : null}
    </>
  )
}
