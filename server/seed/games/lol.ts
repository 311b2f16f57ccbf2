import { COUNTRY_CODES } from '../names/countries'
import { slugify, teamTable } from '../rosters'
import { lolTeams } from '../source-files'
import type { GameCatalogue, PlayerRow } from '../types'
import { esportsCatalogue } from './esports'

const GAME_ID = 1
const SOURCE = 'lol-teams-open-data'

// Chinese esports media write most org names as their Latin tags (T1, BLG, JDG); where a Chinese name is
// in common use it is the display name.
const TEAMS = teamTable(`
  al | Anyone's Legend | AL | AL | CN
  blg | Bilibili Gaming | BLG | BLG | CN
  edg | EDward Gaming | EDG | EDG | CN
  fpx | FunPlus Phoenix | FPX | FPX | CN
  ig | Invictus Gaming | IG | IG | CN
  jdg | JD Gaming | JDG | JDG | CN
  lgd | LGD Gaming | LGD | LGD | CN
  lng | LNG Esports | LNG | LNG | CN
  nip | Ninjas in Pyjamas | NIP | NIP | CN
  omg | Oh My God | OMG | OMG | CN
  ra | Rare Atom | 稀有原子 | RA | CN
  rng | Royal Never Give Up | 皇族RNG | RNG | CN
  tes | Top Esports | 滔搏TES | TES | CN
  tt | ThunderTalk Gaming | TT | TT | CN
  up | Ultra Prime | UP | UP | CN
  wbg | Weibo Gaming | 微博WBG | WBG | CN
  we | Team WE | 西安WE | WE | CN
  t1 | T1 | T1 | T1 | KR
  gen | Gen.G | Gen.G | GEN | KR
  hle | Hanwha Life Esports | 韩华生命 | HLE | KR
  kt | KT Rolster | KT | KT | KR
  dk | DWG KIA | DK | DK | KR
  drx | DRX | DRX | DRX | KR
  ns | Nongshim RedForce | NS | NS | KR
  bro | OKSavingsBank BRION | BRO | BRO | KR
  dnf | DN Freecs | DNF | DNF | KR
  fox | BNK FearX | FOX | FOX | KR
  g2 | G2 Esports | G2 | G2 | DE
  fnc | Fnatic | Fnatic | FNC | GB
  mad | MAD Lions | MAD | MAD | ES
  vit | Team Vitality | Vitality | VIT | FR
  kc | Karmine Corp | KC | KC | FR
  th | Team Heretics | Heretics | TH | ES
  bds | Team BDS | BDS | BDS | FR
  sk | SK Gaming | SK | SK | DE
  gx | GIANTX | GIANTX | GX | ES
  rge | Rogue | Rogue | RGE | PL
  c9 | Cloud9 | C9 | C9 | US
  100t | 100 Thieves | 100T | 100T | US
  tl | Team Liquid | 液体 | TL | US
  fly | FlyQuest | FlyQuest | FLY | US
  nrg | NRG | NRG | NRG | US
  dig | Dignitas | Dignitas | DIG | US
  sr | Shopify Rebellion | SR | SR | US
  imt | Immortals | IMT | IMT | US
  dfm | DetonatioN FocusMe | DFM | DFM | JP
  psg | PSG Talon | PSG | PSG | TW
  gam | GAM Esports | GAM | GAM | VN
`)

const LEAGUES = [
  {
    code: 'lpl',
    en: 'LoL Pro League',
    zh: 'LPL',
    short: 'LPL',
    region: 'China',
    tier: 1,
    teams: [
      'al',
      'blg',
      'edg',
      'fpx',
      'ig',
      'jdg',
      'lgd',
      'lng',
      'nip',
      'omg',
      'ra',
      'rng',
      'tes',
      'tt',
      'up',
      'wbg',
      'we',
    ],
  },
  {
    code: 'lck',
    en: 'LoL Champions Korea',
    zh: 'LCK',
    short: 'LCK',
    region: 'Korea',
    tier: 1,
    teams: ['t1', 'gen', 'hle', 'kt', 'dk', 'drx', 'ns', 'bro', 'dnf', 'fox'],
  },
  {
    code: 'lec',
    en: 'LoL EMEA Championship',
    zh: 'LEC',
    short: 'LEC',
    region: 'Europe',
    tier: 1,
    teams: ['g2', 'fnc', 'mad', 'vit', 'kc', 'th', 'bds', 'sk', 'gx', 'rge'],
  },
  {
    code: 'lcs',
    en: 'LoL Championship Series',
    zh: 'LCS',
    short: 'LCS',
    region: 'North America',
    tier: 1,
    teams: ['c9', '100t', 'tl', 'fly', 'nrg', 'dig', 'sr', 'imt'],
  },
  {
    code: 'worlds',
    en: 'World Championship',
    zh: '全球总决赛',
    short: 'S赛',
    region: 'International',
    tier: 1,
    teams: [
      'blg',
      'jdg',
      'tes',
      'lng',
      'wbg',
      't1',
      'gen',
      'hle',
      'dk',
      'g2',
      'fnc',
      'mad',
      'fly',
      'tl',
      'psg',
      'gam',
      'dfm',
    ],
  },
]

const ROLES: Record<string, string> = {
  'Top Laner': 'top',
  Jungler: 'jungle',
  'Mid Laner': 'mid',
  'Bot Laner': 'bot',
  Support: 'support',
  Substitute: 'substitute',
}
/** Chinese real names of the dataset's Chinese players (the dataset romanizes them). */
const PLAYER_ZH: Record<string, string> = {
  Xiaohu: '李元浩',
  Wei: '闫扬玮',
  Cryin: '袁成伟',
  GALA: '陈伟',
  Ming: '史森明',
  Flandre: '李炫君',
  Jiejie: '赵礼杰',
  Meiko: '田野',
  Clearlove: '明凯',
}

export function lolCatalogue(): GameCatalogue {
  const known = new Set(TEAMS.map((team) => team.slug))
  const teamSources = new Map<string, string>()
  const rosters = new Map<string, PlayerRow[]>()
  for (const team of lolTeams()) {
    // The dataset holds placeholder teams without rosters ("Joe", "TestTeam123"); only real ones are used.
    const slug = team.acronym === '100' ? '100t' : slugify(team.acronym)
    if (team.roster.length === 0 || !known.has(slug)) continue
    teamSources.set(slug, SOURCE)
    rosters.set(
      slug,
      team.roster.map((player) => ({
        id: `lol-player-${slug}-${slugify(player.player)}`,
        gameId: GAME_ID,
        teamId: `lol-team-${slug}`,
        nickname: player.player,
        realName: PLAYER_ZH[player.player] ?? `${player.name} ${player.surname}`,
        role: ROLES[player.role] ?? 'substitute',
        country: COUNTRY_CODES[player.country] ?? null,
        birthDate: null,
        source: SOURCE,
      })),
    )
  }
  return esportsCatalogue({
    prefix: 'lol',
    gameId: GAME_ID,
    teams: TEAMS,
    leagues: LEAGUES,
    teamSources,
    rosters,
    plan: {
      roles: ['top', 'jungle', 'mid', 'bot', 'support'],
      birthYears: [1998, 2006],
      importShare: 0.15,
      importCountries: ['KR'],
      nickname: 'tag',
    },
  })
}
