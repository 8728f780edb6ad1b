import { describe, expect, it } from 'vitest'
import { newBookingRequestSchema } from './booking'
import { finalQuoteRequestSchema, unitQuoteRequestSchema } from './quote'

const stay = {
  lang: 'en',
  propertyId: 'hotel-rovinj',
  rateId: 'flex',
  dateFrom: '2099-06-10',
  dateTo: '2099-06-13',
}
const unit = (party: object) => ({ unitId: 'double', adults: 2, ...party })
const booking = (party: object) => ({
  ...stay,
  units: [unit(party)],
  expectedTotal: 45000,
  currency: 'EUR',
  paymentType: 'NOGUARANTEE',
  reservationHolder: { firstName: 'Ana', lastName: 'Horvat' },
  guest: {
    firstName: 'Ana',
    lastName: 'Horvat',
    country: 'HR',
    city: 'Zagreb',
    zipCode: '10000',
    address: 'Ilica 1',
    email: 'ana.horvat@example.com',
    phonenumber: '+385911234567',
  },
  isPolicyAccepted: true,
})

const codes = (result: {
  success: boolean
  error?: { issues: { path: PropertyKey[]; message: string }[] }
}) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]),
  )

describe('SPEC 3 childAges on the wire (issue 33)', () => {
  it('a quote takes one age per child, or none yet', () => {
    const quote = (party: object) =>
      codes(
        finalQuoteRequestSchema.safeParse({ ...stay, units: [unit(party)] }),
      )
    expect(quote({ children: 2, childAges: [0, 17] })).toEqual({})
    expect(quote({ children: 2 })).toEqual({})
    expect(quote({ children: 2, childAges: [4] })).toEqual({
      'units.0.childAges': 'child_ages_count',
    })
    expect(quote({ children: 1, childAges: [18] })).toEqual({
      'units.0.childAges.0': 'child_age_invalid',
    })
    expect(quote({ children: 1, childAges: [2.5] })).toEqual({
      'units.0.childAges.0': 'child_age_invalid',
    })
  })

  it('a unit quote checks its ages as the whole reservation does', () => {
    const result = unitQuoteRequestSchema.safeParse({
      ...unit({ children: 1, childAges: [4, 9] }),
      ...stay,
    })
    expect(codes(result)).toEqual({ childAges: 'child_ages_count' })
  })

  it('a booking gives the age of each child of each unit', () => {
    const parsed = newBookingRequestSchema.safeParse(
      booking({ children: 2, childAges: [4, 9] }),
    )
    expect(parsed.success).toBe(true)
    expect(parsed.data?.units[0]?.childAges).toEqual([4, 9])
    expect(
      codes(newBookingRequestSchema.safeParse(booking({ children: 2 }))),
    ).toEqual({ 'units.0.childAges': 'child_ages_count' })
    expect(
      codes(
        newBookingRequestSchema.safeParse(
          booking({ children: 1, childAges: [4, 9] }),
        ),
      ),
    ).toEqual({ 'units.0.childAges': 'child_ages_count' })
    expect(
      newBookingRequestSchema.safeParse(booking({ children: 0 })).success,
    ).toBe(true)
  })

  it('issue 33: a booking’s holder may leave out title and gender', () => {
    const parsed = newBookingRequestSchema.safeParse(booking({ children: 0 }))
    expect(parsed.success).toBe(true)
    expect(parsed.data?.reservationHolder).toStrictEqual({
      firstName: 'Ana',
      lastName: 'Horvat',
    })
  })
})
