import { dotaHeroNames } from '../../../seed/source-files'

/**
 * Hero and champion pools of the BP phase. Dota 2's comes from the seed data (odota-dotaconstants); the
 * others are the games' well-known names, written out here since no open data set of them ships with us.
 */
const LOL = `Aatrox Ahri Akali Alistar Amumu Anivia Annie Ashe Azir Bard Blitzcrank Brand Braum Caitlyn Camille
Cassiopeia Corki Darius Diana Draven Ekko Elise Ezreal Fiora Fizz Galio Gangplank Garen Gnar Gragas Graves
Gwen Hecarim Irelia Ivern Janna Jarvan Jax Jayce Jhin Jinx Kaisa Kalista Karma Kassadin Katarina Kayle Kayn
Kennen Khazix Kindred Kled LeBlanc LeeSin Leona Lillia Lissandra Lucian Lulu Lux Malphite Maokai Milio
MissFortune Mordekaiser Morgana Nautilus Neeko Nidalee Nocturne Orianna Ornn Pantheon Poppy Pyke Qiyana Rakan
Rell Renekton Rengar Riven Rumble Ryze Sejuani Senna Seraphine Sett Shen Sivir Skarner Sylas Syndra TahmKench
Taliyah Thresh Tristana Trundle TwistedFate Varus Vayne Veigar Vi Viego Viktor Wukong Xayah XinZhao Yasuo Yone
Yuumi Zac Zed Zeri Ziggs Zoe Zyra`
const HONOR_OF_KINGS = [
  'Arthur',
  'Daji',
  'Hou Yi',
  'Luban No.7',
  'Wukong',
  'Li Bai',
  'Han Xin',
  'Diaochan',
  'Zhuge Liang',
  'Angela',
  'Mulan',
  'Lu Bu',
  'Zhao Yun',
  'Lady Sun',
  'Marco Polo',
  'Mozi',
  'Zhuangzi',
  'Liu Bei',
  'Guan Yu',
  'Zhang Fei',
  'Yao',
  'Lian Po',
  'Dolia',
  'Nezha',
  'Yang Jian',
  'Gongsun Li',
  'Xin',
  'Mayene',
  'Kaizer',
  'Dharma',
  'Biron',
  'Shangguan',
  'Di Renjie',
  'Xiao Qiao',
  'Zhou Yu',
  'Sun Ce',
  'Liu Bang',
  'Xiang Yu',
  'Ying Zheng',
  'Miyamoto',
  'Athena',
  'Luara',
  'Milady',
  'Zhong Kui',
  'Erin',
  'Lam',
  'Heino',
  'Cai Wenji',
  'Sima Yi',
  'Augran',
  'Allain',
  'Fatih',
  'Menki',
  'Consort Yu',
  'Princess Frost',
  'Chang E',
  'Meng Ya',
  'Jing',
  'Yuhuan',
  'Loong',
]

/** 'LeeSin' → 'Lee Sin' (LeBlanc keeps its capital B). */
const split = (text: string) =>
  text
    .split(/\s+/)
    .filter((name) => name.length > 0)
    .map((name) => (name === 'LeBlanc' ? name : name.replace(/([a-z])([A-Z])/g, '$1 $2')))

let dota: string[] | null = null

/** The pool a game's BP draws from: LoL and LoL mobile share champions. */
export function heroPool(gameId: number): readonly string[] {
  if (gameId === 4) {
    dota ??= dotaHeroNames()
    return dota
  }
  if (gameId === 3) return HONOR_OF_KINGS
  return LOL_POOL
}

const LOL_POOL = split(LOL)
