import type { ProductCategory } from '../../protocol/mall'

/** The built-in products a fresh portal's mall opens with (stored once, by slug; staff change them later). */
export const BUILT_IN_PRODUCTS: {
  slug: string
  name: string
  category: ProductCategory
  price: number
  inventory: number
  notice: string
  intro: string
}[] = [
  {
    slug: 'phone-credit-10',
    name: '10元话费充值卡',
    category: 'virtual',
    price: 120,
    inventory: 500,
    notice: '虚拟商品，审核通过后在订单中发放卡密，不支持退换。',
    intro: '全国三网通用话费充值卡，面值10元，有效期一年。',
  },
  {
    slug: 'video-vip-month',
    name: '视频会员月卡',
    category: 'virtual',
    price: 250,
    inventory: 300,
    notice: '虚拟商品，审核通过后在订单中发放兑换码，请在30天内使用。',
    intro: '主流视频平台会员一个月，高清观看赛事回放与纪录片。',
  },
  {
    slug: 'team-jersey',
    name: '电竞战队主场队服',
    category: 'physical',
    price: 1980,
    inventory: 40,
    notice: '实物商品，审核通过后3个工作日内发货；尺码请在备注中写明（默认L码）。',
    intro: '官方授权战队主场队服，速干面料，印有战队徽标。',
  },
  {
    slug: 'mouse-pad',
    name: 'Scorecast 加厚鼠标垫',
    category: 'physical',
    price: 360,
    inventory: 120,
    notice: '实物商品，审核通过后3个工作日内发货。',
    intro: '900×400mm 超大加厚鼠标垫，锁边工艺，防滑底。',
  },
  {
    slug: 'football',
    name: '5号比赛用足球',
    category: 'physical',
    price: 880,
    inventory: 60,
    notice: '实物商品，审核通过后3个工作日内发货。',
    intro: '热粘合工艺比赛用球，标准5号，适合草地与人造草。',
  },
  {
    slug: 'basketball',
    name: '7号室内外篮球',
    category: 'physical',
    price: 760,
    inventory: 60,
    notice: '实物商品，审核通过后3个工作日内发货。',
    intro: '耐磨PU材质，标准7号，室内外通用。',
  },
]

/** Each product's picture: an illustration shipped with the client (public/mall). */
export const productPicture = (slug: string) => `/mall/${slug}.svg`
