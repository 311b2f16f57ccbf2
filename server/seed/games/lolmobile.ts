import { teamTable } from '../rosters'
import type { GameCatalogue } from '../types'
import { esportsCatalogue } from './esports'

// League of Legends: Wild Rift. Chinese clubs field their ".WR" divisions; the international cup adds
// South-East Asian and Brazilian teams.
const TEAMS = teamTable(`
  ag | AG Super Play WR | AG超玩会.WR | AG | CN
  tes | TES.WR | TES.WR | TES | CN
  jdg | JDG.WR | JDG.WR | JDG | CN
  edg | EDG.WR | EDG.WR | EDG | CN
  we | WE.WR | WE.WR | WE | CN
  lng | LNG.WR | LNG.WR | LNG | CN
  omg | OMG.WR | OMG.WR | OMG | CN
  blg | BLG.WR | BLG.WR | BLG | CN
  tt | TT.WR | TT.WR | TT | CN
  nip | NIP.WR | NIP.WR | NIP | CN
  drg | DRG.WR | DRG.WR | DRG | CN
  ksg | KSG.WR | KSG.WR | KSG | CN
  ttg | TTG.WR | TTG.WR | TTG | CN
  wolves | Wolves WR | 狼队.WR | 狼队 | CN
  hero | Hero WR | Hero久竞.WR | Hero | CN
  lgd | LGD.WR | LGD.WR | LGD | CN
  secret | Team Secret WR | Secret | SCRT | PH
  talon | Talon WR | Talon | TLN | TH
  buriram | Buriram United Esports | Buriram | BRU | TH
  keyd | Vivo Keyd Stars | Keyd | VK | BR
  one | ONE Team | ONE | ONE | VN
  t1 | T1 WR | T1 | T1 | KR
`)

const WRL = [
  'ag',
  'tes',
  'jdg',
  'edg',
  'we',
  'lng',
  'omg',
  'blg',
  'tt',
  'nip',
  'drg',
  'ksg',
  'ttg',
  'wolves',
  'hero',
  'lgd',
]
const ICONS = [
  'ag',
  'tes',
  'jdg',
  'edg',
  'we',
  'lng',
  'wolves',
  'hero',
  'secret',
  'talon',
  'buriram',
  'keyd',
  'one',
  't1',
  'blg',
  'omg',
]

export function lolmobileCatalogue(): GameCatalogue {
  return esportsCatalogue({
    prefix: 'lolmobile',
    gameId: 7,
    teams: TEAMS,
    leagues: [
      {
        code: 'wrl',
        en: 'Wild Rift League',
        zh: '英雄联盟手游职业联赛',
        short: 'WRL',
        region: 'China',
        tier: 1,
        teams: WRL,
      },
      {
        code: 'icons',
        en: 'Wild Rift Icons',
        zh: '英雄联盟手游全球冠军赛',
        short: 'Icons',
        region: 'International',
        tier: 1,
        teams: ICONS,
      },
    ],
    plan: {
      roles: ['baron', 'jungle', 'mid', 'dragon', 'support'],
      birthYears: [2000, 2007],
      importShare: 0,
      importCountries: [],
      nickname: 'tag',
    },
  })
}
