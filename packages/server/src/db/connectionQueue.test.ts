import { describe, expect, it } from 'vitest'
import { useMigratedSqlite } from '../testing/migratedSqlite'
import { ConnectionQueue } from './connectionQueue'
import { DatabaseBusy } from './databaseBound'
import { inTransaction } from './transactions'

const database = useMigratedSqlite(200)

/** Lets every promise callback that is ready run. */
const settle = () => new Promise((resolve) => setImmediate(resolve))

const readMeta = () =>
  database().db.selectFrom('app_meta').selectAll().execute()

/** A transaction that holds SQLite's one connection until `commit` is called. */
async function holdConnection() {
  let commit = () => {}
  const held = new Promise<void>((resolve) => (commit = resolve))
  const transaction = inTransaction(database().db, async (trx) => {
    await trx.selectFrom('app_meta').selectAll().execute()
    await held
  })
  await settle()
  return { commit, transaction }
}

describe('ConnectionQueue (issue 34)', () => {
  it('hands the connection to the waiters one at a time, in the order they asked', async () => {
    const queue = new ConnectionQueue()
    await queue.acquire()
    const holders: number[] = []
    const waiters = [1, 2, 3].map((n) =>
      queue.acquire().then(() => holders.push(n)),
    )
    await settle()
    expect(holders).toEqual([])

    queue.release()
    await settle()
    expect(holders).toEqual([1])

    queue.release()
    queue.release()
    await Promise.all(waiters)
    expect(holders).toEqual([1, 2, 3])
    // The last holder gives it back: the next caller has it at once, the one after waits.
    queue.release()
    await queue.acquire()
    let after = false
    void queue.acquire().then(() => (after = true))
    await settle()
    expect(after).toBe(false)
  })

  it('runs the queries that waited on SQLite’s one connection for a transaction in the order they were asked, once it commits', async () => {
    const { commit, transaction } = await holdConnection()
    const answered: number[] = []
    const queries = Array.from({ length: 20 }, (_, n) =>
      readMeta().then(() => answered.push(n)),
    )
    await settle()
    expect(answered).toEqual([])

    commit()
    await Promise.all([transaction, ...queries])
    expect(answered).toEqual(Array.from({ length: 20 }, (_, n) => n))
  })

  it('passes the connection on past a caller that gave up waiting (DatabaseBusy), so nobody waits for it for ever', async () => {
    const { commit, transaction } = await holdConnection()
    await expect(readMeta()).rejects.toBeInstanceOf(DatabaseBusy)

    commit()
    await transaction
    expect(await readMeta()).toBeDefined()
  })
})
