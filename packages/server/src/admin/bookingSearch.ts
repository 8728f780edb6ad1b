import type { Language } from '@resort/core'
import type { AdminBookingSort } from '@resort/core/api'
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely'
import type { Database } from '#db/schema'
import { foldForSearch } from '../booking/bookingSearchText'
import { holderName } from '../booking/holderName'
import { propertyNameIn, type Catalog } from '../catalog/catalogSnapshot'
import { bookingTextMatch } from './bookingTextMatch'

export interface BookingSearch {
  q?: string | undefined
  propertyId?: string | undefined
  status?: 'confirmed' | 'cancelled' | undefined
  from?: string | undefined
  to?: string | undefined
  sort: AdminBookingSort
  order: 'asc' | 'desc'
  page: number
  pageSize: number
  lang: Language
}

const SORT_COLUMNS = {
  created: 'created_at',
  checkIn: 'date_from',
  guest: 'search_text',
  total: 'total_price',
} as const

// What a page shows of each booking, besides its number.
const PAGE_COLUMNS = [
  'status',
  'property_id',
  'date_from',
  'date_to',
  'holder',
  'email',
  'total_price',
  'currency',
  'created_at',
] as const

const BOOKING_NUMBER = /^AA[2-9A-HJ-NP-Z]{8}$/

/**
 * The admin's booking search (issue 14): by number (exactly), guest or holder name and e-mail
 * (contained, through a trigram index: issue 34), property, status and stays overlapping
 * [from, to]; sorted and paged in the database, with the total count.
 */
export async function searchBookings(
  db: Kysely<Database>,
  catalog: Catalog,
  search: BookingSearch,
) {
  let query = db.selectFrom('bookings')
  let text = false
  const q = search.q?.trim()
  if (q) {
    const number = q.toUpperCase()
    if (BOOKING_NUMBER.test(number)) query = query.where('id', '=', number)
    else {
      text = true
      query = query.where(bookingTextMatch(db, foldForSearch(q)))
    }
  }
  if (search.propertyId)
    query = query.where('property_id', '=', search.propertyId)
  if (search.status) query = query.where('status', '=', search.status)
  // Stays that overlap [from, to]: they arrive by `to` and leave after `from`.
  if (search.to) query = query.where('date_from', '<=', search.to)
  if (search.from) query = query.where('date_to', '>', search.from)

  const count = async () =>
    (
      await query
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .executeTakeFirstOrThrow()
    ).total
  let rows
  let total
  if (text) {
    rows = await textSearchPage(db, query, search).execute()
    // A page past the last one has no rows to carry the count.
    total = rows[0]?.total ?? (search.page > 1 ? await count() : 0)
  } else {
    // Filters the indexes serve: the count reads an index, the page a sorted few rows.
    const page = query
      .select(['id', ...PAGE_COLUMNS])
      .orderBy(SORT_COLUMNS[search.sort], search.order)
      .orderBy('id', search.order)
      .limit(search.pageSize)
      .offset((search.page - 1) * search.pageSize)
    ;[rows, total] = await Promise.all([page.execute(), count()])
  }

  return {
    items: rows.map((row) => ({
      bookingId: row.id,
      status: row.status,
      propertyId: row.property_id,
      propertyName: propertyNameIn(catalog, row.property_id, search.lang),
      checkIn: row.date_from,
      checkOut: row.date_to,
      guestName: holderName(row.holder),
      email: row.email,
      totalPrice: row.total_price,
      currency: row.currency,
      createdAt: row.created_at,
    })),
    total: Number(total),
    page: search.page,
    pageSize: search.pageSize,
  }
}

/**
 * A page of the bookings whose words match, with the count of all (issue 34): the count rides
 * along with the page's ids, one pass, and only the page's bookings are read whole, so a surname
 * found thousands of times sorts ids, not rows. The bookings found come first, apart from their
 * order: else PostgreSQL walks the sort column's index testing every row, as if the window's
 * count let it stop at the page, and never reads the trigram index.
 */
export function textSearchPage<Row>(
  db: Kysely<Database>,
  query: SelectQueryBuilder<Database, 'bookings', Row>,
  search: Pick<BookingSearch, 'sort' | 'order' | 'page' | 'pageSize'>,
) {
  const sortColumn = SORT_COLUMNS[search.sort]
  return db
    .with(
      (cte) => cte('found').materialized(),
      () =>
        query.select([
          'id',
          sql.ref<string | number>(sortColumn).as('sort_key'),
        ]),
    )
    .with('page', (cte) =>
      cte
        .selectFrom('found')
        .select(['id', sql<number | string>`count(*) over ()`.as('total')])
        .orderBy('sort_key', search.order)
        .orderBy('id', search.order)
        .limit(search.pageSize)
        .offset((search.page - 1) * search.pageSize),
    )
    .selectFrom('page')
    .innerJoin('bookings', 'bookings.id', 'page.id')
    .select(['bookings.id', ...PAGE_COLUMNS, 'page.total'])
    .orderBy(sortColumn, search.order)
    .orderBy('bookings.id', search.order)
}
