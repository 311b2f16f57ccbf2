import type { DatabaseHandle } from '../db/client'

/** What the data holds of logins a server acknowledged: the phones it lost, and users whose coins do not add up. */
export type LoginAudit = {
  /** Acknowledged logins whose user is missing (or has another phone). */
  lost: { uid: number; mobile: string }[]
  /** Users without exactly one new-user bonus, or whose balance differs from the sum of their ledger. */
  unbalanced: { id: number; bonuses: number; gold: number; ledger: number }[]
}

/**
 * Checks acknowledged new-user logins against the data (each one wrote a user, a session and the bonus movement
 * in one transaction): every user there, with one bonus and a balance equal to its ledger. The fault suites and
 * the two-node CI check share it.
 */
export async function auditLogins(
  handle: Pick<DatabaseHandle, 'withSession'>,
  logins: readonly { uid: number; mobile: string }[],
): Promise<LoginAudit> {
  const rows = await handle.withSession((session) =>
    session.query<{ id: number; mobile: string; gold: string; bonuses: string; total: string | null }>(
      `SELECT u.id, u.mobile, u.gold,
              (SELECT count(*) FROM coin_ledger l WHERE l.user_id = u.id AND l.kind = 'newUserBonus') AS bonuses,
              (SELECT sum(l.change) FROM coin_ledger l WHERE l.user_id = u.id) AS total
         FROM users u WHERE u.id = ANY($1::int[])`,
      [logins.map((login) => login.uid)],
    ),
  )
  const byId = new Map(rows.map((row) => [row.id, row]))
  return {
    lost: logins.filter((login) => byId.get(login.uid)?.mobile !== login.mobile),
    unbalanced: rows
      .map((row) => ({ id: row.id, bonuses: Number(row.bonuses), gold: Number(row.gold), ledger: Number(row.total) }))
      .filter((row) => row.bonuses !== 1 || row.gold !== row.ledger),
  }
}
