import { describe, expect, it } from 'vitest'
import { readSearchUrl } from './searchUrl'
import {
  savedSearchOf,
  searchUrlQuery,
  urlSearchOf,
  urlSearchRequest,
  type UrlSearch,
} from './searchUrlQuery'

const TODAY = '2027-06-01'

const family: UrlSearch = {
  destination: 'Istria',
  regionId: 'istria',
  type: 'villa',
  dateFrom: '2027-07-01',
  dateTo: '2027-07-04',
  nights: 3,
  adults: 2,
  children: 2,
  childAges: [4, 9],
  sort: 'price',
  page: 2,
}

describe('issue 33: the search in the search page’s address', () => {
  it('writes a search and reads the same search back', () => {
    const query = searchUrlQuery(family)
    expect(query).toBe(
      'dateFrom=2027-07-01&dateTo=2027-07-04&adults=2&children=2&childAges=4,9&type=villa&destination=Istria&regionId=istria&sort=price&page=2',
    )
    expect(readSearchUrl(query, TODAY)).toEqual({
      state: 'valid',
      search: family,
      values: expect.objectContaining({ childAges: ['4', '9'] }),
      ignored: [],
    })
  })

  it('leaves the default sort and the first page out, and sort and page out of the canonical address', () => {
    const plain = { ...family, sort: 'recommended' as const, page: 1 }
    expect(searchUrlQuery(plain)).not.toMatch(/sort|page/)
    expect(searchUrlQuery(family, { canonical: true })).toBe(
      searchUrlQuery(plain),
    )
  })

  it('encodes free text, and reads it back as typed', () => {
    const query = searchUrlQuery({
      ...family,
      destination: 'Opatija & Kvarner',
    })
    expect(query).toContain('destination=Opatija%20%26%20Kvarner')
    const read = readSearchUrl(query, TODAY)
    expect(read.state === 'valid' && read.search.destination).toBe(
      'Opatija & Kvarner',
    )
  })

  it('holds no search without dates: the plain search page', () => {
    expect(readSearchUrl('', TODAY)).toMatchObject({
      state: 'none',
      values: { adults: '2', children: '0', childAges: [] },
    })
  })

  it('reports what the form would say after a submit, keeping every value as given', () => {
    const read = readSearchUrl(
      'dateFrom=2027-07-04&dateTo=2027-07-01&adults=0&children=1',
      TODAY,
    )
    expect(read).toEqual({
      state: 'invalid',
      values: expect.objectContaining({
        dateFrom: '2027-07-04',
        dateTo: '2027-07-01',
        adults: '0',
        children: '1',
        childAges: [''],
      }),
      problems: {
        dateTo: 'date_to_not_after_date_from',
        adults: 'adults_range',
        childAge: { child: 1 },
      },
      ignored: [],
    })
  })

  it('reports too many nights, a past arrival, a date that is none and too many children', () => {
    expect(
      readSearchUrl('dateFrom=2027-07-01&dateTo=2027-08-15', TODAY),
    ).toMatchObject({ problems: { dateTo: 'stay_too_long' } })
    expect(
      readSearchUrl('dateFrom=2027-05-01&dateTo=2027-05-04', TODAY),
    ).toMatchObject({ problems: { dateFrom: 'date_from_in_past' } })
    expect(readSearchUrl('dateFrom=2027-02-30&dateTo=', TODAY)).toMatchObject({
      problems: {
        dateFrom: 'date_from_invalid',
        dateTo: 'date_to_required',
      },
    })
    expect(
      readSearchUrl('dateFrom=2027-07-01&dateTo=2027-07-04&children=11', TODAY),
    ).toMatchObject({ problems: { children: 'children_range' } })
  })

  it('asks for the age of the first child the address gives none that fits', () => {
    const read = readSearchUrl(
      'dateFrom=2027-07-01&dateTo=2027-07-04&children=2&childAges=4,18',
      TODAY,
    )
    expect(read).toMatchObject({
      state: 'invalid',
      values: { childAges: ['4', ''] },
      problems: { childAge: { child: 2 } },
      ignored: ['childAges'],
    })
  })

  it('goes on without a type, sort or page it does not know, and says which it left out', () => {
    const read = readSearchUrl(
      'dateFrom=2027-07-01&dateTo=2027-07-04&type=castle&sort=cheapest&page=0',
      TODAY,
    )
    expect(read).toMatchObject({
      state: 'valid',
      search: { sort: 'recommended', page: 1 },
      ignored: ['type', 'sort', 'page'],
    })
    expect(read.state === 'valid' && read.search).not.toHaveProperty('type')
  })

  it('turns a submitted search into its address, and a search into the server’s request', () => {
    const { sort: _sort, page: _page, type: _type, ...stay } = family
    expect(searchUrlQuery(urlSearchOf(stay, { type: 'villa' }, 'stars'))).toBe(
      searchUrlQuery({ ...family, sort: 'stars', page: 1 }),
    )
    expect(urlSearchRequest(family, 'de')).toEqual({
      destination: 'istria',
      dateFrom: '2027-07-01',
      dateTo: '2027-07-04',
      adults: 2,
      children: 2,
      type: 'villa',
      sort: 'price',
      page: 2,
      lang: 'de',
    })
    expect(
      urlSearchRequest(
        { ...family, destination: '', regionId: undefined, page: 1 },
        'en',
      ),
    ).not.toHaveProperty('destination')
  })

  it('keeps a search for the pages that ask for the last one, without its page', () => {
    expect(savedSearchOf(family)).toEqual({
      destination: 'Istria',
      regionId: 'istria',
      type: 'villa',
      dateFrom: '2027-07-01',
      dateTo: '2027-07-04',
      adults: 2,
      children: 2,
      childAges: [4, 9],
      sort: 'price',
    })
  })
})
