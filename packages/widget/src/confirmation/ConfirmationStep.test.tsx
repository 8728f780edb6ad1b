import type { ExistingBookingResponse } from '@resort/core/api'
import { formatStayDates } from '@resort/core/format'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { bookingResources } from '../i18n/bookingResources'
import { WidgetTranslations } from '../i18n/WidgetTranslations'
import { ConfirmationStep } from './ConfirmationStep'
import { confirmedBooking, prepaidBooking } from './testing'

const NBSP = '\u00a0'
const manageUrl = 'https://adria-alpe.example/en/booking/modify?token=abc'

const renderConfirmation = (
  lang: string,
  booking: ExistingBookingResponse = confirmedBooking(),
) =>
  render(
    <WidgetTranslations lang={lang} resources={bookingResources}>
      <ConfirmationStep booking={booking} manageUrl={manageUrl} />
    </WidgetTranslations>,
  )

let blobs: Blob[]
beforeEach(() => {
  blobs = []
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob)
    return `blob:https://widget.test/${blobs.length}`
  })
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
})
afterEach(() => vi.restoreAllMocks())

describe('confirmation step', () => {
  it('confirms the booking id, dates and total in English', () => {
    renderConfirmation('en')
    expect(
      screen.getByRole('heading', {
        level: 2,
        name: 'Your booking AAR-7K2M9Q is confirmed',
      }),
    ).toBeInTheDocument()
    expect(screen.getByText('Jun 12 – 15, 2027')).toBeInTheDocument()
    expect(screen.getByText('Hotel Cissa')).toBeInTheDocument()
    expect(screen.getByText('4 stars')).toBeInTheDocument()
    const totals = screen.getByText('Total').closest('div')!
    expect(totals).toHaveTextContent('€1,275.00')
  })

  it('confirms the booking id, dates and total in German', () => {
    renderConfirmation('de')
    expect(
      screen.getByRole('heading', {
        level: 2,
        name: 'Ihre Buchung AAR-7K2M9Q ist bestätigt',
      }),
    ).toBeInTheDocument()
    expect(
      screen.getByText(formatStayDates('2027-06-12', '2027-06-15', 'de')),
    ).toBeInTheDocument()
    // textContent, as toHaveTextContent would read the no-break space as a space.
    expect(screen.getByText('Gesamtpreis').closest('div')!.textContent).toBe(
      `Gesamtpreis1.275,00${NBSP}€`,
    )
    expect(
      screen.getByText('Hinterlegte Karte: Visa mit den Endziffern 4242'),
    ).toBeInTheDocument()
  })

  it('moves focus to the confirmation heading', () => {
    renderConfirmation('en')
    expect(screen.getByRole('heading', { level: 2 })).toHaveFocus()
    expect(screen.getByRole('heading', { level: 2 })).toHaveAttribute(
      'tabindex',
      '-1',
    )
  })

  it('shows each unit with its guests and extras', () => {
    renderConfirmation('en')
    const seaView = screen
      .getByRole('heading', { name: 'Superior Double Room, Sea View' })
      .closest('section')!
    expect(seaView).toHaveTextContent('2 adults, 1 child')
    expect(within(seaView).getByRole('listitem')).toHaveTextContent(
      'Garage parking',
    )
    const classic = screen
      .getByRole('heading', { name: 'Classic Double Room' })
      .closest('section')!
    expect(classic).toHaveTextContent('3 adults')
    expect(classic).not.toHaveTextContent('child')
  })

  it('issue 33: shows the children’s ages where it shows the guests, "under 1" for a baby', () => {
    const booking = confirmedBooking()
    const [seaView, classic] = booking.accomodationData
    renderConfirmation('en', {
      ...booking,
      accomodationData: [
        { ...seaView!, children: 2, childAges: [4, 9] },
        { ...classic!, adults: 1, children: 1, childAges: [0] },
      ],
    })
    const unit = (name: string) =>
      screen.getByRole('heading', { name }).closest('section')!
    expect(unit('Superior Double Room, Sea View')).toHaveTextContent(
      '2 adults, 2 children (4, 9)',
    )
    expect(unit('Classic Double Room')).toHaveTextContent(
      '1 adult, 1 child (under 1)',
    )
  })

  it('issue 33: says the ages in the guest’s language', () => {
    const booking = confirmedBooking()
    const [seaView] = booking.accomodationData
    renderConfirmation('de', {
      ...booking,
      accomodationData: [{ ...seaView!, children: 2, childAges: [0, 9] }],
    })
    expect(
      screen.getByText('2 Erwachsene, 2 Kinder (unter 1, 9)'),
    ).toBeInTheDocument()
  })

  it('collapses the nights into one row and lists the other lines, summing to the unit total', () => {
    renderConfirmation('en')
    const table = screen.getByRole('table', {
      name: 'Price details for Superior Double Room, Sea View',
    })
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent)
    expect(rows).toEqual([
      '3 nights€440.00',
      'Early booking −10%-€44.00',
      'Extra children€75.00',
      'Half board€162.00',
      'Garage parking€45.00',
      'Room total€678.00',
    ])
  })

  it('uses the plural forms of the language for the nights', () => {
    renderConfirmation('sl')
    expect(screen.getAllByRole('rowheader', { name: '3 noči' })).toHaveLength(2)
    expect(screen.getByText('4 zvezdice')).toBeInTheDocument()
  })

  it('shows free cancellation until its date for a refundable booking', () => {
    renderConfirmation('en')
    expect(
      screen.getByText('Free cancellation until June 5, 2027.'),
    ).toBeInTheDocument()
    expect(screen.queryByText(/non-refundable/)).toBeNull()
  })

  it('says a non-refundable booking is non-refundable', () => {
    renderConfirmation('de', prepaidBooking())
    expect(
      screen.getByText('Diese Buchung ist nicht erstattungsfähig.'),
    ).toBeInTheDocument()
    expect(screen.queryByText(/Kostenlose Stornierung/)).toBeNull()
  })

  it('shows the amount paid now only when something was prepaid', () => {
    renderConfirmation('en')
    expect(screen.queryByText('Paid now')).toBeNull()
    renderConfirmation(
      'en',
      confirmedBooking({ paymentType: 'PREPAYMENT', prepaymentAmount: 38_250 }),
    )
    expect(screen.getByText('Paid now').closest('div')).toHaveTextContent(
      '€382.50',
    )
    expect(
      screen.getByText('To pay at the property').closest('div'),
    ).toHaveTextContent('€892.50')
  })

  it('issue 35: says what a gift voucher paid, by the last four signs of its code, and counts it out of what is left for the property', () => {
    renderConfirmation(
      'en',
      confirmedBooking({
        paymentType: 'PREPAYMENT',
        prepaymentAmount: 27_500,
        giftVoucher: { codeEnd: 'K7QX', amount: 100_000 },
      }),
    )
    expect(
      screen.getByText('Paid with gift voucher ••••-K7QX').closest('div'),
    ).toHaveTextContent('€1,000.00')
    expect(screen.getByText('Paid now').closest('div')).toHaveTextContent(
      '€275.00',
    )
    expect(screen.queryByText('To pay at the property')).toBeNull()
  })

  it('issue 35: says what club points paid (decision 046) and counts it out of what is left for the property', () => {
    renderConfirmation(
      'de',
      confirmedBooking({
        paymentType: 'PREPAYMENT',
        prepaymentAmount: 107_500,
        pointsPayment: { points: 40_000, amount: 20_000 },
      }),
    )
    expect(
      screen.getByText('Mit Clubpunkten bezahlt (40.000)').closest('div'),
    ).toHaveTextContent('200,00 €')
    expect(screen.queryByText('In der Unterkunft zu zahlen')).toBeNull()
  })

  it('issue 32: payment policies per rate plan: lists the payments the rate asks for later, by day, and what is left for the property', () => {
    renderConfirmation(
      'it',
      confirmedBooking({
        paymentSchedule: [
          { on: '2027-05-13', amount: 38_250, action: 'charge', state: 'due' },
        ],
      }),
    )
    const schedule = screen.getByRole('heading', {
      name: 'Pagamenti previsti dalla Sua tariffa',
    }).parentElement!
    expect(within(schedule).getByRole('listitem')).toHaveTextContent(
      'Addebito di 382,50 € il 13 maggio 2027 In programma',
    )
    expect(
      screen.getByText('Da pagare in struttura').closest('div'),
    ).toHaveTextContent('892,50 €')
    expect(screen.queryByText('Pagato ora')).toBeNull()
  })

  it('lists the four policy lists under their headings', () => {
    renderConfirmation('en')
    for (const name of [
      'Booking terms',
      'Additional terms',
      'Cancellation terms',
      'Other information',
    ])
      expect(screen.getByRole('heading', { name })).toBeInTheDocument()
    expect(screen.getByText('Pets are not allowed.')).toBeInTheDocument()
  })

  it('links to the manage page', () => {
    renderConfirmation('en')
    expect(
      screen.getByRole('link', { name: 'View, change or cancel your booking' }),
    ).toHaveAttribute('href', manageUrl)
  })

  it('offers the booking as an .ics download, made on click and revoked on unmount', async () => {
    const { unmount } = renderConfirmation('en')
    const link = screen.getByRole('link', { name: 'Add to calendar' })
    expect(link).toHaveAttribute('download', 'booking-AAR-7K2M9Q.ics')
    expect(link.getAttribute('href')).toMatch(/^data:text\/calendar/)
    expect(blobs).toHaveLength(0)

    // The page stays put in the test; the link's own click handler runs first.
    const stay = (event: Event) => event.preventDefault()
    document.addEventListener('click', stay)
    fireEvent.click(link)
    document.removeEventListener('click', stay)

    expect(blobs).toHaveLength(1)
    const href = link.getAttribute('href')!
    expect(href).toBe('blob:https://widget.test/1')
    const blob = blobs[0]!
    expect(blob.type).toBe('text/calendar')
    const text = await blob.text()
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true)
    const ics = text.replace(/\r\n /g, '')
    expect(ics).toContain('UID:AAR-7K2M9Q@adria-alpe.example\r\n')
    expect(ics).toContain('DTSTART;VALUE=DATE:20270612\r\n')
    expect(ics).toContain('DTEND;VALUE=DATE:20270615\r\n')
    expect(ics).toContain('SUMMARY:Stay at Hotel Cissa\r\n')
    expect(ics).toContain('LOCATION:Rovinj\r\n')
    expect(ics).toContain(
      `DESCRIPTION:Booking number: AAR-7K2M9Q\\nView\\, change or cancel your booking: ${manageUrl}\r\n`,
    )

    unmount()
    expect(URL.revokeObjectURL).toHaveBeenCalledWith(href)
  })

  it('writes the calendar event in the language of the widget', () => {
    renderConfirmation('de')
    const link = screen.getByRole('link', { name: 'Zum Kalender hinzufügen' })
    const ics = decodeURIComponent(
      link.getAttribute('href')!.replace(/^data:[^,]*,/, ''),
    ).replace(/\r\n /g, '')
    expect(ics).toContain('SUMMARY:Aufenthalt: Hotel Cissa\r\n')
    expect(ics).toContain('DESCRIPTION:Buchungsnummer: AAR-7K2M9Q\\n')
  })
})
