import type { ContentEntry } from '@resort/core/api'
import { describe, expect, it } from 'vitest'
import { offerStayPath } from './offerStay'

const offer = (overrides: Partial<ContentEntry>): ContentEntry => ({
  id: 'offers-week',
  property: {
    propertyId: 'vala-krk',
    name: 'Vala Apartments',
    href: '/en/accommodation/vala-krk',
  },
  group: '',
  title: 'A week on Krk',
  summary: '',
  body: '',
  facts: [],
  startsOn: '2027-01-01',
  endsOn: '2027-12-31',
  publishedOn: null,
  ratePlanId: 'vala-krk-long-stay-ro',
  minNights: 7,
  capacity: null,
  ...overrides,
})

const stayOf = (path: string | undefined) =>
  Object.fromEntries(new URL(path ?? '', 'http://x').searchParams)

describe('an offer opens its property page with a stay its rate sells (issue 16)', () => {
  it('starts two weeks ahead for the rate’s minimum nights, the offer’s rate marked', () => {
    expect(offerStayPath(offer({}), '2027-03-01')).toBe(
      '/en/accommodation/vala-krk?dateFrom=2027-03-15&dateTo=2027-03-22&adults=2&children=0&rate=vala-krk-long-stay-ro',
    )
  })

  it('starts on the offer’s first day when that is later', () => {
    expect(
      stayOf(offerStayPath(offer({ startsOn: '2027-06-01' }), '2027-03-01')),
    ).toMatchObject({ dateFrom: '2027-06-01', dateTo: '2027-06-08' })
  })

  it('ends by the offer’s last day, three nights at least', () => {
    expect(
      stayOf(
        offerStayPath(
          offer({ endsOn: '2027-03-16', minNights: 1 }),
          '2027-03-01',
        ),
      ),
    ).toMatchObject({ dateFrom: '2027-03-13', dateTo: '2027-03-16' })
  })

  it('has no stay for an entry that books no rate', () => {
    expect(offerStayPath(offer({ ratePlanId: null }))).toBeUndefined()
  })
})
