import type { PrizeKind } from '../../protocol/blindbox'
import { productPicture } from '../mall/catalogue'

/** A prize as the catalogue publishes it (odds in basis points). */
export type PrizeSpec = {
  name: string
  kind: PrizeKind
  /** A coin prize's amount; a mall item's value in coins (credited instead when the item is out of stock). */
  coins: number
  /** A mall item: the virtual product of the coin mall it becomes an order of. */
  productSlug?: string
  /** A badge: its slug (the badge's name is the prize's). */
  badgeSlug?: string
  oddsBp: number
  top: boolean
}

export type BoxSpec = {
  slug: string
  name: string
  intro: string
  price: number
  dailyCap: number
  guaranteeAfter: number | null
  prizes: PrizeSpec[]
}

const coins = (amount: number, oddsBp: number, top = false): PrizeSpec => ({
  name: `${amount}金币`,
  kind: 'coins',
  coins: amount,
  oddsBp,
  top,
})

/**
 * The boxes a fresh portal opens with, stored at start (by slug). Prices and odds live here, on the server
 * only; a changed odds table is published as a new odds version, so earlier draws keep theirs.
 */
export const BUILT_IN_BOXES: BoxSpec[] = [
  {
    slug: 'lucky-30',
    name: '幸运盲盒',
    intro: '30金币一抽，金币、话费充值卡与「幸运星」徽章等你来拿。',
    price: 30,
    dailyCap: 20,
    guaranteeAfter: null,
    prizes: [
      coins(10, 4500),
      coins(20, 2500),
      coins(50, 1000),
      { name: '幸运星徽章', kind: 'badge', coins: 0, badgeSlug: 'lucky-star', oddsBp: 1500, top: false },
      coins(100, 400, true),
      {
        name: '10元话费充值卡',
        kind: 'mallItem',
        coins: 120,
        productSlug: 'phone-credit-10',
        oddsBp: 100,
        top: true,
      },
    ],
  },
  {
    slug: 'champion-100',
    name: '冠军盲盒',
    intro: '100金币一抽，10次内必得视频会员月卡或500金币大奖。',
    price: 100,
    dailyCap: 10,
    guaranteeAfter: 10,
    prizes: [
      coins(30, 4000),
      coins(60, 2500),
      coins(100, 1000),
      { name: '冠军之心徽章', kind: 'badge', coins: 0, badgeSlug: 'champion-heart', oddsBp: 1500, top: false },
      {
        name: '视频会员月卡',
        kind: 'mallItem',
        coins: 250,
        productSlug: 'video-vip-month',
        oddsBp: 600,
        top: true,
      },
      coins(500, 400, true),
    ],
  },
]

/** Pictures shipped with the client (public/blindbox, public/mall). */
export const boxPicture = (slug: string) => `/blindbox/${slug}.svg`
export function prizePicture(prize: PrizeSpec): string {
  if (prize.kind === 'mallItem' && prize.productSlug) return productPicture(prize.productSlug)
  if (prize.kind === 'badge' && prize.badgeSlug) return `/blindbox/badge-${prize.badgeSlug}.svg`
  return '/blindbox/coins.svg'
}
