import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { siteI18n } from '../../testing/siteI18n'
import { SiteTranslations } from '../i18n/translation'
import { LanguageSwitcher } from './LanguageSwitcher'

describe('LanguageSwitcher', () => {
  it('links to the same page in each of the five languages and marks the current one', () => {
    render(
      <SiteTranslations i18n={siteI18n('de')}>
        <MemoryRouter initialEntries={['/de/booking/payment?step=3']}>
          <LanguageSwitcher />
        </MemoryRouter>
      </SiteTranslations>,
    )
    const nav = screen.getByRole('navigation', { name: 'Sprache' })
    expect(nav).toBeInTheDocument()
    const links = screen.getAllByRole('link')
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/en/booking/payment?step=3',
      '/de/booking/payment?step=3',
      '/it/booking/payment?step=3',
      '/hr/booking/payment?step=3',
      '/sl/booking/payment?step=3',
    ])
    expect(screen.getByRole('link', { name: 'Deutsch' })).toHaveAttribute(
      'aria-current',
      'true',
    )
    expect(
      screen.getByRole('link', { name: 'Slovenščina' }),
    ).not.toHaveAttribute('aria-current')
  })
})
