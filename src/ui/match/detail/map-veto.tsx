import { Trans, useLingui } from '@lingui/react/macro'
import type { FpsMap, VetoStep } from '../../../../protocol/match-detail'
import { MapTile } from '../../crest/map-tile'
import './detail.css'
import './map-veto.css'

type Props = { veto: readonly VetoStep[]; maps: readonly FpsMap[]; homeName: string; guestName: string }

/**
 * CS map veto in order — each map a drawn tile, bans struck, picks under the picking side's name, the
 * decider marked — then each map played with its halves (regulation and overtime).
 */
export function MapVeto({ veto, maps, homeName, guestName }: Props) {
  const { t } = useLingui()
  const who = (side: 'home' | 'guest' | null) => (side === 'home' ? homeName : side === 'guest' ? guestName : '')
  const action = (step: VetoStep) => (step.action === 'ban' ? t`禁用` : step.action === 'pick' ? t`选择` : t`决胜图`)
  return (
    <div className="map-veto" data-testid="map-veto">
      <ol className="veto-steps">
        {veto.map((step, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the veto is a fixed sequence; a step's place is its identity
          <li key={`${step.map}-${i}`} className={`veto-step ${step.action} ${step.side ?? 'neutral'}`}>
            <MapTile name={step.map} banned={step.action === 'ban'} className="veto-map" />
            <span className="veto-caption">
              {step.side ? (
                <span className="veto-who" dir="auto">
                  {who(step.side)}
                </span>
              ) : null}
              <span className="veto-action">{action(step)}</span>
            </span>
          </li>
        ))}
      </ol>
      {maps.length > 0 ? (
        <table className="period-scores">
          <thead>
            <tr>
              <th scope="col">
                <Trans>地图</Trans>
              </th>
              <th scope="col">{homeName}</th>
              <th scope="col">{guestName}</th>
              <th scope="col">
                <Trans>半场</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {maps.map((map) => {
              const home = map.halves.reduce((n, h) => n + h.home, 0)
              const guest = map.halves.reduce((n, h) => n + h.guest, 0)
              return (
                <tr key={map.index}>
                  <th scope="row">
                    {map.index}. {map.map}
                  </th>
                  <td className={map.winner === 'home' ? 'lead' : ''}>{home}</td>
                  <td className={map.winner === 'guest' ? 'lead' : ''}>{guest}</td>
                  <td className="halves">{map.halves.map((h) => `${h.home}-${h.guest}`).join(' / ')}</td>
                </tr>
              )
            })}
          </tbody>
        </table>
      ) : null}
    </div>
  )
}
