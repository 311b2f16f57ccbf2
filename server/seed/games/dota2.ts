import { teamTable } from '../rosters'
import type { GameCatalogue } from '../types'
import { esportsCatalogue } from './esports'

const TEAMS = teamTable(`
  spirit | Team Spirit | Spirit | TS | RU
  liquid | Team Liquid | 液体 | TL | EU
  gg | Gaimin Gladiators | GG | GG | DK
  tundra | Tundra Esports | Tundra | TUN | GB
  falcons | Team Falcons | 猎鹰 | FLC | SA
  betboom | BetBoom Team | BetBoom | BB | RU
  xg | Xtreme Gaming | XG | XG | CN
  ar | Azure Ray | AR | AR | CN
  parivision | PARIVISION | PARIVISION | PARI | RU
  aurora | Aurora Gaming | Aurora | AUR | RS
  nigma | Nigma Galaxy | Nigma | NGX | AE
  og | OG | OG | OG | EU
  secret | Team Secret | Secret | SCRT | EU
  heroic | Heroic | Heroic | HERO | PE
  talon | Talon Esports | Talon | TLN | TH
  boom | BOOM Esports | BOOM | BOOM | ID
  nouns | Nouns Esports | Nouns | NOUNS | US
  shopify | Shopify Rebellion | SR | SR | US
  navi | Natus Vincere | NAVI | NAVI | UA
  vp | Virtus.pro | VP | VP | RU
  entity | Entity | Entity | ENT | EU
  tidebound | Team Tidebound | Tidebound | TB | CN
  lgd | PSG.LGD | LGD | LGD | CN
  ig | Invictus Gaming | iG | iG | CN
  aster | Team Aster | Aster | AST | CN
  yb | Yakult Brothers | YB | YB | CN
  vg | Vici Gaming | VG | VG | CN
  ehome | EHOME | EHOME | EHOME | CN
  newbee | Newbee | Newbee | NB | CN
  keen | Keen Gaming | Keen | KG | CN
  cdec | CDEC Gaming | CDEC | CDEC | CN
  gaozu | Gaozu | 高祖 | GZ | CN
`)

const TI = [
  'spirit',
  'liquid',
  'gg',
  'tundra',
  'falcons',
  'betboom',
  'xg',
  'ar',
  'parivision',
  'aurora',
  'nigma',
  'og',
  'secret',
  'heroic',
  'talon',
  'boom',
]
const DREAMLEAGUE = [
  'spirit',
  'liquid',
  'gg',
  'tundra',
  'falcons',
  'betboom',
  'xg',
  'parivision',
  'aurora',
  'nouns',
  'shopify',
  'og',
  'navi',
  'vp',
  'entity',
  'tidebound',
]
const CDL = [
  'xg',
  'ar',
  'tidebound',
  'lgd',
  'ig',
  'aster',
  'yb',
  'vg',
  'ehome',
  'newbee',
  'keen',
  'cdec',
  'gaozu',
  'talon',
  'boom',
  'nigma',
]

export function dota2Catalogue(): GameCatalogue {
  return esportsCatalogue({
    prefix: 'dota2',
    gameId: 4,
    teams: TEAMS.map((team) => ({ ...team, country: team.country === 'EU' ? 'DE' : team.country })),
    leagues: [
      {
        code: 'ti',
        en: 'The International',
        zh: '国际邀请赛',
        short: 'TI',
        region: 'International',
        tier: 1,
        teams: TI,
      },
      {
        code: 'dreamleague',
        en: 'DreamLeague',
        zh: '梦幻联赛',
        short: 'DreamLeague',
        region: 'International',
        tier: 1,
        teams: DREAMLEAGUE,
      },
      {
        code: 'cdl',
        en: 'China Dota2 League',
        zh: '中国Dota2职业联赛',
        short: 'CDL',
        region: 'China',
        tier: 2,
        teams: CDL,
      },
    ],
    plan: {
      roles: ['carry', 'mid', 'offlane', 'softSupport', 'hardSupport'],
      birthYears: [1994, 2005],
      importShare: 0.2,
      importCountries: ['RU', 'UA', 'SE', 'DK', 'PE', 'PH', 'MY'],
      nickname: 'tag',
    },
  })
}
