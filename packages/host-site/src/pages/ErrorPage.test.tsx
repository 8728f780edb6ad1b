import { createI18n } from '@resort/core/i18n'
import { render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { siteResources } from '../i18n/resources'
import { ErrorPage } from './ErrorPage'
import { NotFoundPage } from './NotFoundPage'

function renderAt(
  url: string,
  variant: 'error' | 'server-error' | 'booking',
  lang = 'en',
) {
  render(
    <I18nextProvider i18n={createI18n(siteResources, 'common', lang)}>
      <MemoryRouter initialEntries={[url]}>
        <ErrorPage variant={variant} />
      </MemoryRouter>
    </I18nextProvider>,
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
  it('names the not-found page in the tab, in the visitor’s language, so the last page’s title does not linger', () => {
    document.title = 'Iskanje – Adria Alpe Resorts'
    render(
      <I18nextProvider i18n={createI18n(siteResources, 'common', 'en')}>
        <MemoryRouter initialEntries={['/en/nowhere']}>
          <NotFoundPage />
        </MemoryRouter>
      </I18nextProvider>,
    )
    expect(document.title).toBe('Page not found – Adria Alpe Resorts')
  })
})
