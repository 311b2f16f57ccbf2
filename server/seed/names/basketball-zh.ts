import { teamTable } from '../rosters'

/** NBA teams by abbreviation: Chinese full name and the short name Chinese media use. */
export const NBA_ZH: Record<string, { name: string; short: string }> = {
  ATL: { name: '亚特兰大老鹰', short: '老鹰' },
  BOS: { name: '波士顿凯尔特人', short: '凯尔特人' },
  BKN: { name: '布鲁克林篮网', short: '篮网' },
  CHA: { name: '夏洛特黄蜂', short: '黄蜂' },
  CHI: { name: '芝加哥公牛', short: '公牛' },
  CLE: { name: '克利夫兰骑士', short: '骑士' },
  DAL: { name: '达拉斯独行侠', short: '独行侠' },
  DEN: { name: '丹佛掘金', short: '掘金' },
  DET: { name: '底特律活塞', short: '活塞' },
  GSW: { name: '金州勇士', short: '勇士' },
  HOU: { name: '休斯顿火箭', short: '火箭' },
  IND: { name: '印第安纳步行者', short: '步行者' },
  LAC: { name: '洛杉矶快船', short: '快船' },
  LAL: { name: '洛杉矶湖人', short: '湖人' },
  MEM: { name: '孟菲斯灰熊', short: '灰熊' },
  MIA: { name: '迈阿密热火', short: '热火' },
  MIL: { name: '密尔沃基雄鹿', short: '雄鹿' },
  MIN: { name: '明尼苏达森林狼', short: '森林狼' },
  NOP: { name: '新奥尔良鹈鹕', short: '鹈鹕' },
  NYK: { name: '纽约尼克斯', short: '尼克斯' },
  OKC: { name: '俄克拉荷马城雷霆', short: '雷霆' },
  ORL: { name: '奥兰多魔术', short: '魔术' },
  PHI: { name: '费城76人', short: '76人' },
  PHX: { name: '菲尼克斯太阳', short: '太阳' },
  POR: { name: '波特兰开拓者', short: '开拓者' },
  SAC: { name: '萨克拉门托国王', short: '国王' },
  SAS: { name: '圣安东尼奥马刺', short: '马刺' },
  TOR: { name: '多伦多猛龙', short: '猛龙' },
  UTA: { name: '犹他爵士', short: '爵士' },
  WAS: { name: '华盛顿奇才', short: '奇才' },
}

/** The 20 CBA clubs (no open data exists for them). */
export const CBA_TEAMS = teamTable(`
  guangdong | Guangdong Southern Tigers | 广东宏远 | 广东 | CN
  liaoning | Liaoning Flying Leopards | 辽宁本钢 | 辽宁 | CN
  xinjiang | Xinjiang Flying Tigers | 新疆伊力特 | 新疆 | CN
  zhejiang-lions | Zhejiang Lions | 浙江方兴渡 | 广厦 | CN
  zhejiang-golden-bulls | Zhejiang Golden Bulls | 浙江稠州金租 | 稠州 | CN
  shanghai | Shanghai Sharks | 上海久事 | 上海 | CN
  beijing | Beijing Ducks | 北京首钢 | 北京 | CN
  beijing-royal-fighters | Beijing Royal Fighters | 北京控股 | 北控 | CN
  shenzhen | Shenzhen Leopards | 深圳马可波罗 | 深圳 | CN
  shanxi | Shanxi Loongs | 山西汾酒 | 山西 | CN
  shandong | Shandong Hi-Speed Kirin | 山东高速 | 山东 | CN
  qingdao | Qingdao Eagles | 青岛国信海天 | 青岛 | CN
  tianjin | Tianjin Pioneers | 天津先行者 | 天津 | CN
  sichuan | Sichuan Blue Whales | 四川金强 | 四川 | CN
  fujian | Fujian Sturgeons | 福建浔兴 | 福建 | CN
  jiangsu | Jiangsu Dragons | 江苏肯帝亚 | 江苏 | CN
  nanjing | Nanjing Monkey Kings | 南京同曦 | 同曦 | CN
  guangzhou | Guangzhou Loong Lions | 广州龙狮 | 广州 | CN
  jilin | Jilin Northeast Tigers | 吉林九台农商银行 | 吉林 | CN
  ningbo | Ningbo Rockets | 宁波町渧 | 宁波 | CN
`)
