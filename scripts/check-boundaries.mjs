#!/usr/bin/env node
// The house rules the machine checks (npm test runs this), failing with each offence listed:
// - the one-way data flow: components in src/ui take props and never import the cache, the bus, the app
//   state or the HTTP client; routes do not call the HTTP client either; only src/streams touches the socket;
//   src/app-state (modal, banner, toasts, effects) holds UI-only state: no cache, no calls; stylesheets in
//   src/ stay under 400 lines (one per component);
// - the contract (protocol/) imports nothing but zod and itself; the client (src/) and the server (server/)
//   never import each other (tests excepted: they may drive both sides);
// - the server stands in layers (SERVER_LAYERS, ground first): a file imports only its own layer and those
//   under it, and no files of the server import each other in a circle; handlers (server/routes) build no
//   queries (no drizzle-orm). Tests and test support excepted;
// - each table has exactly one owner module, the only file that writes it (insert, update, delete; drizzle or
//   raw SQL). Tests, fixtures and migrations excepted. The owners are listed below;
// - on the client, each IndexedDB (Dexie) table is written by one feature's writer only: a folder of
//   src/streams whose writer applies the bus's events in batches (put, add, update, delete, clear, modify).
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(fileURLToPath(import.meta.url), '../..')
const src = join(root, 'src')
const importPattern =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g

function* files(dir) {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry)
    if (statSync(path).isDirectory()) yield* files(path)
    else if (/\.(ts|tsx)$/.test(entry)) yield path
  }
}

/** Which top-level folder of src/ an import lands in, or the bare package name. */
function target(file, specifier) {
  if (specifier.startsWith('.')) {
    const rel = relative(src, resolve(dirname(file), specifier))
    return rel.startsWith('..') ? null : `src/${rel.split(/[\\/]/)[0]}`
  }
  return specifier
}

const problems = []
for (const file of files(src)) {
  const area = relative(src, file).split(/[\\/]/)[0]
  const text = readFileSync(file, 'utf8')
  for (const match of text.matchAll(importPattern)) {
    const specifier = match[1] ?? match[2] ?? match[3]
    const to = target(file, specifier)
    const where = relative(root, file)
    if (area === 'routes' && to === 'src/api') {
      problems.push(`${where}: routes render from the cache; calls go through src/streams, not ${to}`)
    }
    if (area === 'ui' && ['src/db', 'src/streams', 'src/api', 'src/app-state'].includes(to)) {
      problems.push(`${where}: src/ui must take props, not import ${to}`)
    }
    if (area === 'app-state' && ['src/db', 'src/api'].includes(to)) {
      problems.push(`${where}: src/app-state holds UI-only state; data goes through src/streams, not ${to}`)
    }
    if (area !== 'streams' && (to === 'socket.io-client' || to?.startsWith('socket.io-client/'))) {
      problems.push(`${where}: only src/streams may use socket.io-client`)
    }
    if (area === 'ui' && (to === 'ky' || to === 'dexie' || to === 'dexie-react-hooks')) {
      problems.push(`${where}: src/ui must not use ${to}`)
    }
  }
}

// ---- stylesheets stay per component: none over 400 lines

const CSS_LINES_MAX = 400
function* cssFiles(dir) {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry)
    if (statSync(path).isDirectory()) yield* cssFiles(path)
    else if (entry.endsWith('.css')) yield path
  }
}
for (const file of cssFiles(src)) {
  const lines = readFileSync(file, 'utf8').split('\n').length
  if (lines > CSS_LINES_MAX)
    problems.push(`${relative(root, file)}: ${lines} lines; split it per component (at most ${CSS_LINES_MAX})`)
}

// ---- protocol/ and the two sides

const isTest = (path) => /\.test\.tsx?$|[\\/]test-support[\\/]|test-|fixtures|for-tests|test-feed-server/.test(path)

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry)
    if (statSync(path).isDirectory()) {
      if (entry !== 'node_modules' && entry !== 'migrations') yield* sourceFiles(path)
    } else if (/\.(ts|tsx|mjs)$/.test(entry)) yield path
  }
}

function importsOf(file) {
  const text = readFileSync(file, 'utf8')
  return [...text.matchAll(importPattern)].map((m) => m[1] ?? m[2] ?? m[3])
}

/** The top folder of the repository an import lands in ('protocol', 'src', 'server', …), or null for a package. */
function topOf(file, specifier) {
  if (!specifier.startsWith('.')) return null
  return relative(root, resolve(dirname(file), specifier)).split(/[\\/]/)[0]
}

for (const file of sourceFiles(join(root, 'protocol'))) {
  if (isTest(file)) continue
  for (const specifier of importsOf(file)) {
    const top = topOf(file, specifier)
    if (top === null ? specifier !== 'zod' : top !== 'protocol')
      problems.push(`${relative(root, file)}: protocol/ imports only zod and itself, not ${specifier}`)
  }
}
for (const [side, other] of [
  ['src', 'server'],
  ['server', 'src'],
]) {
  for (const file of sourceFiles(join(root, side))) {
    if (isTest(file)) continue
    for (const specifier of importsOf(file))
      if (topOf(file, specifier) === other)
        problems.push(
          `${relative(root, file)}: ${side}/ must not import ${other}/ (${specifier}); share through protocol/`,
        )
  }
}

// ---- the server's layers

/**
 * The server's folders (and top-level files), ground floor first: platform (the database, HTTP and media
 * tools, configuration, sockets, providers), the match data, accounts, the ledger, the domains, then the
 * routes (handlers and socket wiring) and the app. A folder imports its own layer and the ones under it.
 */
const SERVER_LAYERS = [
  ['run-mode.ts', 'crypto', 'i18n.ts', 'db', 'jobs'],
  ['http', 'media'],
  ['config.ts'],
  ['providers', 'realtime'],
  ['matches'],
  ['seed'],
  ['feed', 'library'],
  ['auth'],
  ['ledger'],
  ['site', 'mall', 'channel'],
  ['live'],
  ['articles', 'news', 'blindbox', 'payments', 'experts', 'videos'],
  ['chat', 'ingest'],
  ['comments', 'search'],
  ['posts'],
  ['demo'],
  ['routes'],
  ['app.ts'],
  ['main.ts', 'tables.ts', 'test-support'],
]
const serverRoot = join(root, 'server')
const layerOf = new Map(SERVER_LAYERS.flatMap((rooms, floor) => rooms.map((room) => [room, floor])))
/** The top-level room of the server a path is in: its folder, or the file itself. */
const roomOf = (path) => relative(serverRoot, path).split(/[\\/]/)[0]
/** The server file an import names (with its extension), or null outside the server. */
function serverTarget(file, specifier) {
  if (!specifier.startsWith('.')) return null
  const base = resolve(dirname(file), specifier).replace(/\.(js|ts)$/, '')
  if (!base.startsWith(serverRoot)) return null
  for (const candidate of [`${base}.ts`, join(base, 'index.ts'), `${base}.d.ts`])
    if (statSafe(candidate)) return candidate
  return null
}
function statSafe(path) {
  try {
    return statSync(path).isFile()
  } catch {
    return false
  }
}
const serverGraph = new Map()
for (const file of sourceFiles(serverRoot)) {
  if (isTest(file)) continue
  const room = roomOf(file)
  const floor = layerOf.get(room)
  if (floor === undefined) {
    problems.push(`server/${room}: not placed in SERVER_LAYERS (scripts/check-boundaries.mjs)`)
    continue
  }
  const edges = new Set()
  for (const specifier of importsOf(file)) {
    if (room === 'routes' && (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')))
      problems.push(
        `${relative(root, file)}: handlers parse, call their domain and answer: queries belong to the owner modules, not ${specifier}`,
      )
    const to = serverTarget(file, specifier)
    if (!to || isTest(to)) continue
    edges.add(to)
    const toFloor = layerOf.get(roomOf(to))
    if (toFloor !== undefined && toFloor > floor)
      problems.push(
        `${relative(root, file)}: server/${room} (layer ${floor}) imports ${relative(root, to)} (server/${roomOf(to)}, layer ${toFloor}) above it`,
      )
  }
  serverGraph.set(file, edges)
}
// Files in a circle (Tarjan's strongly connected components of more than one file, or a file importing itself).
{
  let counter = 0
  const index = new Map()
  const low = new Map()
  const stack = []
  const onStack = new Set()
  const visit = (file) => {
    index.set(file, counter)
    low.set(file, counter++)
    stack.push(file)
    onStack.add(file)
    for (const next of serverGraph.get(file) ?? []) {
      if (!serverGraph.has(next)) continue
      if (!index.has(next)) {
        visit(next)
        low.set(file, Math.min(low.get(file), low.get(next)))
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file), index.get(next)))
    }
    if (low.get(file) !== index.get(file)) return
    const circle = []
    let member
    do {
      member = stack.pop()
      onStack.delete(member)
      circle.push(relative(root, member))
    } while (member !== file)
    if (circle.length > 1 || serverGraph.get(file)?.has(file))
      problems.push(`server files import each other in a circle: ${circle.sort().join(', ')}`)
  }
  for (const file of serverGraph.keys()) if (!index.has(file)) visit(file)
}

// ---- one writer per table

/** Each table's owner: the one module that writes it. */
const OWNERS = {
  users: 'server/auth/users.ts',
  user_avatars: 'server/auth/users.ts',
  follows: 'server/auth/users.ts',
  oauth_accounts: 'server/auth/users.ts',
  sessions: 'server/auth/sessions.ts',
  identity_checks: 'server/auth/identity.ts',
  verification_codes: 'server/auth/codes.ts',
  auth_challenges: 'server/auth/challenges.ts',
  oauth_tickets: 'server/auth/oauth-tickets.ts',
  rate_events: 'server/auth/rate-limit.ts',
  coin_ledger: 'server/ledger/ledger.ts',
  anchors: 'server/live/anchors.ts',
  live_rooms: 'server/live/rooms.ts',
  live_images: 'server/live/images.ts',
  gift_records: 'server/live/gifts.ts',
  room_unlocks: 'server/live/playback.ts',
  chat_messages: 'server/chat/messages.ts',
  chat_counters: 'server/chat/messages.ts',
  chat_mutes: 'server/chat/moderation.ts',
  room_moderators: 'server/chat/moderation.ts',
  server_secrets: 'server/db/secrets.ts',
  leagues: 'server/seed/index.ts',
  provider_refs: 'server/feed/refs.ts',
  team_logos: 'server/feed/logos.ts',
  teams: 'server/seed/index.ts',
  league_teams: 'server/seed/index.ts',
  players: 'server/seed/index.ts',
  matches: 'server/feed/store.ts',
  match_events: 'server/feed/store.ts',
  match_attention: 'server/matches/attention.ts',
  search_entries: 'server/search/index-entries.ts',
  site_documents: 'server/site/documents.ts',
  site_tickets: 'server/site/tickets.ts',
  experts: 'server/experts/experts.ts',
  expert_plans: 'server/experts/plans.ts',
  plan_orders: 'server/experts/orders.ts',
  plan_images: 'server/experts/images.ts',
  plan_components: 'server/experts/components.ts',
  recharge_orders: 'server/payments/orders.ts',
  mall_products: 'server/mall/store.ts',
  mall_orders: 'server/mall/store.ts',
  mall_order_events: 'server/mall/store.ts',
  blind_boxes: 'server/blindbox/store.ts',
  blind_box_odds: 'server/blindbox/store.ts',
  blind_box_prizes: 'server/blindbox/store.ts',
  blind_box_draws: 'server/blindbox/store.ts',
  blind_box_progress: 'server/blindbox/store.ts',
  user_badges: 'server/blindbox/store.ts',
  channel_partners: 'server/channel/partners.ts',
  channel_commissions: 'server/channel/commissions.ts',
  user_active_days: 'server/auth/sessions.ts',
  news_articles: 'server/news/writer.ts',
  people_articles: 'server/articles/store.ts',
  article_images: 'server/articles/images.ts',
  comments: 'server/comments/store.ts',
  comment_likes: 'server/comments/store.ts',
  posts: 'server/posts/store.ts',
  post_images: 'server/posts/store.ts',
  read_later: 'server/posts/read-later.ts',
  videos: 'server/videos/store.ts',
  upload_allowances: 'server/videos/store.ts',
  video_views: 'server/videos/store.ts',
  data_epoch: 'server/db/migrations/0030_data_epoch.sql',
}

const serverFiles = [...sourceFiles(join(root, 'server'))].filter((file) => !isTest(file))
/** drizzle table variable → SQL name, from every pgTable('name', …) of the server. */
const tables = new Map()
for (const file of serverFiles)
  for (const m of readFileSync(file, 'utf8').matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g))
    tables.set(m[1], m[2])
const writers = new Map()
for (const file of serverFiles) {
  const text = readFileSync(file, 'utf8')
  const where = relative(root, file)
  for (const [variable, name] of tables) {
    const writes = new RegExp(
      `\\.(insert|update|delete)\\(\\s*${variable}\\b|\\b(insert\\s+into|update|delete\\s+from)\\s+"?${name}\\b`,
      'i',
    )
    if (!writes.test(text)) continue
    if (!writers.has(name)) writers.set(name, new Set())
    writers.get(name).add(where)
  }
}
for (const name of new Set(tables.values())) {
  const owner = OWNERS[name]
  if (!owner) problems.push(`table ${name} has no owner in scripts/check-boundaries.mjs`)
  for (const writer of writers.get(name) ?? [])
    if (writer !== owner)
      problems.push(`${writer}: writes ${name}, whose owner is ${owner} (call a function of the owner)`)
}

// ---- one writer per IndexedDB table

/** Each Dexie table's owner: the feature of src/streams whose writer is the only code that writes it. */
const CLIENT_OWNERS = {
  matches: 'matches',
  matchKeys: 'matches',
  incidents: 'matches',
  meta: 'matches',
  favourites: 'matches',
  matchDetails: 'matches',
  winRates: 'matches',
  standings: 'matches',
  leagues: 'matches',
  matchLists: 'matches',
  dayCounts: 'matches',
  session: 'account',
  ledger: 'account',
  follows: 'account',
  profiles: 'account',
  userContent: 'account',
  expertCache: 'experts',
  coinPackages: 'payments',
  rechargeOrders: 'payments',
  mallCache: 'mall',
  blindBoxCache: 'blindbox',
  channelCache: 'channel',
  newsCache: 'news',
  articleCache: 'articles',
  socialCache: 'social',
  readLater: 'social',
  videoCache: 'videos',
  liveRooms: 'live',
  chat: 'live',
  outgoingChat: 'live',
  leaderboards: 'live',
  playback: 'live',
  anchorProfiles: 'live',
  gifts: 'live',
  anchorStanding: 'anchor',
  liveSettings: 'anchor',
  revenue: 'anchor',
  revenueTotals: 'anchor',
  applications: 'anchor',
  libraryTeams: 'library',
  libraryPlayers: 'library',
  libraryPages: 'library',
  searchResults: 'search',
  searchSuggestions: 'search',
  recentSearches: 'search',
  siteDocuments: 'site',
}
const dexieWrite = /\.(put|bulkPut|add|bulkAdd|update|bulkUpdate|delete|bulkDelete|clear|modify)\(/
/** Every Dexie table the schema declares (database.ts's version 1 and stores.ts), by name. */
const dexieTables = new Set()
for (const file of ['src/db/database.ts', 'src/db/stores.ts'])
  for (const m of readFileSync(join(root, file), 'utf8').matchAll(/^\s+(\w+): '[^']*',?$/gm)) dexieTables.add(m[1])
let clientWrites = 0
for (const file of files(src)) {
  const where = relative(root, file)
  if (isTest(where) || where === 'src/db/database.ts') continue
  const lines = readFileSync(file, 'utf8').split('\n')
  lines.forEach((line, index) => {
    for (const m of line.matchAll(/\b(?:db|database)\.(\w+)\b|\.table\('(\w+)'\)/g)) {
      const table = m[1] ?? m[2]
      if (!dexieTables.has(table)) continue
      // The expression this table starts: the rest of the line and the chained lines under it (`.where(…)`).
      let chain = line.slice(m.index)
      for (let next = index + 1; next < lines.length && /^\s*\./.test(lines[next]); next++) chain += lines[next]
      // A table handed to a bulk-write helper (src/db/observed-put.ts) is written too: `observedBulkPut(db.x, …)`.
      const handed = `${index > 0 ? lines[index - 1] : ''}\n${line.slice(0, m.index)}`
      if (!dexieWrite.test(chain) && !/observedBulkPut\(\s*$/.test(handed)) continue
      clientWrites += 1
      const owner = CLIENT_OWNERS[table]
      const feature = /^src\/streams\/(\w[\w-]*)\//.exec(where)?.[1]
      if (!owner) problems.push(`IndexedDB table ${table} has no owner in scripts/check-boundaries.mjs`)
      else if (feature !== owner)
        problems.push(`${where}:${index + 1}: writes ${table}, written only by src/streams/${owner} (emit an event)`)
    }
  })
}
for (const table of dexieTables)
  if (!CLIENT_OWNERS[table]) problems.push(`IndexedDB table ${table} has no owner in scripts/check-boundaries.mjs`)

if (problems.length > 0) {
  console.error(problems.join('\n'))
  process.exit(1)
}
console.log(
  `import boundaries: ok; the server in ${SERVER_LAYERS.length} layers, ${serverGraph.size} files, none importing ` +
    `upward or in a circle; ${new Set(tables.values()).size} tables, each written only by its owner; ` +
    `${dexieTables.size} IndexedDB tables, ${clientWrites} writes, each in its feature's writer`,
)
