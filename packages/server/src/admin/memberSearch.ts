import { sql, type Kysely } from 'kysely'
import type { Database } from '#db/schema'
import { likeContains } from './likeContains'

const MAX_MEMBERS = 50

/**
 * Staff find a member (issue 14) by part of the address or name, or by member number; at most
 * 50, with their club number and points.
 */
export async function searchMembers(db: Kysely<Database>, q: string) {
  const text = q.trim()
  const digits = text.replace(/\s/g, '')
  const pattern = likeContains(text.toLowerCase())
  const rows = await db
    .selectFrom('users')
    .leftJoin('loyalty_members', 'loyalty_members.user_id', 'users.adb2c_id')
    .select([
      'users.adb2c_id as userId',
      'users.email',
      'users.first_name as firstName',
      'users.last_name as lastName',
      'loyalty_members.member_number as memberNumber',
      'loyalty_members.joined_at as joinedAt',
    ])
    .where((eb) =>
      eb.or([
        ...['users.email', 'users.first_name', 'users.last_name'].map(
          (column) => eb(sql`lower(${sql.ref(column)})`, 'like', pattern),
        ),
        ...(/^\d{6,}$/.test(digits)
          ? [eb('loyalty_members.member_number', '=', digits)]
          : []),
      ]),
    )
    .orderBy('users.last_name')
    .orderBy('users.adb2c_id')
    .limit(MAX_MEMBERS)
    .execute()
  const ids = rows.map((row) => row.userId)
  const sums =
    ids.length === 0
      ? []
      : await db
          .selectFrom('points_entries')
          .select(({ fn }) => [
            'user_id',
            'bucket',
            fn.sum<number | string>('points').as('total'),
          ])
          .where('user_id', 'in', ids)
          .groupBy(['user_id', 'bucket'])
          .execute()
  const points = (userId: string, bucket: string) =>
    Number(
      sums.find((sum) => sum.user_id === userId && sum.bucket === bucket)
        ?.total ?? 0,
    )
  return {
    items: rows.map((row) => ({
      ...row,
      earned: points(row.userId, 'earned'),
      pending: points(row.userId, 'pending'),
    })),
  }
}
