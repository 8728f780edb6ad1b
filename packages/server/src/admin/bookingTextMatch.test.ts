import { endpoints } from '@resort/core/api'
import { guest, reservationHolder } from '@resort/test-fixtures'
import { CompiledQuery, sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inTransaction } from '#db/transactions'
import { bookingSearchText, foldForSearch } from '../booking/bookingSearchText'
import { book, bookingBody, findOffer } from '../testing/bookingFixtures'
import { callAs, signedInMember } from '../testing/members'
import { startTestServer, type TestServer } from '../testing/testServer'
import { textSearchPage } from './bookingSearch'
import { bookingTextMatch } from './bookingTextMatch'
import { likeContains } from './likeContains'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
}, 30_000)
afterAll(async () => {
  await server?.close()
})

const db = () => server.database.db
const sqlite = () => server.database.kind === 'sqlite'

/** The bookings a search finds through the index, and those the old row-by-row LIKE finds. */
async function found(q: string) {
  const folded = foldForSearch(q)
  const ids = async (where: ReturnType<typeof bookingTextMatch>) =>
    (await db().selectFrom('bookings').select('id').where(where).execute())
      .map(({ id }) => id)
      .sort()
  return {
    indexed: await ids(bookingTextMatch(db(), folded)),
    scanned: await ids(sql<boolean>`search_text like ${likeContains(folded)}`),
  }
}

/** A booking of a guest with these names and address, booked as a guest would. */
async function bookedFor(
  firstName: string,
  lastName: string,
  email: string,
  startInDays: number,
) {
  const offer = await findOffer(server.baseUrl, {
    guarantee: 'NOGUARANTEE',
    startInDays,
  })
  const { status, body } = await book(
    server.baseUrl,
    bookingBody(offer, {
      reservationHolder: { ...reservationHolder, firstName, lastName },
      guest: { ...guest, firstName, lastName, email },
    }),
  )
  expect(status).toBe(201)
  return body.bookingId as string
}

describe('the bookings search by name or address (issue 34)', () => {
  let sasa: string
  let marco: string
  beforeAll(async () => {
    sasa = await bookedFor('Saša', 'Đurić', 'sasa.djuric@example.com', 60)
    marco = await bookedFor('Marco', 'Rossi', 'marco_rossi@example.com', 80)
  }, 30_000)

  it('issue 34: name search finds a guest through the trigram index, exactly as the old scan did', async () => {
    const expected: Record<string, string[]> = {
      'sasa djuric': [sasa],
      Đurić: [sasa],
      duric: [sasa],
      'SASA.DJ': [sasa],
      marco_: [marco],
      'marco%': [],
      'rossi marco': [marco],
      'ssi mar': [marco],
      o_r: [marco],
    }
    for (const [q, ids] of Object.entries(expected)) {
      const { indexed, scanned } = await found(q)
      expect(indexed, q).toEqual(scanned)
      expect(indexed, q).toEqual(ids)
    }
    // Words found in many bookings (the seed's too), and shorter than a trigram, read row by row.
    for (const q of ['@example.com', 'ro', 's', 'a r', '"', '%']) {
      const { indexed, scanned } = await found(q)
      expect(indexed, q).toEqual(scanned)
    }
    expect((await found('@example.com')).indexed).toEqual(
      expect.arrayContaining([sasa, marco]),
    )
  })

  it('issue 34: a changed name is found under the new name, no longer under the old', async () => {
    const changed = bookingSearchText(
      { firstName: 'Saša', lastName: 'Đurić' },
      { firstName: 'Saša', lastName: 'Babić-"Kos"' },
      'sasa.babic@example.com',
    )
    await db()
      .updateTable('bookings')
      .set({ search_text: changed })
      .where('id', '=', sasa)
      .execute()
    for (const [q, ids] of Object.entries({
      'sasa babic': [sasa],
      'babic-"kos"': [sasa],
      'sasa.djuric@': [],
      'sasa.babic@': [sasa],
    })) {
      const { indexed, scanned } = await found(q)
      expect(indexed, q).toEqual(scanned)
      expect(indexed, q).toEqual(ids)
    }
  })

  it('issue 34: a deleted booking leaves the index, even one whose id is too short for a trigram', async () => {
    const row = await db()
      .selectFrom('bookings')
      .selectAll()
      .where('id', '=', marco)
      .executeTakeFirstOrThrow()
    for (const id of ['B1', 'AAQYXSHORT']) {
      await db()
        .insertInto('bookings')
        .values({ ...row, id, search_text: 'qyxdeleted guest' })
        .execute()
      expect((await found('qyxdeleted')).indexed).toEqual([id])
      await db().deleteFrom('bookings').where('id', '=', id).execute()
      expect(await found('qyxdeleted')).toEqual({ indexed: [], scanned: [] })
      if (sqlite()) {
        const { rows } = await sql<{ n: number }>`
          select count(*) as n from bookings_search where booking_id = ${id}`.execute(
          db(),
        )
        expect(rows).toEqual([{ n: 0 }])
      }
    }
  })

  it('issue 34: EXPLAIN shows the search reads the trigram index on SQLite and on PostgreSQL', async () => {
    for (const sort of ['created', 'checkIn'] as const) {
      const words = db()
        .selectFrom('bookings')
        .where(bookingTextMatch(db(), foldForSearch('sasa djuric')))
      const query = textSearchPage(db(), words, {
        sort,
        order: 'desc',
        page: 1,
        pageSize: 25,
      }).compile()
      const explained = (prefix: string) =>
        CompiledQuery.raw(`${prefix} ${query.sql}`, [...query.parameters])
      if (sqlite()) {
        const { rows } = await db().executeQuery<{ detail: string }>(
          explained('explain query plan'),
        )
        const plan = rows.map(({ detail }) => detail).join('\n')
        // The FTS5 table answers the MATCH; each booking found is read by its key, none scanned.
        expect(plan).toMatch(/SCAN bookings_search VIRTUAL TABLE INDEX \d+:M/)
        expect(plan).toMatch(
          /SEARCH bookings USING (COVERING )?INDEX \w+ \(id=\?\)/,
        )
        expect(plan).not.toMatch(/SCAN bookings\b/)
      } else {
        // A few test rows would be read in full: the planner is told to use an index it can.
        const plan = await inTransaction(db(), async (trx) => {
          await sql`set local enable_seqscan = off`.execute(trx)
          const { rows } = await trx.executeQuery<{ 'QUERY PLAN': string }>(
            explained('explain'),
          )
          return rows.map((row) => row['QUERY PLAN']).join('\n')
        })
        expect(plan).toMatch(/Bitmap Index Scan on bookings_search_text_trgm/)
        // Not the sort column's index walked from end to end with the words as a filter.
        expect(plan).not.toMatch(
          /Index Scan.* using bookings_(created_at|date_from)_idx/,
        )
      }
    }
  })
})

describe('erasure and the trigram index (issue 34, decision 022)', () => {
  /** The trigrams of the member's name that the SQLite index holds, read from its vocabulary. */
  async function nameTrigrams() {
    await sql`create virtual table if not exists temp.booking_trigrams
      using fts5vocab(main, bookings_search, row)`.execute(db())
    const { rows } = await sql<{ term: string }>`
      select term from temp.booking_trigrams
      where term in ('zof', 'ofk', 'fka', 'qyx', 'yxw', 'xwe')`.execute(db())
    return rows
  }

  it('issue 34: an erased member’s name and address leave the trigram index', async () => {
    const person = {
      email: 'zofka.qyxwertova@example.com',
      firstName: 'Zofka',
      lastName: 'Qyxwertova',
    }
    const tokens = await signedInMember(server, {
      ...person,
      password: 'Lavender fields above Opatija 1987',
    })
    const offer = await findOffer(server.baseUrl, {
      guarantee: 'NOGUARANTEE',
      startInDays: 100,
    })
    const form = {
      guest: { ...guest, ...person },
      reservationHolder: { ...reservationHolder, ...person },
    }
    const booked = await callAs(
      server,
      endpoints.newBooking,
      bookingBody(offer, form),
      tokens,
    )
    expect(booked.status, await booked.clone().text()).toBe(201)
    const names = ['zofka qyxwertova', 'qyxwertova@', 'ofka']
    for (const q of names) expect((await found(q)).indexed).toHaveLength(1)
    if (sqlite()) expect(await nameTrigrams()).toHaveLength(6)

    const erased = await callAs(
      server,
      endpoints.eraseAccount,
      { confirmed: true },
      tokens,
    )
    expect(erased.status).toBe(200)
    await server.afterAnswer.settled()

    for (const q of names)
      expect(await found(q)).toEqual({
        indexed: [],
        scanned: [],
      })
    if (sqlite()) {
      // Not even a trigram of the name is left in the index's vocabulary or its stored copy.
      expect(await nameTrigrams()).toEqual([])
      const { rows: copies } = await sql<{ n: number }>`
        select count(*) as n from bookings_search
        where search_text like '%qyxwertova%'`.execute(db())
      expect(copies).toEqual([{ n: 0 }])
      // Deletes rewrite the index at once rather than leave the old entries to a later merge.
      const { rows: config } = await sql<{ v: number }>`
        select v from bookings_search_config where k = 'secure-delete'`.execute(
        db(),
      )
      expect(config).toEqual([{ v: 1 }])
    }
  })
})
