import { LANGUAGES, type Language } from '@resort/core'
import type { ExistingBookingResponse } from '@resort/core/api'
import { formatPrice } from '@resort/core/format'
import { reservationHolder } from '@resort/test-fixtures'
import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contactPage } from '#db/seed/content/pages/contact'
import { escapeHtml } from '#http/htmlText'
import type { MailAttachment } from '../mail/mailer'
import { verifiedAdmin, adminCall } from '../testing/adminCalls'
import { call, post, qs } from '../testing/api'
import {
  book,
  bookingBody,
  findOffer,
  tokenOf,
} from '../testing/bookingFixtures'
import { startTestServer, type TestServer } from '../testing/testServer'
import { bookingMailTexts } from './mailTexts/bookingMailTexts'

const ADMIN = 'mail.desk@example.com'
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ adminEmails: [ADMIN] })
})
afterAll(async () => {
  await server.close()
})

interface StoredBookingMail {
  id: string
  subject: string
  text: string
  html: string
  attachments: MailAttachment[]
}

/** The mails about a booking, oldest first, as the outbox keeps them. */
async function mailsAbout(bookingId: string): Promise<StoredBookingMail[]> {
  const rows = await server.database.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('subject', 'like', `%${bookingId}%`)
    .orderBy('created_at')
    .execute()
  return rows.map((row) => ({
    id: row.id,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body ?? '',
    attachments: row.attachments
      ? (JSON.parse(row.attachments) as MailAttachment[])
      : [],
  }))
}

let stayOffset = 0

/** A booking with one extra (not a meal) in a language, as the widget makes it. */
async function bookedWithExtra(
  lang: Language,
  holder: Partial<typeof reservationHolder> = {},
): Promise<ExistingBookingResponse> {
  const offer = await findOffer(server.baseUrl, {
    guarantee: 'NOGUARANTEE',
    startInDays: 150 + (stayOffset += 4),
  })
  const detail = await call(
    server.baseUrl,
    `/api/v1/search/property?${qs({ propertyId: offer.propertyId, dateFrom: offer.dateFrom, dateTo: offer.dateTo, adults: 2, lang })}`,
  )
  const extra = detail.body.supplements.find(
    (supplement: { meal: string | null }) => supplement.meal === null,
  )
  expect(extra, `an extra at ${offer.propertyId}`).toBeDefined()
  const units = [
    {
      unitId: offer.unitId,
      adults: 2,
      children: 0,
      supplements: [{ serviceId: extra.serviceId, quantity: 1 }],
    },
  ]
  const stay = {
    lang,
    propertyId: offer.propertyId,
    rateId: offer.rateId,
    dateFrom: offer.dateFrom,
    dateTo: offer.dateTo,
    units,
  }
  const quote = await post(
    server.baseUrl,
    '/api/v1/search/final-price-quote',
    stay,
  )
  expect(quote.status).toBe(200)
  const booked = await book(
    server.baseUrl,
    bookingBody(offer, {
      ...stay,
      expectedTotal: quote.body.totalPrice,
      reservationHolder: { ...reservationHolder, ...holder },
    }),
  )
  expect(booked.status).toBe(201)
  return booked.body as ExistingBookingResponse
}

/** The property's address and phone as the seeded contact page writes them ("Label: value"). */
function contactOf(propertyId: string, language: Language) {
  const entry = contactPage.entries.find(
    (candidate) => candidate.propertyId === propertyId,
  )
  const [address = '', phone = ''] = entry?.facts?.[language] ?? []
  const value = (fact: string) => fact.slice(fact.indexOf(': ') + 2)
  return { address: value(address), phone: value(phone) }
}

async function positionOf(propertyId: string) {
  return server.database.db
    .selectFrom('properties')
    .select(['latitude', 'longitude'])
    .where('id', '=', propertyId)
    .executeTakeFirstOrThrow()
}

/** The JSON-LD of a mail's HTML part, parsed. */
function structuredDataOf(html: string): Record<string, any> {
  const match =
    /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)
  expect(match, 'a JSON-LD script').not.toBeNull()
  return JSON.parse(match![1]!) as Record<string, any>
}

/** A calendar file's one event, read by a real iCalendar parser (ical.js). */
function calendarEventOf(file: MailAttachment) {
  const calendar = new ICAL.Component(ICAL.parse(file.content))
  const vevent = calendar.getFirstSubcomponent('vevent')
  expect(vevent, 'a VEVENT').not.toBeNull()
  return { calendar, vevent: vevent!, event: new ICAL.Event(vevent!) }
}

const ENGLISH_LABELS = [
  'Booking number',
  'What you booked',
  'Room total',
  'Cancellation terms',
  'Address and contact',
  'Show on the map',
  'View, change or cancel your booking here',
]

describe('booking mails (issue 33)', () => {
  it.each(LANGUAGES)(
    'issue 33: the text and the HTML part of a confirmation in %s carry the extras, prices, cancellation terms, address, phone, map link and manage link',
    async (language) => {
      const booking = await bookedWithExtra(language)
      const [mail] = await mailsAbout(booking.bookingId)
      expect(mail).toBeDefined()
      const texts = bookingMailTexts(language)
      const price = (amount: number) =>
        formatPrice(amount, booking.currency, language)
      const unit = booking.accomodationData[0]!
      const extra = unit.selectedSupplements[0]!
      const contact = contactOf(booking.hotelDetails.propertyId, language)
      const { latitude, longitude } = await positionOf(
        booking.hotelDetails.propertyId,
      )
      const manage = `http://localhost:3000${booking.bookingURI}`
      const expected = [
        booking.hotelDetails.name,
        extra.name,
        price(extra.total),
        price(booking.totalPrice),
        texts.cancellationTitle,
        ...booking.policy.cancelation,
        contact.address,
        contact.phone,
        `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}`,
        manage,
      ]
      expect(contact.address).not.toBe('')
      expect(contact.phone).toMatch(/^\+\d/)
      for (const part of expected) {
        expect(mail!.text).toContain(part)
        expect(mail!.html).toContain(escapeHtml(part))
      }
      expect(mail!.html).toContain(`<html lang="${language}">`)
      if (language !== 'en') {
        for (const label of ENGLISH_LABELS) {
          expect(mail!.text).not.toContain(label)
          expect(mail!.html).not.toContain(label)
        }
      }
    },
  )

  it('issue 33: a guest’s name with markup is escaped in the HTML part and stays plain in the text part', async () => {
    const firstName = '<script>alert("x")</script>'
    const lastName = `O'Hara & </script><b>Sons</b>`
    const booking = await bookedWithExtra('en', { firstName, lastName })
    const [mail] = await mailsAbout(booking.bookingId)
    expect(mail!.text).toContain(`Dear ${firstName} ${lastName},`)
    expect(mail!.html).not.toContain('<script>alert')
    expect(mail!.html).not.toContain('<b>Sons')
    expect(mail!.html).toContain(escapeHtml(`Dear ${firstName} ${lastName},`))
    // The JSON-LD ends only at its own </script>: the name inside is written as \u003c.
    expect(structuredDataOf(mail!.html).underName.name).toBe(
      `${firstName} ${lastName}`,
    )
  })

  it('issue 33: the HTML part carries a schema.org LodgingReservation a mail client can read', async () => {
    const booking = await bookedWithExtra('de')
    const [mail] = await mailsAbout(booking.bookingId)
    const contact = contactOf(booking.hotelDetails.propertyId, 'de')
    const data = structuredDataOf(mail!.html)
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LodgingReservation',
      reservationNumber: booking.bookingId,
      reservationStatus: 'https://schema.org/ReservationConfirmed',
      underName: {
        '@type': 'Person',
        name: `${reservationHolder.firstName} ${reservationHolder.lastName}`,
      },
      reservationFor: {
        '@type': 'LodgingBusiness',
        name: booking.hotelDetails.name,
        telephone: contact.phone,
        address: {
          '@type': 'PostalAddress',
          addressLocality: booking.hotelDetails.city,
        },
      },
      checkinDate: `${booking.checkIn}T${booking.hotelDetails.checkInFrom}:00`,
      checkoutDate: `${booking.checkOut}T${booking.hotelDetails.checkOutUntil}:00`,
      totalPrice: (booking.totalPrice / 100).toFixed(2),
      priceCurrency: booking.currency,
      modifyReservationUrl: `http://localhost:3000${booking.bookingURI}`,
    })
    expect(contact.address).toContain(data.reservationFor.address.streetAddress)
    expect(contact.address).toContain(data.reservationFor.address.postalCode)
  })

  it('issue 33: a confirmation carries the stay as an all-day calendar event; a change updates the same entry with a higher SEQUENCE', async () => {
    const booking = await bookedWithExtra('hr')
    const changed = await post(server.baseUrl, '/api/v1/booking/edit-guest', {
      token: tokenOf(booking.bookingURI),
      lang: 'hr',
      guest: { ...booking.userDetails, phonenumber: '+385 98 765 4321' },
    })
    expect(changed.status).toBe(200)
    const [confirmed, change] = await mailsAbout(booking.bookingId)
    expect(change!.subject).toContain('izmijenjena')
    const files = [confirmed!, change!].map((mail) => {
      expect(mail.attachments).toHaveLength(1)
      return mail.attachments[0]!
    })
    for (const file of files) {
      expect(file.contentType).toBe(
        'text/calendar; charset=utf-8; method=PUBLISH',
      )
      expect(file.content).toMatch(/^BEGIN:VCALENDAR\r\n/)
      expect(file.content).toMatch(/\r\nEND:VCALENDAR\r\n$/)
      expect(file.content).not.toMatch(/[^\r]\n/)
      expect(file.content).toContain(
        `\r\nDTSTART;VALUE=DATE:${booking.checkIn.replaceAll('-', '')}\r\n`,
      )
      expect(file.content).toContain(
        `\r\nDTEND;VALUE=DATE:${booking.checkOut.replaceAll('-', '')}\r\n`,
      )
    }
    const [first, second] = files.map(calendarEventOf)
    expect(first!.calendar.getFirstPropertyValue('method')).toBe('PUBLISH')
    expect(first!.calendar.getAllSubcomponents('vevent')).toHaveLength(1)
    expect(first!.event.startDate.isDate).toBe(true)
    expect(first!.event.startDate.toString()).toBe(booking.checkIn)
    expect(first!.event.endDate.toString()).toBe(booking.checkOut)
    expect(first!.event.summary).toContain(booking.bookingId)
    expect(first!.event.location).toContain(booking.hotelDetails.name)
    expect(first!.vevent.getFirstPropertyValue('url')).toBe(
      `http://localhost:3000${booking.bookingURI}`,
    )
    expect(second!.event.uid).toBe(first!.event.uid)
    expect(first!.event.sequence).toBe(0)
    expect(second!.event.sequence).toBe(1)
  })

  it('issue 33: a cancellation says so to mail clients (ReservationCancelled) and carries no calendar file and no manage link', async () => {
    const booking = await bookedWithExtra('sl')
    const cancelled = await post(
      server.baseUrl,
      '/api/v1/booking/cancel-booking',
      { token: tokenOf(booking.bookingURI), lang: 'sl' },
    )
    expect(cancelled.status).toBe(200)
    const mail = (await mailsAbout(booking.bookingId)).at(-1)!
    expect(mail.subject).toContain('preklicana')
    expect(structuredDataOf(mail.html)).toMatchObject({
      '@type': 'LodgingReservation',
      reservationNumber: booking.bookingId,
      reservationStatus: 'https://schema.org/ReservationCancelled',
    })
    expect(structuredDataOf(mail.html)).not.toHaveProperty(
      'modifyReservationUrl',
    )
    expect(mail.attachments).toEqual([])
    expect(mail.text).not.toContain(booking.bookingURI)
    expect(mail.html).not.toContain(escapeHtml(booking.bookingURI))
  })

  it('issue 33: staff sending a booking mail again send its HTML part and calendar file too', async () => {
    const booking = await bookedWithExtra('it')
    const [mail] = await mailsAbout(booking.bookingId)
    const staff = await verifiedAdmin(server, ADMIN)
    const resent = await adminCall(server, 'resendMail', staff, {
      id: mail!.id,
    })
    expect(resent.status).toBe(202)
    const copy = (await mailsAbout(booking.bookingId)).find(
      (stored) => stored.id === resent.body.id,
    )
    expect(copy).toMatchObject({
      text: mail!.text,
      html: mail!.html,
      attachments: mail!.attachments,
    })
  })
})
