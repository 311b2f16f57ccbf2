import { createHash } from 'node:crypto'
import zlib, { deflateSync } from 'node:zlib'
import { and, count, eq, gt, inArray, lt, sql } from 'drizzle-orm'
import { type ContentBlock, type Prediction, playFamily } from '../../protocol/experts'
import { gameById } from '../../protocol/games'
import type { Database } from '../db/client'
import { ensureDemoExpert } from '../experts/experts'
import { planImageUrl, storedPictureOf } from '../experts/images'
import { insertPlan, planRow, publishPlan } from '../experts/plans'
import { expertPlans } from '../experts/tables'
import { letOthersIn, repeatEvery } from '../jobs/repeat'
import { matches, teams } from '../matches/tables'
import { findOrCreateDemoUser } from './accounts'

// Demo experts (npm start; DEMO_EXPERTS): they publish plans on upcoming matches of the built-in feed, picked
// by a deterministic model of team form with a skill of their own (how often they follow the form rather than
// a coin), so their records are earned from the matches' real settled results, never written in.

type DemoExpert = { username: string; name: string; intro: string; gameIds: number[]; skill: number }

export const DEMO_EXPERTS: readonly DemoExpert[] = [
  {
    username: '老K看球',
    name: '老K看球',
    intro: '十年足球数据分析，专注五大联赛的让球与大小球。',
    gameIds: [202],
    skill: 0.8,
  },
  {
    username: '篮板数据帝',
    name: '篮板数据帝',
    intro: '用数据说话的篮球分析，主攻胜负与让分。',
    gameIds: [201],
    skill: 0.7,
  },
  {
    username: '电竞老炮',
    name: '电竞老炮',
    intro: 'LoL与DOTA2赛事复盘多年，看版本更看状态。',
    gameIds: [1, 4],
    skill: 0.75,
  },
  {
    username: '狙神预测',
    name: '狙神预测',
    intro: 'CS:GO职业赛事观察者，擅长地图盘与总地图数。',
    gameIds: [2],
    skill: 0.6,
  },
  {
    username: '峡谷预言家',
    name: '峡谷预言家',
    intro: '王者荣耀与英雄联盟手游赛事分析，偏爱BO5。',
    gameIds: [3, 7],
    skill: 0.5,
  },
  {
    username: '全能分析师',
    name: '全能分析师',
    intro: '足球、篮球、电竞全覆盖，每天精选几场。',
    gameIds: [202, 201, 1],
    skill: 0.4,
  },
]

/** Plans a demo expert keeps on sale at most, and how far ahead it looks for matches. */
const ON_SALE_TARGET = 4
const LOOK_AHEAD_MS = 24 * 60 * 60 * 1000
const SOONEST_MS = 11 * 60 * 1000
const PRICES = [0, 18, 28, 38, 58, 88] as const

/** A number in [0, 1) from the hash of `parts`: the same inputs give the same choice on every run. */
function chance(...parts: (string | number)[]): number {
  return createHash('sha256').update(parts.join('|')).digest().readUInt32BE(0) / 2 ** 32
}

/** A plain 320×180 PNG in the game's colour with a darker band: a cover without ffmpeg. */
export function demoCover(gameId: number): string {
  const hue = (gameId * 47) % 360
  const [r, g, b] = hslToRgb(hue / 360, 0.55, 0.45)
  const width = 320
  const height = 180
  const rows: Buffer[] = []
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3)
    const shade = y > 120 && y < 150 ? 0.6 : 1 - y / (height * 3)
    for (let x = 0; x < width; x++) row.set([r * shade, g * shade, b * shade], 1 + x * 3)
    rows.push(row)
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(zlib.crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ])
  return `data:image/png;base64,${png.toString('base64')}`
}

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const f = (n: number) => {
    const k = (n + h * 12) % 12
    const a = s * Math.min(l, 1 - l)
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))))
  }
  return [f(0), f(8), f(4)]
}

type Form = { played: number; won: number; scored: number; conceded: number }

/** Each team's form over the closed matches of the last 30 days. */
async function formOf(db: Database, teamIds: string[], now: number): Promise<Map<string, Form>> {
  const form = new Map<string, Form>()
  if (teamIds.length === 0) return form
  const rows = await db
    .select({
      home: matches.homeTeamId,
      guest: matches.guestTeamId,
      homeScore: matches.homeScore,
      guestScore: matches.guestScore,
    })
    .from(matches)
    .where(
      and(
        eq(matches.status, 'closed'),
        gt(matches.startTime, now - 30 * 24 * 60 * 60 * 1000),
        sql`(${inArray(matches.homeTeamId, teamIds)} OR ${inArray(matches.guestTeamId, teamIds)})`,
      ),
    )
  const add = (team: string, scored: number, conceded: number) => {
    const entry = form.get(team) ?? { played: 0, won: 0, scored: 0, conceded: 0 }
    entry.played++
    entry.scored += scored
    entry.conceded += conceded
    if (scored > conceded) entry.won++
    form.set(team, entry)
  }
  for (const row of rows) {
    add(row.home, row.homeScore, row.guestScore)
    add(row.guest, row.guestScore, row.homeScore)
  }
  return form
}

const rate = (form: Form | undefined) => (form && form.played > 0 ? form.won / form.played : 0.5)
const perGame = (form: Form | undefined, fallback: number) =>
  form && form.played > 0 ? (form.scored + form.conceded) / form.played : fallback
const half = (value: number) => Math.floor(value) + 0.5

type Upcoming = { id: string; gameId: number; bestOf: number; homeTeamId: string; guestTeamId: string }

/**
 * The demo expert's prediction for a match: the side in better form with probability `skill`, else a
 * coin's side; the play and its line from the match and the teams' scoring.
 */
export function predictionFor(
  expert: DemoExpert,
  match: Upcoming,
  form: Map<string, Form>,
): Prediction & { odds: number } {
  const home = form.get(match.homeTeamId)
  const guest = form.get(match.guestTeamId)
  const informed = chance(expert.username, match.id, 'skill') < expert.skill
  const favourite = rate(home) >= rate(guest) ? 'home' : 'guest'
  const side = informed ? favourite : chance(expert.username, match.id, 'coin') < 0.5 ? 'home' : 'guest'
  const game = gameById(match.gameId)
  const family = game ? playFamily(game.kind) : 'esports'
  const roll = chance(expert.username, match.id, 'play')
  const odds = Math.round((1.65 + chance(expert.username, match.id, 'odds') * 0.6) * 100) / 100
  if (family === 'esports') {
    if (match.bestOf >= 3 && roll > 0.7) {
      const expectedMaps = match.bestOf === 3 ? 2.5 : 3.5
      const over = informed ? Math.abs(rate(home) - rate(guest)) < 0.2 : roll > 0.85
      return { playLevel: 'full', playType: 'totalMaps', line: expectedMaps, pick: over ? 'over' : 'under', odds }
    }
    return { playLevel: 'full', playType: 'seriesWinner', line: null, pick: side, odds }
  }
  const average =
    (perGame(home, family === 'football' ? 2.6 : 200) + perGame(guest, family === 'football' ? 2.6 : 200)) / 2
  if (roll > 0.66) {
    const pick = informed
      ? perGame(home, average) + perGame(guest, average) > 2 * average
        ? 'over'
        : 'under'
      : side === 'home'
        ? 'over'
        : 'under'
    return { playLevel: 'full', playType: 'overUnder', line: half(average), pick, odds }
  }
  if (roll > 0.33) {
    const line = family === 'football' ? -0.5 : -half(Math.max(1, Math.abs(rate(home) - rate(guest)) * 20))
    return { playLevel: 'full', playType: 'handicap', line: favourite === 'home' ? line : -line, pick: side, odds }
  }
  if (family === 'football')
    return {
      playLevel: 'full',
      playType: 'winDrawWin',
      line: null,
      pick: side,
      odds: Math.round((odds + 0.3) * 100) / 100,
    }
  return { playLevel: 'full', playType: 'moneyline', line: null, pick: side, odds }
}

const PLAY_WORDS: Record<Prediction['playType'], string> = {
  winDrawWin: '胜平负',
  moneyline: '胜负',
  seriesWinner: '系列赛胜负',
  handicap: '让球/让分',
  mapHandicap: '地图让分',
  overUnder: '大小',
  totalMaps: '总地图数',
}

function contentFor(
  names: { home: string; guest: string },
  prediction: Prediction,
  form: { home?: Form; guest?: Form },
): ContentBlock[] {
  const summary = (name: string, entry: Form | undefined) =>
    entry && entry.played > 0
      ? `${name}近30天${entry.played}场${entry.won}胜，场均得${(entry.scored / entry.played).toFixed(1)}、失${(entry.conceded / entry.played).toFixed(1)}`
      : `${name}近期缺少可比数据`
  return [
    {
      type: 'text',
      text: `【状态】${summary(names.home, form.home)}；${summary(names.guest, form.guest)}。`,
    },
    {
      type: 'text',
      text: `【分析】本场看${PLAY_WORDS[prediction.playType]}玩法，结合双方近期攻防数据与赛程强度给出判断，仅供参考。（演示专家，由内置赛事数据自动生成）`,
    },
  ]
}

/** The demo experts' accounts (made on the first start) and their user ids. */
export async function ensureDemoExperts(db: Database, count: number, now: number): Promise<Map<number, DemoExpert>> {
  const cast = new Map<number, DemoExpert>()
  for (const expert of DEMO_EXPERTS.slice(0, count)) {
    const user = await findOrCreateDemoUser(db, expert.username, now)
    await ensureDemoExpert(
      db,
      user.id,
      { name: expert.name, intro: expert.intro, gameIds: expert.gameIds, leagueIds: [] },
      now,
    )
    cast.set(user.id, expert)
  }
  return cast
}

/** One pass: each demo expert tops its plans on sale up to ON_SALE_TARGET, on matches it has none on. */
export async function publishDemoPlans(db: Database, cast: Map<number, DemoExpert>, now: number): Promise<number> {
  let published = 0
  for (const [userId, expert] of cast) {
    const [onSale] = await db
      .select({ n: count() })
      .from(expertPlans)
      .innerJoin(matches, eq(matches.id, expertPlans.matchId))
      .where(
        and(eq(expertPlans.expertId, userId), eq(expertPlans.status, 'published'), eq(matches.status, 'notStarted')),
      )
    let wanted = ON_SALE_TARGET - Number(onSale?.n ?? 0)
    if (wanted <= 0) continue
    const upcoming = await db
      .select({
        id: matches.id,
        gameId: matches.gameId,
        bestOf: matches.bestOf,
        homeTeamId: matches.homeTeamId,
        guestTeamId: matches.guestTeamId,
        leagueId: matches.leagueId,
        startTime: matches.startTime,
      })
      .from(matches)
      .where(
        and(
          inArray(matches.gameId, expert.gameIds),
          eq(matches.status, 'notStarted'),
          gt(matches.startTime, now + SOONEST_MS),
          lt(matches.startTime, now + LOOK_AHEAD_MS),
        ),
      )
      .orderBy(matches.startTime)
      .limit(200)
    const mine = new Set(
      (await db.select({ matchId: expertPlans.matchId }).from(expertPlans).where(eq(expertPlans.expertId, userId))).map(
        (row) => row.matchId,
      ),
    )
    const chosen = upcoming.filter((match) => !mine.has(match.id) && chance(expert.username, match.id, 'pick') < 0.35)
    const teamIds = [...new Set(chosen.flatMap((match) => [match.homeTeamId, match.guestTeamId]))]
    const form = await formOf(db, teamIds, now)
    const names = new Map(
      teamIds.length === 0
        ? []
        : (await db.select({ id: teams.id, name: teams.name }).from(teams).where(inArray(teams.id, teamIds))).map(
            (row) => [row.id, row.name],
          ),
    )
    for (const match of chosen) {
      await letOthersIn()
      if (wanted <= 0) break
      const { odds, ...prediction } = predictionFor(expert, match, form)
      const home = names.get(match.homeTeamId) ?? ''
      const guest = names.get(match.guestTeamId) ?? ''
      const coverId = await storedPictureOf(db, userId, demoCover(match.gameId), now)
      const price = PRICES[Math.floor(chance(expert.username, match.id, 'price') * PRICES.length)] ?? 0
      const planId = await insertPlan(
        db,
        {
          expertId: userId,
          gameId: match.gameId,
          matchId: match.id,
          leagueId: match.leagueId,
          title: `${home} vs ${guest}：${PLAY_WORDS[prediction.playType]}推荐`.slice(0, 30),
          ...prediction,
          odds,
          price,
          firstOrderPrice: price >= 28 ? Math.floor(price / 2) : null,
          refundIfMiss: chance(expert.username, match.id, 'refund') < 0.5,
          coverId,
          content: contentFor({ home, guest }, prediction, {
            home: form.get(match.homeTeamId),
            guest: form.get(match.guestTeamId),
          }).concat(coverId === null ? [] : [{ type: 'image', src: planImageUrl(coverId) }]),
        },
        now,
      )
      const row = await planRow(db, planId)
      if (row && (await publishPlan(db, row, now))) {
        published++
        wanted--
      }
    }
  }
  return published
}

/** Publishes demo plans now and every `intervalMs` until stopped. */
export function startDemoExperts(options: {
  db: Database
  count: number
  log: { info: (o: object, m: string) => void; error: (o: object, m: string) => void }
  intervalMs?: number
  now?: () => number
}) {
  const now = options.now ?? Date.now
  let cast: Map<number, DemoExpert> | null = null
  return repeatEvery(
    options.intervalMs ?? 60_000,
    async () => {
      cast ??= await ensureDemoExperts(options.db, options.count, now())
      const published = await publishDemoPlans(options.db, cast, now())
      if (published > 0) options.log.info({ published }, 'demo experts published plans')
    },
    (error) => options.log.error({ err: error }, 'demo experts failed; retrying on the next pass'),
  )
}
