import * as OpenCC from 'opencc-js'
import type { Locale } from '../../protocol/constants'
import type { GameKind } from '../../protocol/games'
import type { ArticleFacts, PreviewFacts, ReportFacts } from '../../protocol/news'

// The text of an article from its facts, in Chinese or English (traditional Chinese converted from the
// Chinese; every other language reads the English). Each article picks its phrasings by a hash of its
// match, so two articles rarely read alike while one article always reads the same.

export type ArticleText = { title: string; summary: string; paragraphs: string[] }

const toTraditional = OpenCC.Converter({ from: 'cn', to: 'twp' })

function pick<T>(options: readonly T[], seed: number, salt: number): T {
  return options[(seed + salt * 7) % options.length] as T
}

/** FNV-1a of the match id: the article's phrasing seed. */
export function seedOf(matchId: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < matchId.length; i++) {
    hash ^= matchId.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

const PERIOD_ZH: Record<GameKind, string> = {
  football: '半场',
  basketball: '节',
  moba: '局',
  fps: '张图',
  battleRoyale: '局',
}
const PERIOD_EN: Record<GameKind, [string, string]> = {
  football: ['half', 'halves'],
  basketball: ['quarter', 'quarters'],
  moba: ['game', 'games'],
  fps: ['map', 'maps'],
  battleRoyale: ['round', 'rounds'],
}
const KEY_ZH: Record<string, string> = {
  goal: '进球',
  ownGoal: '乌龙球',
  penaltyGoal: '点球命中',
  redCard: '红牌',
  baron: '击杀大龙',
  roshan: '击杀肉山',
  gameWon: '拿下一局',
  mapWon: '拿下地图',
}
const KEY_EN: Record<string, string> = {
  goal: 'goal',
  ownGoal: 'own goal',
  penaltyGoal: 'penalty scored',
  redCard: 'red card',
  baron: 'Baron taken',
  roshan: 'Roshan taken',
  gameWon: 'game won',
  mapWon: 'map won',
}

function beijingTime(ms: number, locale: 'zh' | 'en'): string {
  return new Intl.DateTimeFormat(locale === 'zh' ? 'zh-CN' : 'en-GB', {
    timeZone: 'Asia/Shanghai',
    month: locale === 'zh' ? 'numeric' : 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(ms)
}

const formZh = (form: readonly string[]) =>
  form.length === 0
    ? '暂无近期战绩'
    : `近${form.length}场${form.map((r) => ({ W: '胜', D: '平', L: '负' })[r]).join('')}`
const formEn = (form: readonly string[]) =>
  form.length === 0 ? 'no recent results' : `last ${form.length}: ${form.join('')}`
const wins = (form: readonly string[]) => form.filter((r) => r === 'W').length

/** A battle royale's preview: a lobby of many teams meets, two of them named; no duel, no head-to-head. */
function royalePreview(f: PreviewFacts, seed: number, zh: boolean): ArticleText {
  if (zh) {
    const title = pick(
      [`${f.leagueName}前瞻｜${f.home.name}、${f.guest.name}等队伍同场争分`, `赛前看点：${f.leagueName}积分赛`],
      seed,
      1,
    )
    const paragraphs = [
      `${f.leagueName}将于北京时间${beijingTime(f.startTime, 'zh')}开赛，${f.home.name}、${f.guest.name}等多支队伍同场竞技，按排名分与淘汰分累计积分。`,
      '每轮的排名与全场积分榜会在比赛页实时更新。',
    ]
    return { title, summary: paragraphs[0] ?? '', paragraphs }
  }
  const e = inEnglish(f)
  const title = pick(
    [`${e.leagueName} preview: ${e.home.name}, ${e.guest.name} and the lobby`, `${e.leagueName}: a points race ahead`],
    seed,
    1,
  )
  const paragraphs = [
    `${e.leagueName} starts at ${beijingTime(f.startTime, 'en')} Beijing time: ${e.home.name}, ${e.guest.name} and the rest of the lobby race for placement and kill points.`,
    'Every round and the full points table are updated live on the match page.',
  ]
  return { title, summary: paragraphs[0] ?? '', paragraphs }
}

function previewZh(f: PreviewFacts, kind: GameKind, seed: number): ArticleText {
  if (kind === 'battleRoyale') return royalePreview(f, seed, true)
  const { home, guest } = f
  const series = f.bestOf > 1 ? `BO${f.bestOf}` : ''
  const title = pick(
    [
      `前瞻：${home.name} vs ${guest.name}，${f.leagueName}${series}谁能笑到最后`,
      `${f.leagueName}前瞻｜${home.name}迎战${guest.name}`,
      `赛前看点：${home.name}与${guest.name}的${series || '这场'}对决`,
    ],
    seed,
    1,
  )
  const favourite =
    wins(f.form.home) === wins(f.form.guest) ? null : wins(f.form.home) > wins(f.form.guest) ? home : guest
  const h2hHome = f.meetings.filter((m) =>
    m.homeId === home.id ? m.homeScore > m.guestScore : m.guestScore > m.homeScore,
  ).length
  const h2hGuest = f.meetings.filter((m) =>
    m.homeId === guest.id ? m.homeScore > m.guestScore : m.guestScore > m.homeScore,
  ).length
  const paragraphs = [
    `${f.leagueName}将于北京时间${beijingTime(f.startTime, 'zh')}迎来${home.name}对阵${guest.name}的比赛${series ? `，赛制为${series}` : ''}。`,
    `${home.name}${formZh(f.form.home)}，${guest.name}${formZh(f.form.guest)}。${
      favourite
        ? pick(
            [`从状态看，${favourite.name}略占上风。`, `近期走势更好的${favourite.name}被看作稍占优势的一方。`],
            seed,
            2,
          )
        : '两队近期状态相当，胜负难料。'
    }`,
    f.meetings.length === 0
      ? pick(
          ['两队此前没有交手记录，这将是双方的首次碰面。', '这是两队近期的首次交锋，没有历史战绩可供参考。'],
          seed,
          3,
        )
      : `两队近${f.meetings.length}次交手，${home.name}${h2hHome}胜，${guest.name}${h2hGuest}胜。`,
    pick(
      [
        `比赛开始后，比分、${PERIOD_ZH[kind] === '半场' ? '进球与红黄牌' : '关键事件'}将在比赛页实时更新。`,
        '比赛进行中可在比赛页查看实时比分与赛况。',
      ],
      seed,
      4,
    ),
  ]
  return { title, summary: paragraphs[0] ?? '', paragraphs }
}

/** The facts with English names where the catalogue has them. */
function inEnglish<F extends ArticleFacts>(f: F): F {
  return {
    ...f,
    leagueName: f.leagueNameEn ?? f.leagueName,
    home: { ...f.home, name: f.home.nameEn ?? f.home.name },
    guest: { ...f.guest, name: f.guest.nameEn ?? f.guest.name },
  }
}

function previewEn(facts: PreviewFacts, kind: GameKind, seed: number): ArticleText {
  if (kind === 'battleRoyale') return royalePreview(facts, seed, false)
  const f = inEnglish(facts)
  const { home, guest } = f
  const series = f.bestOf > 1 ? ` (best of ${f.bestOf})` : ''
  const title = pick(
    [
      `Preview: ${home.name} vs ${guest.name} (${f.leagueName})`,
      `${f.leagueName} preview: ${home.name} take on ${guest.name}`,
    ],
    seed,
    1,
  )
  const favourite =
    wins(f.form.home) === wins(f.form.guest) ? null : wins(f.form.home) > wins(f.form.guest) ? home : guest
  const paragraphs = [
    `${f.leagueName}: ${home.name} meet ${guest.name} at ${beijingTime(f.startTime, 'en')} Beijing time${series}.`,
    `${home.name}: ${formEn(f.form.home)}; ${guest.name}: ${formEn(f.form.guest)}. ${
      favourite ? `On form, ${favourite.name} go in as slight favourites.` : 'Their recent form is level.'
    }`,
    f.meetings.length === 0
      ? 'The two sides have not met recently.'
      : `They have met ${f.meetings.length} time${f.meetings.length === 1 ? '' : 's'} recently.`,
    'Follow the live score and key events on the match page once it starts.',
  ]
  return { title, summary: paragraphs[0] ?? '', paragraphs }
}

/** A battle royale's report: the lobby's podium and where the match's two named teams finished. */
function royaleReport(
  f: ReportFacts,
  lobby: NonNullable<ReportFacts['lobby']>,
  seed: number,
  zh: boolean,
): ArticleText {
  const name = (row: (typeof lobby)[number]) => (zh ? row.name : (row.nameEn ?? row.name))
  const league = zh ? f.leagueName : (f.leagueNameEn ?? f.leagueName)
  const [first, second, third] = lobby
  const placeOf = (team: ReportFacts['home']) => {
    const index = lobby.findIndex((row) => row.name === team.name)
    return index < 0 ? null : { place: index + 1, row: lobby[index] as (typeof lobby)[number] }
  }
  const named = [placeOf(f.home), placeOf(f.guest)].flatMap((entry) => (entry ? [entry] : []))
  if (!first) return { title: league, summary: league, paragraphs: [league] }
  if (zh) {
    const title = pick(
      [
        `战报：${name(first)}以${first.points}分夺得${league}本场第一`,
        `${league}｜${name(first)}${first.wins > 0 ? `${first.wins}次吃鸡，` : ''}积分登顶`,
      ],
      seed,
      1,
    )
    const podium = [first, second, third]
      .flatMap((row, i) => (row ? [`第${i + 1}名${name(row)}（${row.points}分，${row.kills}淘汰）`] : []))
      .join('，')
    const paragraphs = [
      `${league}本场${lobby.length}支队伍同场竞技，${name(first)}以${first.points}分排名第一。`,
      `前三名：${podium}。`,
      ...(named.length > 0
        ? [`${named.map(({ place, row }) => `${name(row)}排名第${place}（${row.points}分）`).join('，')}。`]
        : []),
      '完整的积分榜与每轮排名可在比赛页查看。',
    ]
    return { title, summary: paragraphs[0] ?? '', paragraphs }
  }
  const ordinal = (n: number) =>
    `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`
  const title = pick(
    [
      `Report: ${name(first)} top the ${league} lobby with ${first.points} points`,
      `${league}: ${name(first)} finish first`,
    ],
    seed,
    1,
  )
  const podium = [first, second, third]
    .flatMap((row, i) => (row ? [`${ordinal(i + 1)} ${name(row)} (${row.points} pts, ${row.kills} kills)`] : []))
    .join(', ')
  const paragraphs = [
    `${lobby.length} teams played this ${league} lobby; ${name(first)} finished first with ${first.points} points.`,
    `The top three: ${podium}.`,
    ...(named.length > 0
      ? [`${named.map(({ place, row }) => `${name(row)} finished ${ordinal(place)} (${row.points} pts)`).join('; ')}.`]
      : []),
    'The full points table and every round are on the match page.',
  ]
  return { title, summary: paragraphs[0] ?? '', paragraphs }
}

function reportZh(f: ReportFacts, kind: GameKind, seed: number): ArticleText {
  if (f.lobby) return royaleReport(f, f.lobby, seed, true)
  const { home, guest } = f
  const draw = f.homeScore === f.guestScore
  const [winner, loser] = f.homeScore >= f.guestScore ? [home, guest] : [guest, home]
  // The winner's score first, as a result is told ("以3-1战胜").
  const score = `${Math.max(f.homeScore, f.guestScore)}-${Math.min(f.homeScore, f.guestScore)}`
  const margin = Math.abs(f.homeScore - f.guestScore)
  const title = draw
    ? pick(
        [`战报：${home.name} ${score} 战平 ${guest.name}`, `${f.leagueName}｜${home.name}与${guest.name}握手言和`],
        seed,
        1,
      )
    : pick(
        [
          `战报：${winner.name} ${score} ${margin >= 2 && kind !== 'basketball' ? '完胜' : '击败'} ${loser.name}`,
          `${f.leagueName}｜${winner.name}力克${loser.name}，比分${score}`,
          `${f.leagueName}｜${winner.name}${score}胜${loser.name}`,
        ],
        seed,
        1,
      )
  const periods = f.periods.map((p, i) => `第${i + 1}${PERIOD_ZH[kind]}${p.home}-${p.guest}`).join('，')
  const key = f.key
    .map((k) => {
      const side = k.side === 'home' ? home.name : k.side === 'guest' ? guest.name : ''
      const at = kind === 'football' ? `第${Math.floor(k.clock / 60) + 1}分钟` : `第${k.period}${PERIOD_ZH[kind]}`
      return `${at}${side}${KEY_ZH[k.kind] ?? ''}${k.detail ? `（${k.detail}）` : ''}`
    })
    .join('；')
  const count = (kindName: string, label: string) => {
    const pair = f.counts[kindName]
    return pair ? `${label}${pair[0]}比${pair[1]}` : null
  }
  const stats = [
    count('kill', '击杀数'),
    count('tower', '推塔'),
    count('corner', '角球'),
    count('yellowCard', '黄牌'),
    count('elimination', '淘汰'),
  ]
    .filter(Boolean)
    .join('，')
  const paragraphs = [
    `${f.leagueName}比赛结束，${draw ? `${home.name}与${guest.name}以${score}战平` : `${winner.name}以${score}战胜${loser.name}`}。`,
    ...(periods ? [`各${PERIOD_ZH[kind]}比分：${periods}。`] : []),
    ...(key ? [`关键时刻：${key}。`] : []),
    ...(stats ? [`数据对比（${home.name}在前）：${stats}。`] : []),
    pick(
      ['完整的比分详情与赛况可在比赛页查看。', '想回顾整场比赛的每一个关键节点，可以前往比赛页查看完整赛况。'],
      seed,
      2,
    ),
  ]
  return { title, summary: paragraphs[0] ?? '', paragraphs }
}

function reportEn(facts: ReportFacts, kind: GameKind, seed: number): ArticleText {
  if (facts.lobby) return royaleReport(facts, facts.lobby, seed, false)
  const f = inEnglish(facts)
  const { home, guest } = f
  const draw = f.homeScore === f.guestScore
  const [winner, loser] = f.homeScore >= f.guestScore ? [home, guest] : [guest, home]
  const score = `${Math.max(f.homeScore, f.guestScore)}-${Math.min(f.homeScore, f.guestScore)}`
  const title = draw
    ? `Report: ${home.name} and ${guest.name} draw ${score}`
    : pick(
        [`Report: ${winner.name} beat ${loser.name} ${score}`, `${f.leagueName}: ${winner.name} see off ${loser.name}`],
        seed,
        1,
      )
  const [one, many] = PERIOD_EN[kind]
  const periods = f.periods.map((p, i) => `${one} ${i + 1}: ${p.home}-${p.guest}`).join(', ')
  const key = f.key
    .map((k) => {
      const side = k.side === 'home' ? home.name : k.side === 'guest' ? guest.name : ''
      const at = kind === 'football' ? `${Math.floor(k.clock / 60) + 1}'` : `${one} ${k.period}`
      return `${at} ${KEY_EN[k.kind] ?? k.kind}${side ? ` (${side}${k.detail ? `, ${k.detail}` : ''})` : ''}`
    })
    .join('; ')
  const paragraphs = [
    `${f.leagueName}: ${draw ? `${home.name} and ${guest.name} drew ${score}` : `${winner.name} beat ${loser.name} ${score}`}.`,
    ...(periods ? [`By ${many}: ${periods}.`] : []),
    ...(key ? [`Key moments: ${key}.`] : []),
    'The full score and timeline are on the match page.',
  ]
  return { title, summary: paragraphs[0] ?? '', paragraphs }
}

/** The article's text in `locale`. */
export function articleText(facts: ArticleFacts, kind: GameKind, matchId: string, locale: Locale): ArticleText {
  const seed = seedOf(matchId)
  const chinese = locale === 'zh_CN' || locale === 'zh_TW'
  const text = chinese
    ? facts.kind === 'preview'
      ? previewZh(facts, kind, seed)
      : reportZh(facts, kind, seed)
    : facts.kind === 'preview'
      ? previewEn(facts, kind, seed)
      : reportEn(facts, kind, seed)
  if (locale !== 'zh_TW') return text
  return {
    title: toTraditional(text.title),
    summary: toTraditional(text.summary),
    paragraphs: text.paragraphs.map((p) => toTraditional(p)),
  }
}
