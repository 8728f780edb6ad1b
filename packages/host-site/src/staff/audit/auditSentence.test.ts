import { valaRequest } from '@resort/core/staff/testing'
import { beforeAll, describe, expect, it } from 'vitest'
import { siteI18n } from '../../testing/siteI18n'
import { adminTextsFor } from '../adminTexts'
import type { AuditEntry } from './auditReading'
import { sayIn, type Say } from './auditSay'
import { describeAuditEntry } from './auditSentence'

const says: Record<string, Say> = {}
beforeAll(async () => {
  for (const language of ['en', 'de', 'hr']) {
    const i18n = siteI18n(language)
    await adminTextsFor(i18n)
    says[language] = sayIn(i18n.translate('admin'), language)
  }
})

const read = (
  entry: Partial<AuditEntry> & Pick<AuditEntry, 'action'>,
  language = 'en',
) =>
  describeAuditEntry(
    {
      entity: 'thing',
      entityId: 'id-1',
      before: null,
      after: null,
      note: null,
      ...entry,
    },
    says[language]!,
  )

describe('an audit entry as staff would say it (issue 31)', () => {
  it('says a cancellation for the guest with its reason, and the fee waived in euros', () => {
    expect(
      read({
        action: 'booking_cancelled',
        entityId: 'AA7K2M9QXB',
        before: { status: 'confirmed', feeIfCancelledNow: 14_850 },
        after: { status: 'cancelled', fee: 0, feeWaived: true },
        note: 'Storm closed the ferry',
      }),
    ).toEqual({
      sentence:
        'Booking AA7K2M9QXB cancelled for the guest: Storm closed the ferry; fee of €148.50 waived',
      details: [],
    })
  })

  it('says the fee a cancellation charged, or that there was none', () => {
    const cancelled = (fee: number) =>
      read({
        action: 'booking_cancelled',
        entityId: 'AA1234',
        before: { status: 'confirmed', feeIfCancelledNow: fee },
        after: { status: 'cancelled', fee, feeWaived: false },
        note: 'Guest asked by phone',
      }).sentence
    expect(cancelled(4_500)).toBe(
      'Booking AA1234 cancelled for the guest: Guest asked by phone; fee €45.00',
    )
    expect(cancelled(0)).toBe(
      'Booking AA1234 cancelled for the guest: Guest asked by phone; no fee',
    )
  })

  it('says a change for the guest with its reason, and the stay, rooms, guests and total before and after', () => {
    const unit = (
      adults: number,
      children = 0,
      supplements: unknown[] = [],
    ) => ({
      unitId: 'double',
      adults,
      children,
      supplements,
    })
    expect(
      read({
        action: 'booking_changed',
        entityId: 'AA1234',
        before: {
          dateFrom: '2027-06-03',
          dateTo: '2027-06-09',
          units: [unit(2)],
          total: 72_000,
        },
        after: {
          dateFrom: '2027-06-04',
          dateTo: '2027-06-09',
          units: [unit(2), unit(1, 1, [{ serviceId: 'cot', quantity: 1 }])],
          total: 110_000,
        },
        note: 'Ferry a day late',
      }),
    ).toEqual({
      sentence: 'Booking AA1234 changed for the guest: Ferry a day late',
      details: [
        'Stay: Jun 3 – 9, 2027 → Jun 4 – 9, 2027',
        'Rooms and guests: 1 room, 2 adults → 2 rooms, 3 adults, 1 child',
        'Extras changed',
        'Total: €720.00 → €1,100.00',
      ],
    })
  })

  it('says a rates edit night by night, nights with the same change together, prices in euros', () => {
    const night = (day: string, price: number, closed = false) => ({
      unitTypeId: 'double',
      night: day,
      price,
      roomsToSell: 4,
      closed,
      minStay: 1,
      closedToArrival: false,
      closedToDeparture: false,
    })
    const days = ['2027-06-03', '2027-06-04', '2027-06-05']
    expect(
      read({
        action: 'rates_edited',
        entity: 'property',
        entityId: 'vala-krk',
        before: {
          nights: [
            ...days.map((day) => night(day, 12_000)),
            night('2027-06-09', 12_000),
          ],
        },
        after: {
          nights: [
            ...days.map((day) => night(day, 13_500)),
            night('2027-06-09', 12_000, true),
          ],
        },
        note: '{"propertyId":"vala-krk","unitTypeIds":["double"]}',
      }),
    ).toEqual({
      sentence: 'Rates and availability of vala-krk changed',
      details: [
        'Price of double, Jun 3 – 5, 2027: €120.00 → €135.00',
        'double, Jun 9, 2027: closed for sale',
      ],
    })
  })

  it('says nights of one change that are not all in a row with how many they are', () => {
    const night = (day: string, minStay: number) => ({
      unitTypeId: 'double',
      night: day,
      minStay,
    })
    const saturdays = ['2027-06-05', '2027-06-12']
    expect(
      read({
        action: 'rates_edited',
        before: { nights: saturdays.map((day) => night(day, 1)) },
        after: { nights: saturdays.map((day) => night(day, 2)) },
      }).details,
    ).toEqual(['Minimum nights of double, Jun 5 – 12, 2027 (2 nights): 1 → 2'])
  })

  it('says a points adjustment with its sign and the reason, and the balance before and after', () => {
    expect(
      read({
        action: 'points_adjusted',
        entity: 'member',
        entityId: 'user-ana',
        before: { earned: 1000 },
        after: { earned: 1500 },
        note: 'Welcome back',
      }),
    ).toEqual({
      sentence: 'Points for member user-ana: +500 (Welcome back)',
      details: ['Earned points: 1,000 → 1,500'],
    })
    expect(
      read({
        action: 'points_adjusted',
        entityId: 'user-ana',
        before: { earned: 1000 },
        after: { earned: 600 },
      }).sentence,
    ).toBe('Points for member user-ana: -400')
  })

  it('says a request marked with its status in words, and its new note', () => {
    expect(
      read({
        action: 'request_updated',
        entityId: 'req-1',
        before: { status: 'new', note: null },
        after: { status: 'done', note: 'Called back; booked by phone.' },
      }),
    ).toEqual({
      sentence: 'Request req-1 marked Done',
      details: ['Note: Called back; booked by phone.'],
    })
    expect(
      read({
        action: 'request_updated',
        entityId: 'req-1',
        before: { status: 'in_progress', note: 'Call at 5' },
        after: { status: 'in_progress', note: null },
      }),
    ).toEqual({
      sentence: 'Note on request req-1 changed',
      details: ['Note removed'],
    })
  })

  it('says a review published or rejected', () => {
    const moderated = (status: string) =>
      read({
        action: 'review_moderated',
        entityId: 'rev-9',
        before: { status: 'pending' },
        after: { status },
      }).sentence
    expect(moderated('published')).toBe('Review rev-9 published')
    expect(moderated('rejected')).toBe('Review rev-9 rejected')
  })

  it('says whether a mail was sent again as it was or with a new link', () => {
    const resent = (resend: string) =>
      read({
        action: 'mail_resent',
        entityId: 'mail-3',
        after: { id: 'mail-4', resend },
      }).sentence
    expect(resent('new_link')).toBe('Mail mail-3 sent again (a new link)')
    expect(resent('as_sent')).toBe('Mail mail-3 sent again (a copy as it was)')
  })

  it('says how many addresses a newsletter export held', () => {
    expect(
      read({ action: 'newsletter_exported', after: { rows: 1 } }).sentence,
    ).toBe('Newsletter subscribers exported: 1 address')
    expect(
      read({ action: 'newsletter_exported', after: { rows: 240 } }).sentence,
    ).toBe('Newsletter subscribers exported: 240 addresses')
  })

  it('says an admin access locked after the wrong codes the server counted, and released by an operator', () => {
    expect(
      read({
        action: 'admin_locked',
        entity: 'admin_account',
        after: { email: 'x@vala.hr', lockedAt: '2026-11-20T08:00:00.000Z' },
        note: '100 wrong second-factor codes within 30 days',
      }),
    ).toEqual({
      sentence: 'Admin access of x@vala.hr locked after 100 wrong codes',
      details: [],
    })
    const released = read({
      action: 'admin_unlocked',
      entity: 'admin_account',
      before: { email: 'x@vala.hr', lockedAt: '2026-11-20T08:00:00.000Z' },
      note: 'released by an operator with admin:unlock',
    })
    expect(released.sentence).toBe(
      'Admin access of x@vala.hr released by an operator',
    )
    expect(released.details).toEqual([
      `Locked since ${new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date('2026-11-20T08:00:00.000Z'))}`,
    ])
  })

  it('says a unit’s calendar address was renewed (issue 35), never the secret', () => {
    const renewed = read({
      action: 'unit_calendar_rotated',
      entityId: 'villa-lavanda-hvar-main-house',
      after: { rotatedAt: '2026-11-30T09:00:00.000Z' },
    })
    expect(renewed.sentence).toBe(
      'Calendar feed address of villa-lavanda-hvar-main-house renewed: the old address no longer works',
    )
  })

  it('says the secret of Google’s feeds was renewed (issue 35, decision 048), never the secret', () => {
    const renewed = read({
      action: 'google_feeds_rotated',
      entity: 'partner_feed',
      entityId: 'google',
      after: { rotatedAt: '2026-11-30T09:00:00.000Z' },
    })
    expect(renewed.sentence).toBe(
      'Secret of Google’s feeds renewed: the old addresses no longer work',
    )
    expect(renewed.details).toEqual([])
  })

  it('says which outside calendar was added to or removed from a unit, with its address (issue 35)', () => {
    const calendar = {
      name: 'Airbnb',
      url: 'https://calendar.example/villa.ics',
    }
    const added = read({
      action: 'unit_calendar_import_added',
      entityId: 'villa-lavanda-hvar-main-house',
      after: calendar,
    })
    expect(added.sentence).toBe(
      'Outside calendar Airbnb added to villa-lavanda-hvar-main-house: its bookings close nights here',
    )
    expect(added.details).toEqual([calendar.url])
    const removed = read({
      action: 'unit_calendar_import_removed',
      entityId: 'villa-lavanda-hvar-main-house',
      before: calendar,
    })
    expect(removed.sentence).toBe(
      'Outside calendar Airbnb removed from villa-lavanda-hvar-main-house: the nights only it closed are open again',
    )
  })

  it('issue 35: says a promo code created with what it takes off and each limit it has, in the page’s language', () => {
    const created = read({
      action: 'promo_code_created',
      entity: 'promo_code',
      entityId: 'VALA-25',
      after: { ...valaRequest, propertyIds: ['cissa-rovinj', 'vala-krk'] },
    })
    expect(created).toEqual({
      sentence: 'Promo code VALA-25 created: €25.50 off',
      details: [
        'Only at cissa-rovinj, vala-krk',
        'Only the rates vala-flex',
        'Stays: Jul 1 – Aug 31, 2030',
        'Booked: until June 30, 2030',
        'Minimum nights: 3',
        'Uses in all: 10',
        'Uses per guest: 1',
        'Also applies with the member price',
      ],
    })
    // A code for everything, any time, without limits: nothing more to say.
    const open = read(
      {
        action: 'promo_code_created',
        entity: 'promo_code',
        entityId: 'SOMMER15',
        after: {
          code: 'SOMMER15',
          kind: 'percent',
          value: 15,
          propertyIds: [],
          ratePlanIds: [],
          minNights: 1,
          combinable: false,
        },
      },
      'de',
    )
    expect(open).toEqual({
      // Intl keeps the number and its sign together with a no-break space.
      sentence: 'Aktionscode SOMMER15 angelegt: 15\u00a0% Rabatt',
      details: [],
    })
  })

  it('issue 35: says a promo code voided, that its bookings keep it, and how many hold a use', () => {
    const voided = (language: string) =>
      read(
        {
          action: 'promo_code_voided',
          entity: 'promo_code',
          entityId: 'SUMMER25',
          before: { uses: 3 },
          after: { voidedAt: '2030-06-01T10:00:00.000Z' },
        },
        language,
      )
    expect(voided('en')).toEqual({
      sentence:
        'Promo code SUMMER25 voided: no new booking can use it; the bookings made with it keep it',
      details: ['Bookings holding a use: 3'],
    })
    expect(voided('hr').sentence).toBe(
      'Promotivni kod SUMMER25 poništen: nijedna nova rezervacija ga ne može koristiti; rezervacije napravljene s njim ga zadržavaju',
    )
  })

  it('issue 35: says a gift voucher voided by its id, that its bookings keep it, and the balance it had left', () => {
    const voided = (language: string) =>
      read(
        {
          action: 'gift_voucher_voided',
          entity: 'gift_voucher',
          entityId: 'gv-ana',
          before: { balance: 6_000 },
          after: { state: 'void' },
        },
        language,
      )
    expect(voided('en')).toEqual({
      sentence:
        'Gift voucher gv-ana voided: it can no longer be spent; the bookings it paid keep it',
      details: ['Balance left when voided: €60.00'],
    })
    expect(voided('de').details).toEqual([
      'Restguthaben beim Entwerten: 60,00\u00a0€',
    ])
  })

  it('issue 35: says a gift voucher refunded with the amount that went back to the buyer’s card', () => {
    const refunded = (language: string) =>
      read(
        {
          action: 'gift_voucher_refunded',
          entity: 'gift_voucher',
          entityId: 'gv-ana',
          before: { balance: 6_000 },
          after: { refunded: 6_000 },
        },
        language,
      )
    expect(refunded('en')).toEqual({
      sentence: 'Gift voucher gv-ana: €60.00 refunded to the buyer’s card',
      details: [],
    })
    expect(refunded('hr').sentence).toBe(
      'Poklon bon gv-ana: 60,00\u00a0€ vraćeno na karticu kupca',
    )
  })

  it('decision 049: says a webhook address registered with its name, web address and the events it is told of in words, never its secret', () => {
    const created = (language: string) =>
      read(
        {
          action: 'webhook_created',
          entity: 'webhook',
          entityId: 'whk_front',
          after: {
            name: 'Front desk PMS',
            url: 'https://pms.example/hooks',
            events: ['booking.created', 'booking.cancelled'],
          },
        },
        language,
      )
    expect(created('en')).toEqual({
      sentence:
        'Webhook address Front desk PMS registered: https://pms.example/hooks',
      details: ['Told when a booking is made or a booking is cancelled'],
    })
    expect(created('de').details).toEqual([
      'Benachrichtigt, wenn eine Buchung angelegt wird oder eine Buchung storniert wird',
    ])
    // An event it has no words for: the values as they were written.
    const unknown = read({
      action: 'webhook_created',
      entity: 'webhook',
      entityId: 'whk_x',
      after: { name: 'PMS', url: 'https://pms.example', events: ['x'] },
    })
    expect(unknown.sentence).toBe(
      'Webhook address registered: Webhook address whk_x',
    )
    expect(unknown.values?.after).toHaveLength(3)
  })

  it('decision 049: says a webhook secret rotated and an address removed by their names, and a delivery sent again with its event', () => {
    expect(
      read({
        action: 'webhook_secret_rotated',
        entity: 'webhook',
        entityId: 'whk_front',
        after: { name: 'Front desk PMS' },
      }),
    ).toEqual({
      sentence: 'Signing secret of the webhook address Front desk PMS rotated',
      details: [],
    })
    const removed = read(
      {
        action: 'webhook_removed',
        entity: 'webhook',
        entityId: 'whk_front',
        before: {
          name: 'Front desk PMS',
          url: 'https://pms.example/hooks',
          events: ['booking.created'],
        },
      },
      'hr',
    )
    expect(removed).toEqual({
      sentence:
        'Webhook adresa Front desk PMS uklonjena: tamo se više ništa ne šalje; od dostava na čekanju odustalo se',
      details: ['https://pms.example/hooks'],
    })
    expect(
      read({
        action: 'webhook_delivery_replayed',
        entity: 'webhook',
        entityId: 'whk_front',
        after: { deliveryId: 'dlv_7', eventId: 'evt_7' },
      }),
    ).toEqual({
      sentence: 'Delivery dlv_7 to the webhook address whk_front sent again',
      details: ['Event: evt_7'],
    })
  })

  it('says which languages of a content page changed', () => {
    const texts = (intro: string) => ({ title: 'News', description: '', intro })
    expect(
      read({
        action: 'content_page_edited',
        entityId: 'news',
        before: { en: texts('Old'), de: texts('Alt'), it: texts('x') },
        after: { en: texts('New'), de: texts('Neu'), it: texts('x') },
      }).sentence,
    ).toBe('Texts of the content page news changed in English and German')
  })

  it('names a content entry by its title in the page’s language, with its dates when they changed', () => {
    const entry = (startsOn: string, title: string) => ({
      startsOn,
      endsOn: '2027-06-30',
      en: { title, summary: '', body: '', facts: [] },
      de: { title: 'Jazz am Meer', summary: '', body: '', facts: [] },
    })
    expect(
      read({
        action: 'content_entry_edited',
        before: entry('2027-06-01', 'Jazz by the sea'),
        after: entry('2027-06-10', 'Jazz by the sea'),
      }),
    ).toEqual({
      sentence:
        'Content entry “Jazz by the sea” saved without changes to its texts',
      details: ['Dates: Jun 1 – 30, 2027 → Jun 10 – 30, 2027'],
    })
    expect(
      read(
        {
          action: 'content_entry_added',
          after: {
            page: 'events',
            texts: [
              { language: 'en', title: 'Jazz by the sea' },
              { language: 'de', title: 'Jazz am Meer' },
            ],
          },
        },
        'de',
      ).sentence,
    ).toBe('Inhaltseintrag „Jazz am Meer“ zur Seite events hinzugefügt')
    expect(
      read({
        action: 'content_entry_removed',
        before: {
          page_id: 'events',
          texts: [{ language: 'en', title: 'Jazz by the sea' }],
        },
      }).sentence,
    ).toBe('Content entry “Jazz by the sea” removed from the page events')
  })

  it('says a rate renamed with its names before and after in each language changed', () => {
    expect(
      read({
        action: 'rate_plan_renamed',
        entityId: 'bb',
        before: { en: 'B&B', de: 'Frühstück' },
        after: { en: 'Bed and breakfast', de: 'Frühstück' },
      }),
    ).toEqual({
      sentence: 'Rate “Bed and breakfast” renamed',
      details: ['English: B&B → Bed and breakfast'],
    })
  })

  it('says amounts, dates and statuses in the page’s language', () => {
    expect(
      read(
        {
          action: 'booking_cancelled',
          entityId: 'AA1234',
          before: { status: 'confirmed', feeIfCancelledNow: 14_850 },
          after: { status: 'cancelled', fee: 14_850, feeWaived: false },
          note: 'Wunsch des Gastes',
        },
        'de',
      ).sentence,
    ).toBe(
      'Buchung AA1234 für den Gast storniert: Wunsch des Gastes; Gebühr 148,50\u00a0€',
    )
    expect(
      read(
        {
          action: 'request_updated',
          entityId: 'req-1',
          before: { status: 'new', note: null },
          after: { status: 'in_progress', note: null },
        },
        'hr',
      ).sentence,
    ).toBe('Upit req-1 označen kao „U obradi”')
  })

  it('shows an action it has no words for as named values, never as JSON', () => {
    expect(
      read({
        action: 'gift_card_issued',
        entity: 'gift_card',
        entityId: 'gc-1',
        before: null,
        after: {
          amountMinor: 5000,
          sentTo: { email: 'ana@example.com' },
          active: true,
        },
        note: 'Birthday',
      }),
    ).toEqual({
      sentence: 'gift card issued: gift card gc-1',
      details: ['Note: Birthday'],
      values: {
        before: [],
        after: [
          { name: 'amount minor', value: '5000' },
          { name: 'sent to', value: 'email: ana@example.com' },
          { name: 'active', value: 'Yes' },
        ],
      },
    })
  })

  it('falls back to named values when a known action’s values have another shape', () => {
    const reading = read({
      action: 'points_adjusted',
      entity: 'member',
      entityId: 'user-ana',
      before: { points: 10 },
      after: { points: 20 },
    })
    expect(reading.sentence).toBe('Points adjusted: Member user-ana')
    expect(reading.values?.after).toEqual([{ name: 'points', value: '20' }])
  })
})
