import { createHash } from 'node:crypto'
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '#db/schema'
import { ApiProblem } from '#http/errors'

export interface StoredResponse {
  status: number
  body: unknown
  replayed: boolean
}

/** Marks the key done inside the booking's own transaction, so both commit or neither does. */
export type MarkBooked = (
  trx: Transaction<Database>,
  bookingId: string,
) => Promise<void>

export interface IdempotentWork {
  run: (markBooked: MarkBooked) => Promise<{ status: number; body: unknown }>
  /** The answer for a booking made under the key whose answer was never stored (a crash). */
  replayBooking: (
    bookingId: string,
  ) => Promise<{ status: number; body: unknown }>
}

const POLL_MS = 25
const WAIT_MS = 20_000
// Longer than any booking takes: a key still in progress after this belongs to a dead process.
const ABANDONED_MS = 60_000

/**
 * The stored fingerprint of a request: a hash of the body as the schema let it through, which
 * holds no card data (decision 040: new-booking refuses a body that carries any).
 */
export function hashRequest(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(body ?? {}))
    .digest('hex')
}

/**
 * Runs a request once per Idempotency-Key: a retry with the same key and body gets the first
 * response; the same key with another body is a 422; a concurrent duplicate waits for the first
 * and gets its response. Server failures (5xx) are not kept, so the guest can retry. A key left
 * in progress by a crashed process either names its committed booking (which is answered) or,
 * after a minute, is taken over.
 */
export async function withIdempotencyKey(
  db: Kysely<Database>,
  key: string,
  body: unknown,
  work: IdempotentWork,
): Promise<StoredResponse> {
  const requestHash = hashRequest(body)
  const inserted = await db
    .insertInto('idempotency_keys')
    .values({
      key,
      request_hash: requestHash,
      status: 'in_progress',
      response_status: null,
      response_body: null,
      created_at: new Date().toISOString(),
      booking_id: null,
    })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .executeTakeFirst()
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) {
    const answer = await replay(db, key, requestHash, work)
    if (answer) return answer
  }
  return runOwned(db, key, work)
}

async function runOwned(
  db: Kysely<Database>,
  key: string,
  work: IdempotentWork,
): Promise<StoredResponse> {
  const markBooked: MarkBooked = async (trx, bookingId) => {
    await trx
      .updateTable('idempotency_keys')
      .set({ status: 'done', booking_id: bookingId })
      .where('key', '=', key)
      .execute()
  }
  let result: { status: number; body: unknown }
  try {
    result = await work.run(markBooked)
  } catch (error) {
    if (!(error instanceof ApiProblem)) {
      await db
        .deleteFrom('idempotency_keys')
        .where('key', '=', key)
        .where('booking_id', 'is', null)
        .execute()
      throw error
    }
    result = { status: error.statusCode, body: error.toBody() }
  }
  await db
    .updateTable('idempotency_keys')
    .set({
      status: 'done',
      response_status: result.status,
      response_body: JSON.stringify(result.body),
    })
    .where('key', '=', key)
    .execute()
  return { ...result, replayed: false }
}

/** The first request's answer, or undefined when this request has taken over an abandoned key. */
async function replay(
  db: Kysely<Database>,
  key: string,
  requestHash: string,
  work: IdempotentWork,
): Promise<StoredResponse | undefined> {
  const deadline = Date.now() + WAIT_MS
  for (;;) {
    const row = await db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('key', '=', key)
      .executeTakeFirst()
    if (row && row.request_hash !== requestHash) {
      throw new ApiProblem(
        422,
        'idempotency_conflict',
        'This Idempotency-Key was already used for a different request.',
        {
          'idempotency-key': 'reused_with_other_body',
        },
      )
    }
    if (row?.response_status != null && row.response_body !== null) {
      return {
        status: row.response_status,
        body: JSON.parse(row.response_body),
        replayed: true,
      }
    }
    if (row?.booking_id)
      return { ...(await work.replayBooking(row.booking_id)), replayed: true }
    if (row && Date.now() - Date.parse(row.created_at) > ABANDONED_MS) {
      // Only one retry may take the key over: the update names the timestamp it saw.
      const taken = await db
        .updateTable('idempotency_keys')
        .set({ created_at: new Date().toISOString() })
        .where('key', '=', key)
        .where('created_at', '=', row.created_at)
        .where('booking_id', 'is', null)
        .executeTakeFirst()
      if (Number(taken.numUpdatedRows) === 1) return undefined
    }
    if (!row || Date.now() > deadline) {
      throw new ApiProblem(
        409,
        'conflict',
        'The first request with this Idempotency-Key has not finished; please try again.',
      )
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
}
