import Dexie, { type PromiseExtended } from 'dexie'
import type { ScorecastDB } from '../../db/database'
import { type SessionRow, sessionRowOf } from '../../db/session-row'
import type { BusEventOf } from '../core/bus'

/** The bus events the account writer stores. */
export const ACCOUNT_WRITTEN_TYPES = [
  'account/signed-in',
  'account/user',
  'account/signed-out',
  'account/preferences',
  'account/spending',
  'account/ledger',
  'account/follows',
  'account/followed',
  'account/profile',
  'account/content',
  'session/expired',
] as const
export type AccountWrittenEvent = BusEventOf<(typeof ACCOUNT_WRITTEN_TYPES)[number]>

/** What a committed batch means for side effects: the new users who just signed in. */
export type AccountOutcome = { newUsers: number }

/**
 * Stores a batch of account events in ONE transaction, in order. Everything personal (ledger, follows
 * with their "followed by me" flags, cached profiles) belongs to one user: it is dropped when the user
 * signs out, the session expires, or another user signs in.
 */
export function applyAccountBatch(db: ScorecastDB, batch: readonly AccountWrittenEvent[]): Promise<AccountOutcome> {
  const tables = [db.session, db.ledger, db.follows, db.profiles, db.userContent]
  return db.transaction('rw', tables, async () => {
    let newUsers = 0
    let session: SessionRow | undefined = await db.session.get('current')
    // Dexie's promises, not an async function's: the transaction scope follows only Dexie's own promises.
    const dropPersonal = () =>
      Dexie.Promise.all([db.session.clear(), db.ledger.clear(), db.follows.clear(), db.profiles.clear()]).then(() => {
        session = undefined
      })
    const now = Date.now()
    for (const event of batch) {
      switch (event.type) {
        case 'account/signed-in':
          if (session && session.uid !== String(event.user.uid)) await dropPersonal()
          session = sessionRowOf(event.user, session, now)
          await db.session.put(session)
          if (event.newUser) newUsers += 1
          break
        case 'account/user':
          // A profile answer racing a logout must not bring the user back.
          if (!session || session.uid !== String(event.user.uid)) break
          session = sessionRowOf(event.user, session, now)
          await db.session.put(session)
          break
        case 'account/signed-out':
        case 'session/expired':
          await dropPersonal()
          break
        case 'account/preferences':
          if (!session) break
          session = { ...session, preferences: event.preferences }
          await db.session.put(session)
          break
        case 'account/spending':
          if (!session) break
          session = { ...session, spending: event.spending }
          await db.session.put(session)
          break
        case 'account/ledger':
          if (!session) break
          if (event.reset) await db.ledger.clear()
          await db.ledger.bulkPut(event.entries)
          session = {
            ...session,
            ledgerTotal: event.total,
            ...(session.user ? { user: { ...session.user, gold: event.balance } } : {}),
          }
          await db.session.put(session)
          break
        case 'account/follows':
          if (event.reset) await db.follows.where('[owner+kind]').equals([event.owner, event.kind]).delete()
          await db.follows.bulkPut(event.entries.map((e) => ({ ...e, owner: event.owner, kind: event.kind })))
          break
        case 'account/followed':
          await applyFollowed(db, session, event)
          break
        case 'account/profile':
          await db.profiles.put({
            ...event.user,
            savedAt: now,
            ...(event.followed === undefined ? {} : { followed: event.followed }),
          })
          break
        case 'account/content':
          if (event.reset) {
            await db.userContent.where('[uid+type]').equals([event.uid, event.contentType]).delete()
          }
          await db.userContent.bulkPut(event.items.map((i) => ({ ...i, uid: event.uid, type: event.contentType })))
          break
      }
    }
    return { newUsers }
  })
}

/**
 * A follow or unfollow by the logged-in user: every cached row about `uid` and the counts follow it.
 * A chain of Dexie's promises, not an async function: the transaction scope follows only Dexie's own promises.
 */
function applyFollowed(
  db: ScorecastDB,
  session: SessionRow | undefined,
  event: BusEventOf<'account/followed'>,
): PromiseExtended<unknown> {
  return db.follows
    .filter((row) => row.uid === event.uid)
    .modify((row) => {
      row.followed = event.followed
    })
    .then(() => db.profiles.get(event.uid))
    .then((profile) =>
      profile ? db.profiles.put({ ...profile, followed: event.followed, fansCount: event.fansCount }) : undefined,
    )
    .then(() =>
      // Unfollowing removes the user from "my follows" at once; following adds them on the next fetch.
      session && !event.followed ? db.follows.delete([Number(session.uid), 'follow', event.uid]) : undefined,
    )
}
