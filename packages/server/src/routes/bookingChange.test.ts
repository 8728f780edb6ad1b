import { guest } from '@resort/test-fixtures'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, post, qs, tamperedToken } from '../testing/api'
import {
  book,
  bookingBody,
  findOffer,
  tokenOf,
} from '../testing/bookingFixtures'
import { startTestServer, type TestServer } from '../testing/testServer'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server.close()
})

const soldOn = async (unitTypeId: string, night: string) =>
  (
    await server.database.db
      .selectFrom('inventory')
      .select(['sold', 'total'])
      .where('unit_type_id', '=', unitTypeId)
      .where('night', '=', night)
      .executeTakeFirstOrThrow()
  ).sold

describe('edit-booking-quote (POST /api/v1/booking/edit-booking-quote)', () => {
  it('prices the booking unchanged at its own total, counting its own nights as free', async () => {
    const offer = await findOffer(server.baseUrl, {
      guarantee: 'NOGUARANTEE',
      startInDays: 120,
    })
    const booked = await book(server.baseUrl, bookingBody(offer))
    const token = tokenOf(booked.body.bookingURI)
    // Take every other unit of the type for the first night: only the booking's own is left.
    const night = offer.dateFrom
    const { total } = await server.database.db
      .selectFrom('inventory')
      .select('total')
      .where('unit_type_id', '=', offer.unitId)
      .where('night', '=', night)
      .executeTakeFirstOrThrow()
    await server.database.db
      .updateTable('inventory')
      .set({ sold: total })
      .where('unit_type_id', '=', offer.unitId)
      .where('night', '=', night)
      .execute()
    const same = await post(
      server.baseUrl,
      '/api/v1/booking/edit-booking-quote',
      {
        token,
        dateFrom: offer.dateFrom,
        dateTo: offer.dateTo,
        units: [{ unitId: offer.unitId, adults: 2 }],
      },
    )
    expect(same.status).toBe(200)
    expect(same.body.totalPrice).toBe(booked.body.totalPrice)
    // Nothing changed: the quote rolled back.
    expect(await soldOn(offer.unitId, night)).toBe(total)
  })

  it('prices an added extra without taking or giving back any night', async () => {
    const offer = await findOffer(server.baseUrl, {
      guarantee: 'NOGUARANTEE',
      startInDays: 125,
    })
    const booked = await book(server.baseUrl, bookingBody(offer))
    const token = tokenOf(booked.body.bookingURI)
    const before = await soldOn(offer.unitId, offer.dateFrom)
    const property = await call(
      server.baseUrl,
      `/api/v1/search/property?${qs({
        propertyId: offer.propertyId,
        dateFrom: offer.dateFrom,
        dateTo: offer.dateTo,
        adults: 2,
      })}`,
    )
    expect(property.status).toBe(200)
    const quoted = await post(
      server.baseUrl,
      '/api/v1/booking/edit-booking-quote',
      {
        token,
        dateFrom: offer.dateFrom,
        dateTo: offer.dateTo,
        units: [
          {
            unitId: offer.unitId,
            adults: 2,
            supplements: [
              {
                serviceId: property.body.supplements[0].serviceId,
                quantity: 1,
              },
            ],
          },
        ],
      },
    )
    expect(quoted.status).toBe(200)
    expect(quoted.body.totalPrice).toBeGreaterThan(booked.body.totalPrice)
    expect(await soldOn(offer.unitId, offer.dateFrom)).toBe(before)
  })

  it('refuses a tampered link and a booking that cannot change, with the reason', async () => {
    const offer = await findOffer(server.baseUrl, {
      guarantee: 'PREPAYMENT',
      startInDays: 130,
    })
    const booked = await book(server.baseUrl, bookingBody(offer))
    const token = tokenOf(booked.body.bookingURI)
    const change = {
      dateFrom: offer.dateFrom,
      dateTo: offer.dateTo,
      units: [{ unitId: offer.unitId, adults: 2 }],
    }
    const tampered = await post(
      server.baseUrl,
      '/api/v1/booking/edit-booking-quote',
      { ...change, token: tamperedToken(token) },
    )
    expect(tampered.status).toBe(404)
    const prepaid = await post(
      server.baseUrl,
      '/api/v1/booking/edit-booking-quote',
      { ...change, token },
    )
    expect(prepaid.status).toBe(409)
    // The seed's prepaid rates are non-refundable; that reason comes first.
    expect(prepaid.body.error.fields).toEqual({ token: 'non_refundable' })
  })
})

describe('find-booking (POST /api/v1/booking/find-booking)', () => {
  it('gives the booking link for the booking number and the guest’s e-mail, in the asked language', async () => {
    const offer = await findOffer(server.baseUrl, {
      guarantee: 'NOGUARANTEE',
      startInDays: 135,
    })
    const booked = await book(server.baseUrl, bookingBody(offer))
    const found = await post(server.baseUrl, '/api/v1/booking/find-booking', {
      bookingId: ` ${booked.body.bookingId.toLowerCase()} `,
      email: guest.email.toUpperCase(),
      lang: 'hr',
    })
    expect(found.status).toBe(200)
    expect(found.body.bookingURI).toMatch(/^\/hr\/booking\/modify\?token=/)
    const view = await post(
      server.baseUrl,
      '/api/v1/booking/edit-booking-quote',
      {
        token: tokenOf(found.body.bookingURI),
        dateFrom: offer.dateFrom,
        dateTo: offer.dateTo,
        units: [{ unitId: offer.unitId, adults: 2 }],
      },
    )
    expect(view.body.totalPrice).toBe(booked.body.totalPrice)
  })

  it('answers a wrong e-mail exactly like an unknown booking number', async () => {
    const offer = await findOffer(server.baseUrl, {
      guarantee: 'NOGUARANTEE',
      startInDays: 136,
    })
    const booked = await book(server.baseUrl, bookingBody(offer))
    const wrongEmail = await post(
      server.baseUrl,
      '/api/v1/booking/find-booking',
      { bookingId: booked.body.bookingId, email: 'someone@example.com' },
    )
    const unknown = await post(server.baseUrl, '/api/v1/booking/find-booking', {
      bookingId: 'AA23456789',
      email: guest.email,
    })
    expect(wrongEmail.status).toBe(404)
    expect(unknown.status).toBe(404)
    expect(wrongEmail.body).toEqual(unknown.body)
    expect(wrongEmail.body.error.fields).toEqual({
      bookingId: 'booking_not_found',
    })
  })
})

describe('edit-guest (POST /api/v1/booking/edit-guest)', () => {
  const newDetails = {
    ...guest,
    email: 'ana.horvat@example.org',
    phonenumber: '+386 31 234 567',
    country: 'SI',
    city: 'Ljubljana',
    zipCode: '1000',
    address: 'Prešernov trg 1',
    arrivalDetails: 'Late, around 22:00',
    sms: true,
  }

  it('changes the guest’s contact details on any rate; the new e-mail finds the booking and gets the mail', async () => {
    const offer = await findOffer(server.baseUrl, {
      guarantee: 'PREPAYMENT',
      startInDays: 140,
    })
    const booked = await book(server.baseUrl, bookingBody(offer))
    const token = tokenOf(booked.body.bookingURI)
    const changed = await post(server.baseUrl, '/api/v1/booking/edit-guest', {
      token,
      lang: 'de',
      guest: newDetails,
    })
    expect(changed.status).toBe(200)
    expect(changed.body.userDetails).toMatchObject({
      email: 'ana.horvat@example.org',
      telephone: '+386 31 234 567',
      country: 'SI',
      city: 'Ljubljana',
      arrivalDetails: 'Late, around 22:00',
      newsletter: false,
      sms: true,
    })
    expect(changed.body.totalPrice).toBe(booked.body.totalPrice)
    const byNewEmail = await post(
      server.baseUrl,
      '/api/v1/booking/find-booking',
      { bookingId: booked.body.bookingId, email: newDetails.email },
    )
    expect(byNewEmail.status).toBe(200)
    const byOldEmail = await post(
      server.baseUrl,
      '/api/v1/booking/find-booking',
      { bookingId: booked.body.bookingId, email: guest.email },
    )
    expect(byOldEmail.status).toBe(404)
    const mails = await server.database.db
      .selectFrom('mail_outbox')
      .select('to_address')
      .where('subject', 'like', `%${booked.body.bookingId}%`)
      .execute()
    expect(mails.map((mail) => mail.to_address)).toContain(newDetails.email)
  })

  it('checks the details like a new booking, the numbering plan included', async () => {
    const offer = await findOffer(server.baseUrl, {
      guarantee: 'NOGUARANTEE',
      startInDays: 141,
    })
    const booked = await book(server.baseUrl, bookingBody(offer))
    const token = tokenOf(booked.body.bookingURI)
    const refused = await post(server.baseUrl, '/api/v1/booking/edit-guest', {
      token,
      guest: { ...newDetails, email: 'no', phonenumber: '+386 31' },
    })
    expect(refused.status).toBe(400)
    expect(refused.body.error.fields).toEqual({
      'guest.email': 'email_invalid',
      'guest.phonenumber': 'phone_invalid',
    })
    const view = await post(server.baseUrl, '/api/v1/booking/edit-guest', {
      token: tamperedToken(token),
      guest: newDetails,
    })
    expect(view.status).toBe(404)
  })

  it('refuses a cancelled booking', async () => {
    const offer = await findOffer(server.baseUrl, {
      guarantee: 'NOGUARANTEE',
      startInDays: 142,
    })
    const booked = await book(server.baseUrl, bookingBody(offer))
    const token = tokenOf(booked.body.bookingURI)
    await post(server.baseUrl, '/api/v1/booking/cancel-booking', { token })
    const refused = await post(server.baseUrl, '/api/v1/booking/edit-guest', {
      token,
      guest: newDetails,
    })
    expect(refused.status).toBe(409)
    expect(refused.body.error.kind).toBe('cancelled')
  })
})

describe('a change while the catalog snapshot has expired', () => {
  it('quotes and saves without waiting on itself (SQLite has one connection, held by the transaction)', async () => {
    const cold = await startTestServer({ catalogMaxAgeMs: 0 })
    try {
      const offer = await findOffer(cold.baseUrl, {
        guarantee: 'NOGUARANTEE',
        startInDays: 150,
      })
      const booked = await book(cold.baseUrl, bookingBody(offer))
      const change = {
        token: tokenOf(booked.body.bookingURI),
        dateFrom: offer.dateFrom,
        dateTo: offer.dateTo,
        units: [{ unitId: offer.unitId, adults: 1 }],
      }
      const quoted = await post(
        cold.baseUrl,
        '/api/v1/booking/edit-booking-quote',
        change,
      )
      expect(quoted.status).toBe(200)
      const edited = await post(cold.baseUrl, '/api/v1/booking/edit-booking', {
        ...change,
        expectedTotal: quoted.body.totalPrice,
      })
      expect(edited.status).toBe(200)
    } finally {
      await cold.close()
    }
  })
})
