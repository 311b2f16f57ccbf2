import { teamTable } from '../rosters'
import { csgoTeams } from '../source-files'
import type { GameCatalogue } from '../types'
import { esportsCatalogue } from './esports'

const GAME_ID = 2
const SOURCE = 'kokarn-csgo-data'

/** Our slug → the team's key in kokarn-csgo-data, for the teams that dataset lists. */
const KOKARN_KEYS: Record<string, string> = {
  astralis: 'astralis',
  navi: 'natusvincere',
  faze: 'fazeclan',
  g2: 'gamers2',
  liquid: 'teamliquid',
  tyloo: 'tyloo',
  ence: 'enceesports',
  mouz: 'mousesports',
  nip: 'ninjasinpyjamas',
  vp: 'virtuspro',
  fnatic: 'fnatic',
  heroic: 'heroic',
  big: 'big',
  c9: 'cloud9',
  mongolz: 'themongolz',
  spirit: 'teamspirit',
  col: 'complexity',
  godsent: 'godsent',
  north: 'north',
  optic: 'opticgaming',
  renegades: 'renegades',
  pain: 'paingaming',
  '3dmax': '3dmax',
  mineski: 'mineski',
  sprout: 'sprout',
  sk: 'skgaming',
  empire: 'teamempire',
  hellraisers: 'hellraisers',
}

const TEAMS = teamTable(`
  astralis | Astralis | Astralis | AST | DK
  navi | Natus Vincere | NAVI | NAVI | UA
  faze | FaZe Clan | FaZe | FaZe | US
  g2 | G2 Esports | G2 | G2 | DE
  liquid | Team Liquid | 液体 | TL | US
  tyloo | TyLoo | 天禄 | TYL | CN
  ence | ENCE | ENCE | ENCE | FI
  mouz | MOUZ | MOUZ | MOUZ | DE
  nip | Ninjas in Pyjamas | NIP | NIP | SE
  vp | Virtus.pro | VP | VP | RU
  fnatic | Fnatic | Fnatic | FNC | SE
  heroic | Heroic | Heroic | HERO | DK
  big | BIG | BIG | BIG | DE
  c9 | Cloud9 | C9 | C9 | RU
  mongolz | The MongolZ | MongolZ | MGLZ | MN
  spirit | Team Spirit | Spirit | SPR | RU
  col | Complexity | coL | COL | US
  godsent | GODSENT | GODSENT | GOD | SE
  north | North | North | NOR | DK
  optic | OpTic Gaming | OpTic | OPT | US
  renegades | Renegades | Renegades | RNG | AU
  pain | paiN Gaming | paiN | PAIN | BR
  3dmax | 3DMAX | 3DMAX | 3DM | FR
  mineski | Mineski | Mineski | MSK | PH
  sk | SK Gaming | SK | SK | DE
  empire | Team Empire | Empire | EMP | RU
  hellraisers | HellRaisers | HellRaisers | HR | UA
  vitality | Team Vitality | 小蜜蜂 | VIT | FR
  falcons | Team Falcons | 猎鹰 | FAL | SA
  furia | FURIA | FURIA | FUR | BR
  mibr | MIBR | MIBR | MIBR | BR
  eternal-fire | Eternal Fire | Eternal Fire | EF | TR
  gamerlegion | GamerLegion | GamerLegion | GL | DE
  saw | SAW | SAW | SAW | PT
  m80 | M80 | M80 | M80 | US
  imperial | Imperial | Imperial | IMP | BR
  lynn-vision | Lynn Vision | LVG | LVG | CN
  rare-atom | Rare Atom | 稀有原子 | RA | CN
  flyquest | FlyQuest | FlyQuest | FLY | AU
  grayhound | Grayhound Gaming | Grayhound | GH | AU
  mindfreak | MindFreak | MindFreak | MF | AU
  ihc | IHC Esports | IHC | IHC | MN
  atox | ATOX | ATOX | ATOX | CN
  wings-up | Wings Up | WU | WU | CN
  5e | 5E Arena | 5E | 5E | CN
  sprout | Sprout | Sprout | SPR | DE
`)

const LEAGUES = [
  {
    code: 'epl',
    en: 'ESL Pro League',
    zh: 'ESL职业联赛',
    short: 'EPL',
    region: 'International',
    tier: 1,
    teams: [
      'astralis',
      'navi',
      'faze',
      'g2',
      'liquid',
      'ence',
      'mouz',
      'nip',
      'vp',
      'fnatic',
      'heroic',
      'big',
      'c9',
      'mongolz',
      'spirit',
      'col',
      'vitality',
      'falcons',
      'furia',
      'mibr',
      'eternal-fire',
      'gamerlegion',
      'saw',
      'pain',
    ],
  },
  {
    code: 'blast',
    en: 'BLAST Premier',
    zh: 'BLAST 总决赛',
    short: 'BLAST',
    region: 'International',
    tier: 1,
    teams: [
      'astralis',
      'navi',
      'faze',
      'g2',
      'liquid',
      'mouz',
      'vp',
      'heroic',
      'mongolz',
      'spirit',
      'vitality',
      'falcons',
      'furia',
      'col',
      'eternal-fire',
      'tyloo',
    ],
  },
  {
    code: 'asia',
    en: 'Asia Championship',
    zh: '亚洲锦标赛',
    short: '亚锦赛',
    region: 'Asia',
    tier: 2,
    teams: [
      'tyloo',
      'lynn-vision',
      'rare-atom',
      'mongolz',
      'flyquest',
      'grayhound',
      'mindfreak',
      'ihc',
      'atox',
      'wings-up',
      '5e',
      'mineski',
      'renegades',
      'falcons',
    ],
  },
  {
    code: 'classic',
    en: 'Legends Cup',
    zh: '传奇杯',
    short: '传奇杯',
    region: 'International',
    tier: 2,
    teams: [
      'godsent',
      'north',
      'optic',
      'sk',
      'empire',
      'hellraisers',
      '3dmax',
      'sprout',
      'imperial',
      'm80',
      'col',
      'big',
      'nip',
      'fnatic',
      'ence',
      'pain',
    ],
  },
]

export function csgoCatalogue(): GameCatalogue {
  const dataset = csgoTeams()
  const teamSources = new Map<string, string>()
  for (const [slug, key] of Object.entries(KOKARN_KEYS)) if (dataset[key]) teamSources.set(slug, SOURCE)
  return esportsCatalogue({
    prefix: 'csgo',
    gameId: GAME_ID,
    teams: TEAMS,
    leagues: LEAGUES,
    teamSources,
    plan: {
      roles: ['igl', 'awper', 'rifler', 'rifler', 'entry'],
      birthYears: [1995, 2006],
      importShare: 0.2,
      importCountries: ['DK', 'SE', 'RU', 'UA', 'FR', 'BR', 'US'],
      nickname: 'tag',
    },
  })
}
