import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { bookingResources } from '../i18n/bookingResources'
import { WidgetTranslations } from '../i18n/WidgetTranslations'
import { BookingError, type BookingErrorKind } from './BookingError'

const renderError = (
  lang: string,
  kind: BookingErrorKind,
  onRetry?: () => void,
) =>
  render(
    <WidgetTranslations lang={lang} resources={bookingResources}>
      <BookingError kind={kind} onRetry={onRetry} />
    </WidgetTranslations>,
  )

const expected: Record<
  BookingErrorKind,
  { en: [string, RegExp]; de: [string, RegExp] }
> = {
  cancelled: {
    en: ['Booking cancelled', /This booking is cancelled/],
    de: ['Buchung storniert', /jederzeit einen neuen Aufenthalt buchen/],
  },
  missing_params: {
    en: ['Some booking details are missing', /start your search again/],
    de: ['Angaben zur Buchung fehlen', /Bitte starten Sie Ihre Suche erneut/],
  },
  generic: {
    en: ['Something went wrong', /could not complete your booking/],
    de: ['Etwas ist schiefgelaufen', /Bitte versuchen Sie es/],
  },
}

describe('booking error', () => {
  for (const [kind, texts] of Object.entries(expected)) {
    for (const lang of ['en', 'de'] as const) {
      it(`shows the ${kind} title and description in ${lang} as an alert`, () => {
        renderError(lang, kind as BookingErrorKind)
        const alert = screen.getByRole('alert', { name: texts[lang][0] })
        expect(
          screen.getByRole('heading', { name: texts[lang][0] }),
        ).toBeInTheDocument()
        expect(alert).toHaveTextContent(texts[lang][1])
        expect(alert).not.toHaveTextContent(/error\.|missingParams/)
      })
    }
  }

  it('offers no button without onRetry', () => {
    renderError('en', 'generic')
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('calls onRetry from the "Try again" button, translated', async () => {
    const onRetry = vi.fn()
    renderError('de', 'generic', onRetry)
    await userEvent.click(
      screen.getByRole('button', { name: 'Erneut versuchen' }),
    )
    expect(onRetry).toHaveBeenCalledTimes(1)
  })
})
