import { describe, expect, it } from 'vitest'
import { asBookableStay, initialStay } from './initialStay'

const TODAY = '2030-05-10'

describe('initialStay', () => {
  it('takes the stay from the address when it is bookable', () => {
    const params = new URLSearchParams(
      'dateFrom=2030-06-01&dateTo=2030-06-04&adults=3&children=1',
    )
    expect(initialStay(params, undefined, TODAY)).toEqual({
      dateFrom: '2030-06-01',
      dateTo: '2030-06-04',
      adults: 3,
      children: 1,
    })
  })

  it('falls back to the saved search when the address has no stay', () => {
    const saved = {
      dateFrom: '2030-07-01',
      dateTo: '2030-07-08',
      adults: 1,
      children: 2,
      destination: 'Bled',
    }
    expect(initialStay(new URLSearchParams(), saved, TODAY)).toEqual({
      dateFrom: '2030-07-01',
      dateTo: '2030-07-08',
      adults: 1,
      children: 2,
    })
  })

  it('ignores a saved search whose arrival has passed, and offers three nights two weeks ahead', () => {
    const saved = {
      dateFrom: '2030-05-01',
      dateTo: '2030-05-03',
      adults: 2,
      children: 0,
    }
    expect(initialStay(new URLSearchParams(), saved, TODAY)).toEqual({
      dateFrom: '2030-05-24',
      dateTo: '2030-05-27',
      adults: 2,
      children: 0,
    })
  })

  it('ignores an address stay with departure before arrival or too many guests', () => {
    const backwards = new URLSearchParams(
      'dateFrom=2030-06-04&dateTo=2030-06-01',
    )
    expect(initialStay(backwards, undefined, TODAY).dateFrom).toBe('2030-05-24')
    const crowd = new URLSearchParams(
      'dateFrom=2030-06-01&dateTo=2030-06-04&adults=99',
    )
    expect(initialStay(crowd, undefined, TODAY).dateFrom).toBe('2030-05-24')
  })
})

describe('asBookableStay', () => {
  it('refuses stays longer than 30 nights and guests that are not whole numbers', () => {
    expect(
      asBookableStay(
        {
          dateFrom: '2030-06-01',
          dateTo: '2030-07-15',
          adults: 2,
          children: 0,
        },
        TODAY,
      ),
    ).toBeUndefined()
    expect(
      asBookableStay(
        {
          dateFrom: '2030-06-01',
          dateTo: '2030-06-03',
          adults: 1.5,
          children: 0,
        },
        TODAY,
      ),
    ).toBeUndefined()
  })
})
