import { randomInt } from 'node:crypto'
import type { Kysely, Selectable } from 'kysely'
import type { Database, LoyaltyMemberTable } from '#db/schema'

export type ClubMember = Selectable<LoyaltyMemberTable>

/** The member's club membership, if they joined. */
export const clubMemberOf = (
  db: Kysely<Database>,
  userId: string,
): Promise<ClubMember | undefined> =>
  db
    .selectFrom('loyalty_members')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst()

// Ten digits, the first never 0: what a member reads out or types to receive a transfer.
const newMemberNumber = () =>
  `${randomInt(1, 10)}${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`

/** Joins the club (SPEC 7 add-loylaty); joining again keeps the first membership. */
export async function joinClub(
  db: Kysely<Database>,
  userId: string,
  now: Date,
): Promise<ClubMember> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const existing = await clubMemberOf(db, userId)
    if (existing) return existing
    await db
      .insertInto('loyalty_members')
      .values({
        user_id: userId,
        member_number: newMemberNumber(),
        joined_at: now.toISOString(),
      })
      // A taken number (or a join in another tab) writes nothing; read again.
      .onConflict((conflict) => conflict.doNothing())
      .execute()
  }
  const joined = await clubMemberOf(db, userId)
  if (!joined) throw new Error('could not give the member a member number')
  return joined
}
