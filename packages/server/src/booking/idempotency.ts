import { createHash } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '#db/schema'
import { ApiProblem } from '#http/errors'

export interface StoredResponse {
  status: number
  body: unknown
  replayed: boolean
}

const POLL_MS = 25
const WAIT_MS = 20_000

function hashBody(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex')
}

/**
 * Runs a request once per Idempotency-Key: a retry with the same key and body gets the first
 * response; the same key with another body is a 422; a concurrent duplicate waits for the
 * first and gets its response. Server failures (5xx) are not kept, so the guest can retry.
 */
export async function withIdempotencyKey(
  db: Kysely<Database>,
  key: string,
  body: unknown,
  run: () => Promise<{ status: number; body: unknown }>,
): Promise<StoredResponse> {
  const requestHash = hashBody(body)
  const inserted = await db
    .insertInto('idempotency_keys')
    .values({
      key,
      request_hash: requestHash,
      status: 'in_progress',
      response_status: null,
      response_body: null,
      created_at: new Date().toISOString(),
    })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .executeTakeFirst()
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0)
    return replay(db, key, requestHash)

  let result: { status: number; body: unknown }
  try {
    result = await run()
  } catch (error) {
    if (!(error instanceof ApiProblem)) {
      await db.deleteFrom('idempotency_keys').where('key', '=', key).execute()
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

async function replay(
  db: Kysely<Database>,
  key: string,
  requestHash: string,
): Promise<StoredResponse> {
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
    if (
      row?.status === 'done' &&
      row.response_status !== null &&
      row.response_body !== null
    ) {
      return {
        status: row.response_status,
        body: JSON.parse(row.response_body),
        replayed: true,
      }
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
