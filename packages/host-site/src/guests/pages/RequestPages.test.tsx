import { render, screen, waitFor } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router'
import { describe, expect, it } from 'vitest'
import { SiteTranslations } from '../../platform/i18n/translation'
import { slugRoutes } from '../../platform/routing/slugRoutes'
import { siteI18n } from '../../testing/siteI18n'
import { BookingRequestPage } from './BookingRequestPage'
import { CallbackRequestPage } from './CallbackRequestPage'

function renderAt(url: string, lang: string) {
  render(
    <SiteTranslations i18n={siteI18n(lang)}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/:lang">
            {slugRoutes('bookingRequest', <BookingRequestPage />)}
            {slugRoutes('callBack', <CallbackRequestPage />)}
          </Route>
        </Routes>
      </MemoryRouter>
    </SiteTranslations>,
  )
}

describe('request pages (SPEC 2: booking-request, call-back)', () => {
  it('titles the booking-request page in the visitor’s language and prefills the stay from the query', async () => {
    renderAt(
      '/de/buchungsanfrage?propertyId=p1&dateFrom=2030-06-01&dateTo=2030-06-08&adults=3',
      'de',
    )
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Buchungsanfrage',
    )
    await waitFor(() =>
      expect(document.title).toBe('Buchungsanfrage – Adria Alpe Resorts'),
    )
    // The form shows once its German texts have loaded.
    expect(await screen.findByLabelText('Anreise')).toHaveValue('2030-06-01')
    expect(screen.getByLabelText('Erwachsene')).toHaveValue('3')
  })

  it('titles the call-back page in the visitor’s language, with the form in it', async () => {
    renderAt('/sl/povratni-klic', 'sl')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Zahteva za povratni klic',
    )
    expect(
      await screen.findByRole('button', { name: 'Zahtevaj klic' }),
    ).toBeInTheDocument()
  })
})
