import { cityTeams } from '../names/city-teams'
import { teamTable } from '../rosters'
import type { GameCatalogue } from '../types'
import { esportsCatalogue } from './esports'

const PLAN = {
  roles: ['igl', 'fragger', 'support', 'scout'],
  birthYears: [1997, 2006] as const,
  importShare: 0,
  importCountries: [],
  nickname: 'tag' as const,
}

const PUBG_TEAMS = teamTable(`
  4am | Four Angry Men | 4AM | 4AM | CN
  17g | 17Gaming | 17 | 17 | CN
  nh | NewHappy | NH | NH | CN
  pero | PeRo Gaming | PeRo | PeRo | CN
  tianba | Tianba | 天霸 | TB | CN
  nova | Nova Esports | Nova | NV | CN
  lgd | LGD Gaming | LGD | LGD | CN
  pr | Petrichor Road | PR | PR | CN
  wbg | Weibo Gaming | 微博WBG | WBG | CN
  ag | All Gamers | AG | AG | CN
  tyloo | TyLoo | 天禄 | TYL | CN
  regans | Regans | Regans | RGS | CN
  roc | ROC Esports | ROC | ROC | CN
  lstars | Lucky Stars | 幸运星 | LS | CN
  ifty | Infinity | IFTY | IFTY | CN
  jdg | JD Gaming | JDG | JDG | CN
  tm | Twisted Minds | Twisted Minds | TM | SA
  danawa | DANAWA e-sports | DANAWA | DNW | KR
  geng | Gen.G | Gen.G | GEN | KR
  navi | Natus Vincere | NAVI | NAVI | UA
  faze | FaZe Clan | FaZe | FaZe | US
  liquid | Team Liquid | 液体 | TL | US
  dnf | DN Freecs | DNF | DNF | KR
  furia | FURIA | FURIA | FUR | BR
  vp | Virtus.pro | VP | VP | RU
  bb | BetBoom Team | BetBoom | BB | RU
  soniqs | Soniqs | Soniqs | SQ | US
  kdf | Kwangdong Freecs | KDF | KDF | KR
`)

const PCL = [
  '4am',
  '17g',
  'nh',
  'pero',
  'tianba',
  'nova',
  'lgd',
  'pr',
  'wbg',
  'ag',
  'tyloo',
  'regans',
  'roc',
  'lstars',
  'ifty',
  'jdg',
]
const PGS = [
  '4am',
  '17g',
  'nh',
  'pero',
  'tm',
  'danawa',
  'geng',
  'navi',
  'faze',
  'liquid',
  'dnf',
  'furia',
  'vp',
  'bb',
  'soniqs',
  'kdf',
]

export function pubgCatalogue(): GameCatalogue {
  return esportsCatalogue({
    prefix: 'pubg',
    gameId: 5,
    teams: PUBG_TEAMS,
    leagues: [
      {
        code: 'pcl',
        en: 'PUBG Champions League',
        zh: 'PCL绝地求生职业联赛',
        short: 'PCL',
        region: 'China',
        tier: 1,
        teams: PCL,
      },
      {
        code: 'pgs',
        en: 'PUBG Global Series',
        zh: 'PGS全球系列赛',
        short: 'PGS',
        region: 'International',
        tier: 1,
        teams: PGS,
      },
    ],
    plan: PLAN,
  })
}

/** 和平精英 (Game for Peace, PUBG mobile in China): PEL clubs, generated second-tier clubs, the world cup. */
const PEL_TEAMS = teamTable(`
  nv | Nova XQF | NV.XQF | NV | CN
  tianba | Tianba | 天霸 | TB | CN
  ag | AG Super Play | AG超玩会 | AG | CN
  wolves | Wolves | 狼队 | 狼队 | CN
  estar | eStarPro | eStarPro | eStar | CN
  hero | Hero | Hero久竞 | Hero | CN
  lgd | LGD | LGD大鹅 | LGD | CN
  ttg | TTG | TTG | TTG | CN
  kzg | KZG | KZG | KZG | CN
  gog | GOG | GOG | GOG | CN
  rsg | RSG | RSG | RSG | CN
  jtj | JTJ | JTJ | JTJ | CN
  drg | DRG | DRG | DRG | CN
  tjb | TJB | TJB | TJB | CN
  sts | STS | STS | STS | CN
  we | WE | 西安WE | WE | CN
  alpha7 | Alpha7 Esports | Alpha7 | A7 | BR
  dk | DRX | DRX | DRX | KR
  ihc | IHC Esports | IHC | IHC | MN
  reg | Reject | REJECT | RC | JP
  vampire | Vampire Esports | Vampire | VPE | TH
  dxavier | D'Xavier | D'Xavier | DX | VN
  stalwart | Stalwart Esports | Stalwart | STE | MN
  falcons | Team Falcons | 猎鹰 | FLC | SA
`)
const PEL_SECOND = cityTeams('pubgmobile-pel-second', 16)

const PEL = [
  'nv',
  'tianba',
  'ag',
  'wolves',
  'estar',
  'hero',
  'lgd',
  'ttg',
  'kzg',
  'gog',
  'rsg',
  'jtj',
  'drg',
  'tjb',
  'sts',
  'we',
]
const PMGC = [
  'nv',
  'tianba',
  'ag',
  'wolves',
  'alpha7',
  'dk',
  'ihc',
  'reg',
  'vampire',
  'dxavier',
  'stalwart',
  'falcons',
  'estar',
  'hero',
  'lgd',
  'kzg',
]

export function pubgmobileCatalogue(): GameCatalogue {
  return esportsCatalogue({
    prefix: 'pubgmobile',
    gameId: 6,
    teams: [...PEL_TEAMS, ...PEL_SECOND],
    leagues: [
      {
        code: 'pel',
        en: 'Peacekeeper Elite League',
        zh: 'PEL和平精英职业联赛',
        short: 'PEL',
        region: 'China',
        tier: 1,
        teams: PEL,
      },
      {
        code: 'pmgc',
        en: 'PUBG Mobile Global Championship',
        zh: 'PMGC全球总决赛',
        short: 'PMGC',
        region: 'International',
        tier: 1,
        teams: PMGC,
      },
      {
        code: 'pdl',
        en: 'Peacekeeper Elite Development League',
        zh: '和平精英发展联赛',
        short: 'PDL',
        region: 'China',
        tier: 2,
        teams: PEL_SECOND.map((t) => t.slug),
      },
    ],
    plan: PLAN,
  })
}
