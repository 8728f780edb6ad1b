import { render, screen, waitFor } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { SiteTranslations } from '../../platform/i18n/translation'
import { siteI18n } from '../../testing/siteI18n'
import { ErrorPage } from './ErrorPage'
import { NotFoundPage } from './NotFoundPage'

function renderAt(
  url: string,
  variant: 'error' | 'server-error' | 'booking',
  lang = 'en',
) {
  render(
    <SiteTranslations i18n={siteI18n(lang)}>
      <MemoryRouter initialEntries={[url]}>
        <ErrorPage variant={variant} />
      </MemoryRouter>
    </SiteTranslations>,
  )
}

describe('error routes (SPEC 2, SPEC 8)', () => {
  it('shows a booking error kind with its translated title and description', async () => {
    renderAt('/de/booking/error?kind=cancelled', 'booking', 'de')
    // The widget shows once its German texts have loaded.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Buchung storniert',
    )
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Etwas ist schiefgelaufen',
    )
  })

  it('falls back to the generic kind for an unknown one', () => {
    renderAt('/en/booking/error?kind=whatever', 'booking')
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong')
  })

  it('explains a server error in the visitor’s language', () => {
    renderAt('/hr/server-error', 'server-error', 'hr')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Naš poslužitelj imao je problem',
    )
  })
})

describe('page titles', () => {
  it('names the not-found page in the tab, in the visitor’s language, so the last page’s title does not linger', async () => {
    document.title = 'Iskanje – Adria Alpe Resorts'
    render(
      <SiteTranslations i18n={siteI18n('en')}>
        <MemoryRouter initialEntries={['/en/nowhere']}>
          <NotFoundPage />
        </MemoryRouter>
      </SiteTranslations>,
    )
    await waitFor(() =>
      expect(document.title).toBe('Page not found – Adria Alpe Resorts'),
    )
  })
})
