import type { TeamSpec } from '../games/esports'
import { createRng } from '../prng'

// Chinese second-tier esports clubs are named city + brand (武汉星耀, 杭州破晓); their English names are
// the pinyin. Generated deterministically from a key, with no city or brand used twice in one list.

const CITIES: ReadonlyArray<readonly [string, string]> = [
  ['北京', 'Beijing'],
  ['上海', 'Shanghai'],
  ['广州', 'Guangzhou'],
  ['深圳', 'Shenzhen'],
  ['成都', 'Chengdu'],
  ['重庆', 'Chongqing'],
  ['武汉', 'Wuhan'],
  ['杭州', 'Hangzhou'],
  ['南京', 'Nanjing'],
  ['西安', "Xi'an"],
  ['长沙', 'Changsha'],
  ['苏州', 'Suzhou'],
  ['厦门', 'Xiamen'],
  ['济南', 'Jinan'],
  ['郑州', 'Zhengzhou'],
  ['昆明', 'Kunming'],
  ['合肥', 'Hefei'],
  ['天津', 'Tianjin'],
  ['青岛', 'Qingdao'],
  ['福州', 'Fuzhou'],
]
const BRANDS: ReadonlyArray<readonly [string, string]> = [
  ['星耀', 'Xingyao'],
  ['零度', 'Lingdu'],
  ['飞鱼', 'Feiyu'],
  ['凌霄', 'Lingxiao'],
  ['极光', 'Jiguang'],
  ['烈焰', 'Lieyan'],
  ['银河', 'Yinhe'],
  ['破晓', 'Poxiao'],
  ['苍穹', 'Cangqiong'],
  ['天际', 'Tianji'],
  ['赤焰', 'Chiyan'],
  ['雷霆', 'Leiting'],
  ['幻影', 'Huanying'],
  ['疾风', 'Jifeng'],
  ['龙吟', 'Longyin'],
  ['逐鹿', 'Zhulu'],
  ['青云', 'Qingyun'],
  ['锋芒', 'Fengmang'],
  ['曙光', 'Shuguang'],
  ['凯旋', 'Kaixuan'],
]

export function cityTeams(key: string, count: number): TeamSpec[] {
  const rng = createRng(`city-teams:${key}`)
  const cities = rng.shuffle(CITIES)
  const brands = rng.shuffle(BRANDS)
  return Array.from({ length: Math.min(count, cities.length, brands.length) }, (_, i) => {
    const [cityZh, cityEn] = cities[i] as readonly [string, string]
    const [brandZh, brandEn] = brands[i] as readonly [string, string]
    const slug = `${cityEn}-${brandEn}`.toLowerCase().replace(/[^a-z]+/g, '-')
    return { slug, en: `${cityEn} ${brandEn}`, zh: cityZh + brandZh, short: brandZh, country: 'CN' }
  })
}
