import { createHash } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ExpertStanding, PlanDetail } from '../../../protocol/experts'
import { users } from '../../auth/tables'
import { insertPlan, planRow, publishPlan } from '../../experts/plans'
import { CORRECTIONS_WITHIN_MS, settleEndedMatches } from '../../experts/settlement'
import { expertPlans, planOrders } from '../../experts/tables'
import { move } from '../../ledger/ledger'
import { coinLedger } from '../../ledger/tables'
import { matches } from '../../matches/tables'
import { openTestDatabase, type TestDatabase } from '../../test-support/database'
import { insertCatalogue, insertMatch } from '../../test-support/fixtures'
import { type LiveTestApp, startLiveTestApp, type TestUser } from '../../test-support/live-app'

let database: TestDatabase
let t: LiveTestApp
let admin: TestUser
const HOUR = 60 * 60 * 1000
/** A 1×1 PNG. */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='

beforeAll(async () => {
  database = await openTestDatabase()
  await insertCatalogue(database.db, [1, 201, 202])
  t = await startLiveTestApp(database.db)
  admin = await t.user({ roles: ['admin'] })
}, 60_000)
afterAll(async () => {
  await t.close()
  await database.close()
})

let matchNo = 0
async function upcomingMatch(gameId = 202, inMs = 2 * HOUR): Promise<string> {
  matchNo++
  const id = `em${matchNo}`
  await insertMatch(database.db, { id, gameId, startTime: t.clock.now() + inMs })
  return id
}

async function endMatch(id: string, homeScore: number, guestScore: number, phase: 'ended' | 'cancelled' = 'ended') {
  await database.db
    .update(matches)
    .set({
      status: 'closed',
      phase,
      homeScore,
      guestScore,
      periods: [{ index: 1, home: homeScore, guest: guestScore }],
    })
    .where(eq(matches.id, id))
}

async function expert(): Promise<TestUser> {
  const user = await t.user()
  const applied = await t.call<ExpertStanding>('/user/expertApply', {
    token: user.token,
    body: { name: '测试专家', intro: '专注足球数据分析十年', gameIds: [202, 201, 1], acceptGuidance: true },
  })
  expect(applied.result?.status).toBe('underReview')
  const passed = await t.call<ExpertStanding>('/expert_plan/review/application', {
    token: admin.token,
    body: { uid: user.uid, decision: 'pass' },
  })
  expect(passed.result?.status).toBe('passed')
  return user
}

const SECRET_TEXT = '主队近期状态极佳，防守稳固，看好主队取胜。'

function planInput(matchId: string, overrides: Record<string, unknown> = {}) {
  return {
    gameId: 202,
    matchId,
    title: '周末焦点战：主胜稳了',
    playLevel: 'full',
    playType: 'winDrawWin',
    line: null,
    pick: 'home',
    odds: 1.9,
    price: 30,
    firstOrderPrice: 10,
    refundIfMiss: true,
    cover: PNG,
    content: [
      { type: 'text', text: SECRET_TEXT },
      { type: 'image', src: PNG },
    ],
    ...overrides,
  }
}

async function submitAndPublish(author: TestUser, matchId: string, overrides: Record<string, unknown> = {}) {
  const saved = await t.call<PlanDetail>('/creator_platform/savePlan', {
    token: author.token,
    body: planInput(matchId, overrides),
  })
  if (saved.status !== 'success' || !saved.result) throw new Error(`save failed: ${saved.errorMsg}`)
  const published = await t.call<PlanDetail>('/expert_plan/review/plan', {
    token: admin.token,
    body: { planId: saved.result.id, decision: 'pass' },
  })
  if (!published.result) throw new Error(`review failed: ${published.errorMsg}`)
  return published.result
}

async function gold(userId: number): Promise<number> {
  const [row] = await database.db.select({ gold: users.gold }).from(users).where(eq(users.id, userId))
  return row?.gold ?? -1
}

/** Every user's balance equals the sum of their ledger rows. */
async function ledgerMatchesBalances(): Promise<boolean> {
  const rows = await database.db.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM users u
    WHERE u.gold <> coalesce((SELECT sum(change) FROM coin_ledger l WHERE l.user_id = u.id), 0)`)
  const list = (Array.isArray(rows) ? rows : (rows as { rows: { n: number }[] }).rows) as { n: number }[]
  return Number(list[0]?.n) === 0
}

describe('becoming an expert', () => {
  it('refuses bad applications with their messages, one at a time, and a refusal can be answered again', async () => {
    const user = await t.user()
    const bad = await t.call('/user/expertApply', {
      token: user.token,
      body: { name: 'A', intro: '专注足球数据分析十年', gameIds: [202], acceptGuidance: true },
    })
    expect(bad).toMatchObject({ code: 400, errorMsg: '请填写专家昵称（2至16个字）' })
    const unaccepted = await t.call('/user/expertApply', {
      token: user.token,
      body: { name: '专家', intro: '专注足球数据分析十年', gameIds: [202], acceptGuidance: false },
    })
    expect(unaccepted.errorMsg).toBe('请阅读并同意专家指引')
    const otherGame = await t.call('/user/expertApply', {
      token: user.token,
      body: { name: '专家', intro: '专注足球数据分析十年', gameIds: [202], leagueIds: ['l1'], acceptGuidance: true },
    })
    expect(otherGame.errorMsg).toBe('擅长联赛须属于所选项目（最多10个）')
    const body = {
      name: '专家',
      intro: '专注足球数据分析十年',
      gameIds: [202],
      leagueIds: ['l202'],
      acceptGuidance: true,
    }
    expect((await t.call('/user/expertApply', { token: user.token, body })).status).toBe('success')
    expect(await t.call('/user/expertApply', { token: user.token, body })).toMatchObject({
      code: 409,
      errorMsg: '您的申请正在审核中',
    })
    const refused = await t.call<ExpertStanding>('/expert_plan/review/application', {
      token: admin.token,
      body: { uid: user.uid, decision: 'refuse', reason: '简介不够具体' },
    })
    expect(refused.result).toMatchObject({ status: 'refused', refuseReason: '简介不够具体' })
    expect((await t.call('/user/expertApply', { token: user.token, body })).status).toBe('success')
    const notAdmin = await t.call('/expert_plan/review/application', {
      token: user.token,
      body: { uid: user.uid, decision: 'pass' },
    })
    expect(notAdmin.code).toBe(403)
  })
})

describe('plan rules (§5)', () => {
  it('checks every rule on the server with its message', async () => {
    const author = await expert()
    const matchId = await upcomingMatch()
    const save = (overrides: Record<string, unknown>) =>
      t.call('/creator_platform/savePlan', { token: author.token, body: planInput(matchId, overrides) })
    expect((await save({ title: '太短' })).errorMsg).toBe('方案标题为5至30个字')
    expect((await save({ title: '标'.repeat(31) })).errorMsg).toBe('方案标题为5至30个字')
    expect((await save({ playType: 'seriesWinner' })).errorMsg).toBe('该项目不支持此玩法')
    expect((await save({ playType: 'handicap', line: 1 })).errorMsg).toBe(
      '盘口须以.5结尾：让分在±60.5以内，大小在0.5至400.5之间',
    )
    expect((await save({ pick: '' })).errorMsg).toBe('请选择预测结果')
    expect((await save({ odds: 1 })).errorMsg).toBe('参考赔率须在1.10至10.00之间')
    expect((await save({ price: 2001 })).errorMsg).toBe('价格须为0至2000之间的整数金币')
    expect((await save({ firstOrderPrice: 30 })).errorMsg).toBe('首单优惠价须低于原价')
    expect((await save({ content: [{ type: 'text', text: '太短了' }] })).errorMsg).toBe('请填写方案内容（至少20个字）')
    expect((await save({ cover: '' })).errorMsg).toBe('请上传封面图片')
    expect((await save({ cover: 'data:image/png;base64,AAAA' })).errorMsg).toBe(
      '图片须为PNG、JPEG或WebP格式，不超过200KB',
    )
    const started = await upcomingMatch(202, 5 * 60 * 1000)
    expect((await save({ matchId: started })).errorMsg).toBe('请选择即将开始的比赛（开赛前10分钟至7天内）')
    expect((await save({ matchId: 'nope' })).errorMsg).toBe('请选择赛事')
    for (let i = 0; i < 3; i++) expect((await save({})).status).toBe('success')
    expect(await save({})).toMatchObject({ code: 409, errorMsg: '同一场比赛最多发布3个方案' })
    const user = await t.user()
    expect((await t.call('/creator_platform/savePlan', { token: user.token, body: planInput(matchId) })).code).toBe(403)
  })

  it('counts 3 per match even when submissions race', async () => {
    const author = await expert()
    const matchId = await upcomingMatch()
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.call('/creator_platform/savePlan', { token: author.token, body: planInput(matchId) }),
      ),
    )
    expect(answers.filter((answer) => answer.status === 'success')).toHaveLength(3)
  })
})

describe('review, seal and what a non-buyer sees', () => {
  it('publishes with a seal of the exact content, and sends neither content nor prediction to non-buyers', async () => {
    const author = await expert()
    const plan = await submitAndPublish(author, await upcomingMatch())
    expect(plan.status).toBe('published')
    expect(plan.sealText).not.toBeNull()
    expect(plan.sealHash).toBe(
      createHash('sha256')
        .update(plan.sealText ?? '')
        .digest('hex'),
    )
    const stranger = await t.user()
    for (const token of [undefined, stranger.token]) {
      const response = await t.app.inject({
        url: `/java/expert_plan/getExpertPlanInfo?planId=${plan.id}`,
        headers: { systype: 'PC', ...(token && { token }) },
      })
      const text = response.body
      expect(text).not.toContain(SECRET_TEXT)
      expect(text).not.toContain('"pick"')
      const detail = JSON.parse(text).result as PlanDetail
      expect(detail).toMatchObject({ locked: true, content: null, prediction: null, sealText: null })
      expect(detail.sealHash).toBe(plan.sealHash)
    }
    const lists = await Promise.all([
      t.call('/expert_plan/getHomeExpertPlans'),
      t.call('/expert_plan/getPlansPC', { query: { expertId: author.uid } }),
      t.call('/expert_plan/focusEvents', { query: { matchId: plan.matchId } }),
    ])
    for (const list of lists) expect(JSON.stringify(list)).not.toContain(SECRET_TEXT)
    // A published plan is sealed: it cannot be edited.
    const edit = await t.call('/creator_platform/savePlan', {
      token: author.token,
      body: planInput(plan.matchId, { planId: plan.id }),
    })
    expect(edit).toMatchObject({ code: 409, errorMsg: '方案已发布，内容已封存，不能修改' })
  })

  it("serves a plan's content pictures only at addresses signed for a reader; the cover stays public", async () => {
    const author = await expert()
    const saved = await t.call<PlanDetail>('/creator_platform/savePlan', {
      token: author.token,
      body: planInput(await upcomingMatch()),
    })
    const authorsCopy = saved.result?.content?.find((block) => block.type === 'image')
    const signed = authorsCopy?.type === 'image' ? authorsCopy.src : ''
    expect(signed).toMatch(/^\/expert\/image\/\d+\?e=\d+&v=\d+&s=[\w-]{43}$/)
    const bare = signed.split('?')[0] ?? ''
    const get = (url: string) => t.app.inject({ url })
    // Sequential ids, no viewer: the review found a plan still under review readable this way.
    expect((await get(bare)).statusCode).toBe(404)
    const own = await get(signed)
    expect(own.statusCode).toBe(200)
    expect(own.headers['cache-control']).toMatch(/^private, max-age=\d+$/)
    // A forged or altered signature, another picture's, or an expired one: refused alike.
    // (The first character of the signature changed to another one: 'A', or 'B' where it was 'A'.)
    const forged = signed.replace(/s=(.)/, (_whole, first: string) => `s=${first === 'A' ? 'B' : 'A'}`)
    expect(forged).not.toBe(signed)
    expect((await get(forged)).statusCode).toBe(404)
    expect((await get(signed.replace(/v=\d+/, 'v=1'))).statusCode).toBe(404)
    const other = Number(/image\/(\d+)/.exec(bare)?.[1]) + 1
    expect((await get(signed.replace(/image\/\d+/, `image/${other}`))).statusCode).toBe(404)
    const cover = saved.result?.cover ?? ''
    const coverAnswer = await get(cover)
    expect(coverAnswer.statusCode).toBe(200)
    expect(coverAnswer.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    // The author saves the plan again with the signed address it received: the same stored picture.
    const resaved = await t.call<PlanDetail>('/creator_platform/savePlan', {
      token: author.token,
      body: planInput(saved.result?.matchId ?? '', {
        planId: saved.result?.id,
        cover,
        content: [
          { type: 'text', text: SECRET_TEXT },
          { type: 'image', src: signed },
        ],
      }),
    })
    expect(resaved.errorMsg).toBeNull()
    const again = resaved.result?.content?.[1]
    expect(again?.type === 'image' && again.src.split('?')[0]).toBe(bare)
    // A day on, the address has expired.
    t.clock.advance(25 * HOUR)
    expect((await get(signed)).statusCode).toBe(404)
  })

  it('cannot publish once the match has started; such a plan is refused at the next settlement pass', async () => {
    const author = await expert()
    const matchId = await upcomingMatch(202, 20 * 60 * 1000)
    const saved = await t.call<PlanDetail>('/creator_platform/savePlan', {
      token: author.token,
      body: planInput(matchId),
    })
    await database.db.update(matches).set({ status: 'live', phase: 'firstHalf' }).where(eq(matches.id, matchId))
    const late = await t.call('/expert_plan/review/plan', {
      token: admin.token,
      body: { planId: saved.result?.id, decision: 'pass' },
    })
    expect(late.errorMsg).toBe('比赛已开始，方案未能在开赛前审核')
    await settleEndedMatches(database.db, t.clock.now())
    const row = await planRow(database.db, saved.result?.id ?? 0)
    expect(row).toMatchObject({ status: 'refused', releasedAt: null })
  })
})

describe('buying', () => {
  it('charges the first-order price once, unlocks, and refuses short balances without moving coins', async () => {
    const author = await expert()
    const first = await submitAndPublish(author, await upcomingMatch())
    const second = await submitAndPublish(author, await upcomingMatch())
    const poor = await t.user({ gold: 5 })
    const short = await t.call('/orderpay/goldExpertPlan', {
      token: poor.token,
      body: { planId: first.id, requestId: 'req-poor-1' },
    })
    expect(short).toMatchObject({ code: 400, errorMsg: '金币不足，请先充值' })
    expect(await gold(poor.uid)).toBe(5)
    const buyer = await t.user({ gold: 100 })
    const check = await t.call<{ price: number; firstOrder: boolean; enough: boolean }>('/expert_plan/checkGold', {
      token: buyer.token,
      query: { planId: first.id },
    })
    expect(check.result).toMatchObject({ price: 10, firstOrder: true, enough: true })
    const bought = await t.call<{ plan: PlanDetail; charged: number; balance: number }>('/orderpay/goldExpertPlan', {
      token: buyer.token,
      body: { planId: first.id, requestId: 'req-buyer-1' },
    })
    expect(bought.result).toMatchObject({ charged: 10, balance: 90 })
    expect(bought.result?.plan).toMatchObject({ locked: false, purchased: true, prediction: { pick: 'home' } })
    expect(JSON.stringify(bought.result?.plan.content)).toContain(SECRET_TEXT)
    const again = await t.call<{ charged: number; balance: number }>('/orderpay/goldExpertPlan', {
      token: buyer.token,
      body: { planId: first.id, requestId: 'req-buyer-2' },
    })
    expect(again.result).toMatchObject({ charged: 0, balance: 90 })
    // The second plan of the same expert: no first-order discount any more.
    const full = await t.call<{ charged: number }>('/orderpay/goldExpertPlan', {
      token: buyer.token,
      body: { planId: second.id, requestId: 'req-buyer-3' },
    })
    expect(full.result?.charged).toBe(30)
    const own = await t.call('/orderpay/goldExpertPlan', {
      token: author.token,
      body: { planId: first.id, requestId: 'req-own-1' },
    })
    expect(own.errorMsg).toBe('不能购买自己的方案')
  })

  it('sells one plan to 100 concurrent buyers exactly once each', async () => {
    const author = await expert()
    const plan = await submitAndPublish(author, await upcomingMatch(), { firstOrderPrice: null, price: 20 })
    const buyers = await Promise.all(Array.from({ length: 100 }, () => t.user({ gold: 50 })))
    const answers = await Promise.all(
      buyers.map((buyer, i) =>
        t.call('/orderpay/goldExpertPlan', {
          token: buyer.token,
          body: { planId: plan.id, requestId: `bulk-buyer-${i}` },
        }),
      ),
    )
    expect(answers.filter((answer) => answer.status === 'success')).toHaveLength(100)
    const [row] = await database.db.select().from(expertPlans).where(eq(expertPlans.id, plan.id))
    expect(row?.sales).toBe(100)
    const [paid] = await database.db
      .select({ sum: sql<string>`sum(${coinLedger.change})` })
      .from(coinLedger)
      .where(and(eq(coinLedger.kind, 'planPurchase'), eq(coinLedger.idempotencyKey, `plan:${plan.id}`)))
    expect(Number(paid?.sum)).toBe(-2_000)
    expect(await ledgerMatchesBalances()).toBe(true)
  }, 120_000)

  it('lets one user with coins for 3 buy exactly 3 of 200 plans bought at once', async () => {
    const author = await expert()
    const planIds: number[] = []
    for (let i = 0; i < 70; i++) {
      const matchId = await upcomingMatch()
      for (let j = 0; j < 3 && planIds.length < 200; j++) {
        const id = await insertPlan(
          database.db,
          {
            expertId: author.uid,
            gameId: 202,
            matchId,
            leagueId: 'l202',
            title: `批量方案${i}-${j}`,
            playLevel: 'full',
            playType: 'winDrawWin',
            line: null,
            pick: 'home',
            odds: 2,
            price: 10,
            firstOrderPrice: null,
            refundIfMiss: false,
            coverId: null,
            content: [{ type: 'text', text: SECRET_TEXT }],
          },
          t.clock.now(),
        )
        const row = await planRow(database.db, id)
        if (row) await publishPlan(database.db, row, t.clock.now())
        planIds.push(id)
      }
    }
    const buyer = await t.user({ gold: 35 })
    const answers = await Promise.all(
      planIds.map((planId) =>
        t.call('/orderpay/goldExpertPlan', { token: buyer.token, body: { planId, requestId: `one-user-${planId}` } }),
      ),
    )
    expect(answers.filter((answer) => answer.status === 'success')).toHaveLength(3)
    expect(await gold(buyer.uid)).toBe(5)
    const orders = await database.db.select().from(planOrders).where(eq(planOrders.userId, buyer.uid))
    expect(orders).toHaveLength(3)
  }, 60_000)
})

describe('settlement', () => {
  it('refunds every buyer of a missed refund-if-miss plan exactly once, credits the expert of a hit, and voids cancelled matches', async () => {
    const author = await expert()
    const missMatch = await upcomingMatch()
    const hitMatch = await upcomingMatch()
    const voidMatch = await upcomingMatch()
    const missed = await submitAndPublish(author, missMatch, { firstOrderPrice: null })
    const hit = await submitAndPublish(author, hitMatch, { firstOrderPrice: null, refundIfMiss: false })
    const voided = await submitAndPublish(author, voidMatch, { firstOrderPrice: null, refundIfMiss: false })
    const buyers = await Promise.all(Array.from({ length: 5 }, () => t.user({ gold: 100 })))
    for (const [i, buyer] of buyers.entries())
      for (const plan of [missed, hit, voided])
        await t.call('/orderpay/goldExpertPlan', {
          token: buyer.token,
          body: { planId: plan.id, requestId: `settle-${i}-${plan.id}` },
        })
    for (const buyer of buyers) expect(await gold(buyer.uid)).toBe(10)
    const expertBefore = await gold(author.uid)
    await endMatch(missMatch, 0, 2)
    await endMatch(hitMatch, 3, 0)
    await endMatch(voidMatch, 0, 0, 'cancelled')
    const [first, second] = await Promise.all([
      settleEndedMatches(database.db, t.clock.now()),
      settleEndedMatches(database.db, t.clock.now()),
    ])
    const settled = [...(first ?? []), ...(second ?? [])].filter((s) =>
      [missed.id, hit.id, voided.id].includes(s.planId),
    )
    expect(settled.map((s) => s.result).sort()).toEqual(['hit', 'miss', 'void'])
    await settleEndedMatches(database.db, t.clock.now())
    // Missed (refund) and void: 30 + 30 back; the hit is kept.
    for (const buyer of buyers) expect(await gold(buyer.uid)).toBe(70)
    expect(await gold(author.uid)).toBe(expertBefore + Math.floor(5 * 30 * 0.7))
    const orders = await t.call<{ list: { plan: { id: number; result: string }; refunded: number }[] }>(
      '/expert_plan/userExpertPlanOrderPC',
      { token: buyers[0]?.token },
    )
    expect(orders.result?.list.find((o) => o.plan.id === missed.id)).toMatchObject({
      refunded: 30,
      plan: { result: 'miss' },
    })
    expect(orders.result?.list.find((o) => o.plan.id === hit.id)).toMatchObject({
      refunded: 0,
      plan: { result: 'hit' },
    })
    expect(await ledgerMatchesBalances()).toBe(true)
    const card = await t.call<{ record: { hits: number; misses: number; voids: number; roi: number } }>(
      '/expert_plan/getExpertInfo',
      { query: { expertId: author.uid } },
    )
    expect(card.result?.record).toMatchObject({ hits: 1, misses: 1, voids: 1, roi: -5 })
  })

  it('keeps a deleted loser in the record', async () => {
    const author = await expert()
    const matchId = await upcomingMatch()
    const plan = await submitAndPublish(author, matchId)
    await endMatch(matchId, 0, 1)
    await settleEndedMatches(database.db, t.clock.now())
    expect(
      (
        await t.call('/creator_platform/planAction', {
          token: author.token,
          body: { planId: plan.id, action: 'delete' },
        })
      ).status,
    ).toBe('success')
    const card = await t.call<{ record: { misses: number; published: number } }>('/expert_plan/getExpertInfo', {
      query: { expertId: author.uid },
    })
    expect(card.result?.record).toMatchObject({ misses: 1, published: 1 })
  })

  it(`settles 100 plans at one match end with every refund exactly once (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, async () => {
    const matchId = await upcomingMatch()
    const buyer = await t.user({ gold: 100 * 3 })
    const authors = await Promise.all(Array.from({ length: 34 }, () => t.user({ roles: ['expert'] })))
    const planIds: number[] = []
    for (const [i, author] of authors.entries()) {
      await database.db.execute(
        sql`INSERT INTO experts (user_id, name, intro, game_ids, status, applied_at) VALUES (${author.uid}, ${`专家${i}`}, 'x', '{202}', 'passed', 1)`,
      )
      for (let j = 0; j < 3 && planIds.length < 100; j++) {
        const id = await insertPlan(
          database.db,
          {
            expertId: author.uid,
            gameId: 202,
            matchId,
            leagueId: 'l202',
            title: `结算方案${i}-${j}`,
            playLevel: 'full',
            playType: 'winDrawWin',
            line: null,
            pick: 'home',
            odds: 2,
            price: 3,
            firstOrderPrice: null,
            refundIfMiss: true,
            coverId: null,
            content: [{ type: 'text', text: SECRET_TEXT }],
          },
          t.clock.now(),
        )
        const row = await planRow(database.db, id)
        if (row) await publishPlan(database.db, row, t.clock.now())
        planIds.push(id)
      }
    }
    for (const planId of planIds)
      await t.call('/orderpay/goldExpertPlan', {
        token: buyer.token,
        body: { planId, requestId: `settle-${planId}` },
      })
    expect(await gold(buyer.uid)).toBe(0)
    await endMatch(matchId, 0, 1)
    await Promise.all([settleEndedMatches(database.db, t.clock.now()), settleEndedMatches(database.db, t.clock.now())])
    await settleEndedMatches(database.db, t.clock.now())
    expect(await gold(buyer.uid)).toBe(300)
    const refunds = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(coinLedger)
      .where(and(eq(coinLedger.userId, buyer.uid), eq(coinLedger.kind, 'planRefund')))
    expect(Number(refunds[0]?.n)).toBe(100)
    expect(await ledgerMatchesBalances()).toBe(true)
  }, 180_000)
})

describe('a final score corrected after settlement', () => {
  /** What a provider's correction of a closed match does to its row: a new score at the next seq. */
  async function correctMatch(id: string, homeScore: number, guestScore: number) {
    await database.db
      .update(matches)
      .set({ homeScore, guestScore, periods: [{ index: 1, home: homeScore, guest: guestScore }], seq: sql`seq + 1` })
      .where(eq(matches.id, id))
  }

  async function settleTwiceAtOnce(now = t.clock.now()) {
    const passes = await Promise.all([settleEndedMatches(database.db, now), settleEndedMatches(database.db, now)])
    return passes.flat()
  }

  async function revenueRows(expertId: number, planId: number) {
    const rows = await database.db
      .select({ change: coinLedger.change, key: coinLedger.idempotencyKey })
      .from(coinLedger)
      .where(and(eq(coinLedger.userId, expertId), eq(coinLedger.kind, 'planRevenue')))
      .orderBy(coinLedger.id)
    return rows.filter((row) => row.key.startsWith(`plan-revenue:${planId}`)).map((row) => row.change)
  }

  it('settles again: a hit turned miss refunds every buyer once and takes the share back; turned hit again, the buyers keep the refund and the expert is paid', async () => {
    const author = await expert()
    const matchId = await upcomingMatch()
    const plan = await submitAndPublish(author, matchId, { firstOrderPrice: null })
    const buyers = await Promise.all(Array.from({ length: 3 }, () => t.user({ gold: 100 })))
    for (const [i, buyer] of buyers.entries())
      await t.call('/orderpay/goldExpertPlan', {
        token: buyer.token,
        body: { planId: plan.id, requestId: `correction-${i}-${plan.id}` },
      })
    const expertBefore = await gold(author.uid)
    const share = Math.floor((3 * 30 * 70) / 100)

    await endMatch(matchId, 2, 1)
    await settleEndedMatches(database.db, t.clock.now())
    expect(await gold(author.uid)).toBe(expertBefore + share)

    await correctMatch(matchId, 1, 2)
    const missed = (await settleTwiceAtOnce()).filter((s) => s.planId === plan.id)
    expect(missed).toEqual([
      expect.objectContaining({ result: 'miss', corrected: true, revenue: -share, unrecovered: 0 }),
    ])
    expect(missed[0]?.buyers.map((b) => [b.refunded, b.kept])).toEqual([
      [30, 0],
      [30, 0],
      [30, 0],
    ])
    for (const buyer of buyers) expect(await gold(buyer.uid)).toBe(100)
    expect(await gold(author.uid)).toBe(expertBefore)
    expect((await settleEndedMatches(database.db, t.clock.now())).filter((s) => s.planId === plan.id)).toEqual([])

    await correctMatch(matchId, 3, 1)
    const hit = (await settleTwiceAtOnce()).filter((s) => s.planId === plan.id)
    expect(hit).toEqual([expect.objectContaining({ result: 'hit', corrected: true, revenue: share })])
    expect(hit[0]?.buyers.map((b) => [b.refunded, b.kept])).toEqual([
      [0, 30],
      [0, 30],
      [0, 30],
    ])
    for (const buyer of buyers) expect(await gold(buyer.uid)).toBe(100)
    expect(await gold(author.uid)).toBe(expertBefore + share)
    expect(await revenueRows(author.uid, plan.id)).toEqual([share, -share, share])
    const [row] = await database.db.select().from(expertPlans).where(eq(expertPlans.id, plan.id))
    expect(row).toMatchObject({ result: 'hit', settleRound: 2, revenueCredited: share })
    const orders = await t.call<{ list: { plan: { id: number; result: string; resultCorrected: boolean } }[] }>(
      '/expert_plan/userExpertPlanOrderPC',
      { token: buyers[0]?.token },
    )
    expect(orders.result?.list.find((o) => o.plan.id === plan.id)?.plan).toMatchObject({
      result: 'hit',
      resultCorrected: true,
    })
    expect(await ledgerMatchesBalances()).toBe(true)
  })

  it('moves nothing when the result stands, takes back only what the expert still has, and lets a late correction stand', async () => {
    const author = await expert()
    const matchId = await upcomingMatch()
    const plan = await submitAndPublish(author, matchId, { firstOrderPrice: null })
    const buyer = await t.user({ gold: 100 })
    await t.call('/orderpay/goldExpertPlan', {
      token: buyer.token,
      body: { planId: plan.id, requestId: `correction-short-${plan.id}` },
    })
    await endMatch(matchId, 3, 0)
    await settleEndedMatches(database.db, t.clock.now())

    await correctMatch(matchId, 2, 0)
    expect((await settleTwiceAtOnce()).filter((s) => s.planId === plan.id)).toEqual([])
    const [checked] = await database.db.select().from(expertPlans).where(eq(expertPlans.id, plan.id))
    expect(checked).toMatchObject({ result: 'hit', settleRound: 0, settledSeq: 1 })

    // The expert spends all but 5 of his coins; the share (21) can then come back only in part.
    const spend = (await gold(author.uid)) - 5
    await database.db.transaction((tx) =>
      move(tx, {
        userId: author.uid,
        amount: -spend,
        kind: 'adjustment',
        details: 'spent',
        idempotencyKey: `spend-${plan.id}`,
        at: t.clock.now(),
      }),
    )
    await correctMatch(matchId, 0, 1)
    const [reversed] = (await settleTwiceAtOnce()).filter((s) => s.planId === plan.id)
    expect(reversed).toMatchObject({ result: 'miss', revenue: -5, unrecovered: 21 - 5 })
    expect(await gold(author.uid)).toBe(0)
    expect(await gold(buyer.uid)).toBe(100)

    // A week after its first settlement a plan no longer follows its match.
    await correctMatch(matchId, 4, 0)
    const late = t.clock.now() + CORRECTIONS_WITHIN_MS + HOUR
    expect((await settleEndedMatches(database.db, late)).filter((s) => s.planId === plan.id)).toEqual([])
    const [kept] = await database.db.select().from(expertPlans).where(eq(expertPlans.id, plan.id))
    expect(kept).toMatchObject({ result: 'miss', settleRound: 1 })
    expect(await ledgerMatchesBalances()).toBe(true)
  })
})
