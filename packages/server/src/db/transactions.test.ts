import { describe, expect, it } from 'vitest'
import { useMigratedSqlite } from '../testing/migratedSqlite'
import { DatabaseBusy } from './databaseBound'
import { afterCommit, inTransaction, readTogether } from './transactions'
import { OuterConnectionInTransaction } from './transactionScope'

// The SQLite handle has one connection: a query on it inside a transaction used to wait forever
// (issue 30: one member's newsletter call hung the server). Decision 039.
const sqlite = useMigratedSqlite(200)

const countMeta = () =>
  sqlite()
    .db.selectFrom('app_meta')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow()

describe('inTransaction (decision 039)', () => {
  it('ASVS 15.4.3: a query on the outer handle inside a transaction is refused at once instead of waiting forever', async () => {
    const started = Date.now()
    await expect(
      inTransaction(sqlite().db, async (trx) => {
        await trx.selectFrom('app_meta').selectAll().execute()
        await countMeta()
      }),
    ).rejects.toBeInstanceOf(OuterConnectionInTransaction)
    expect(Date.now() - started).toBeLessThan(200)
    // The connection was given back: the database answers as before.
    expect(await countMeta()).toBeDefined()
  })

  it('refuses a transaction opened inside another, which would wait for the same connection', async () => {
    await expect(
      inTransaction(sqlite().db, () =>
        inTransaction(sqlite().db, async () => undefined),
      ),
    ).rejects.toBeInstanceOf(OuterConnectionInTransaction)
  })

  it('lets work that a transaction started and left running use the handle once it has ended', async () => {
    let later: Promise<unknown> = Promise.resolve()
    await inTransaction(sqlite().db, async (trx) => {
      await trx.selectFrom('app_meta').selectAll().execute()
      later = new Promise((resolve) => setTimeout(resolve, 20)).then(countMeta)
    })
    await expect(later).resolves.toBeDefined()
  })

  it('ASVS 16.5.2: a query that cannot have a connection within the bound fails as DatabaseBusy', async () => {
    let release = () => {}
    const held = sqlite()
      .db.connection()
      .execute(() => new Promise<void>((resolve) => (release = resolve)))
    await new Promise((resolve) => setTimeout(resolve, 10))
    const started = Date.now()
    await expect(countMeta()).rejects.toBeInstanceOf(DatabaseBusy)
    expect(Date.now() - started).toBeLessThan(1000)
    release()
    await held
    // The connection that came after the bound was given back, not kept.
    expect(await countMeta()).toBeDefined()
  })
})

describe('afterCommit and readTogether (issue 34)', () => {
  it('issue 34: work after a commit runs once the transaction has committed, never after a rollback', async () => {
    const ran: string[] = []
    await inTransaction(sqlite().db, async (trx) => {
      afterCommit(trx, () => ran.push('committed'))
      await trx.selectFrom('app_meta').selectAll().execute()
      expect(ran).toEqual([])
    })
    await expect(
      inTransaction(sqlite().db, async (trx) => {
        afterCommit(trx, () => ran.push('rolled back'))
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    expect(ran).toEqual(['committed'])
  })

  it('issue 34: on SQLite reads run together in one transaction, and inside one in it', async () => {
    const handle = await readTogether(sqlite().db, async (db) => {
      await db.selectFrom('app_meta').selectAll().execute()
      return db
    })
    expect(handle.isTransaction).toBe(true)
    await inTransaction(sqlite().db, async (trx) => {
      expect(await readTogether(trx, async (db) => db)).toBe(trx)
    })
  })
})
