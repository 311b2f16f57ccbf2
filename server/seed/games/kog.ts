import { cityTeams } from '../names/city-teams'
import { teamTable } from '../rosters'
import type { GameCatalogue } from '../types'
import { esportsCatalogue } from './esports'

/** KPL clubs (Honor of Kings has no open data; names as the league writes them). */
const KPL = teamTable(`
  ag | Chengdu AG Super Play | 成都AG超玩会 | AG | CN
  wolves | Chongqing Wolves | 重庆狼队 | 狼队 | CN
  estar | Wuhan eStarPro | 武汉eStarPro | eStar | CN
  wb | Beijing WB | 北京WB | WB | CN
  hero | Nanjing Hero | 南京Hero久竞 | Hero | CN
  ttg | Guangzhou TTG | 广州TTG | TTG | CN
  lgd | Hangzhou LGD | 杭州LGD大鹅 | LGD | CN
  tes | Changsha TES.A | 长沙TES.A | TES | CN
  ksg | Suzhou KSG | 苏州KSG | KSG | CN
  edgm | Shanghai EDG.M | 上海EDG.M | EDG.M | CN
  dyg | Shenzhen DYG | 深圳DYG | DYG | CN
  drg | Foshan DRG | 佛山DRG | DRG | CN
  we | Xi'an WE | 西安WE | WE | CN
  rw | Jinan RW | 济南RW侠 | RW侠 | CN
  vg | Xiamen VG | 厦门VG | VG | CN
  rngm | Shanghai RNG.M | 上海RNG.M | RNG.M | CN
  jdg | Beijing JDG | 北京JDG | JDG | CN
`)
const KGL = cityTeams('kog-kgl', 16)

export function kogCatalogue(): GameCatalogue {
  return esportsCatalogue({
    prefix: 'kog',
    gameId: 3,
    teams: [...KPL, ...KGL],
    leagues: [
      {
        code: 'kpl',
        en: 'King Pro League',
        zh: 'KPL王者荣耀职业联赛',
        short: 'KPL',
        region: 'China',
        tier: 1,
        teams: KPL.map((t) => t.slug),
      },
      {
        code: 'kgl',
        en: 'King Pro League Development League',
        zh: 'KGL王者荣耀发育联赛',
        short: 'KGL',
        region: 'China',
        tier: 2,
        teams: KGL.map((t) => t.slug),
      },
      {
        code: 'kcc',
        en: 'Honor of Kings Champions Cup',
        zh: '王者荣耀挑战者杯',
        short: '挑战者杯',
        region: 'China',
        tier: 1,
        teams: [...KPL.slice(0, 12), ...KGL.slice(0, 4)].map((t) => t.slug),
      },
    ],
    plan: {
      roles: ['clash', 'jungle', 'mid', 'farm', 'roam'],
      birthYears: [2000, 2007],
      importShare: 0,
      importCountries: [],
      nickname: 'tag',
    },
  })
}
