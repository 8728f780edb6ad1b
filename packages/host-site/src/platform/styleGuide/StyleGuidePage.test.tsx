import { act, screen, within } from '@testing-library/react'
import { Suspense } from 'react'
import { Route } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { expectNoAxeViolations } from '../../testing/axe'
import { renderSite } from '../../testing/renderSite'
import { fakeSiteApi } from '../../testing/siteFixtures'
import { newServerPage, ServerPageContext } from '../ssr'
import { SITE_TOKENS } from './siteTokens'
import { StyleGuidePage } from './StyleGuidePage'

// Vitest empties every stylesheet it imports, ?raw too (its css option): the file as Vite reads it.
vi.mock('../styles/tokens.css?raw', async () => ({
  default: (await import('node:fs')).readFileSync(
    `${import.meta.dirname}/../styles/tokens.css`,
    'utf8',
  ),
}))

async function renderGuide(language = 'en') {
  const server = newServerPage('https://resorts.example')
  await act(async () => {
    renderSite(
      `/${language}/style-guide`,
      fakeSiteApi(),
      <Route
        path="/:lang/style-guide"
        element={
          <ServerPageContext value={server}>
            <Suspense>
              <StyleGuidePage />
            </Suspense>
          </ServerPageContext>
        }
      />,
    )
  })
  await screen.findByRole('heading', { level: 1 })
  return server
}

describe('style guide (issue 16)', () => {
  it('issue 16: has one h1, and its colours, type, spacing and components sections', async () => {
    const server = await renderGuide()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(
      screen.getByRole('heading', { level: 1, name: 'Style guide' }),
    ).toBeVisible()
    for (const name of [
      'Colours',
      'Type',
      'Spacing, corners and shadows',
      'Components',
    ])
      expect(screen.getByRole('region', { name })).toBeVisible()
    expect(server.head.title).toBe('Style guide – Adria Alpe Resorts')
    expect(server.head.description).toMatch(/^The design system/)
  })

  it('issue 16: shows every token of tokens.css with its value and what it is for', async () => {
    await renderGuide()
    for (const { name, value } of SITE_TOKENS) {
      const row = screen.getByRole('rowheader', { name }).closest('tr')
      expect(row, name).toHaveTextContent(value)
    }
    const notice = screen
      .getByRole('rowheader', { name: '--site-notice-edge' })
      .closest('tr')
    expect(notice).toHaveTextContent('var(--site-star) = #8a5a00')
    expect(notice).toHaveTextContent('A notice’s edge')
    expect(
      screen.getByRole('rowheader', { name: '--site-step-1' }).closest('tr'),
    ).toHaveTextContent('1.25rem (20 px)')
  })

  it('issue 16: gives each text colour’s contrast on its background, worked out from the tokens', async () => {
    await renderGuide()
    const row = screen
      .getByRole('rowheader', { name: '--site-muted on --site-bg' })
      .closest('tr')
    expect(row).toHaveTextContent('6.92:1')
    expect(row).toHaveTextContent('Passes (at least 4.5:1)')
    const ring = screen
      .getByRole('rowheader', { name: '--resort-border on --resort-surface' })
      .closest('tr')
    expect(ring).toHaveTextContent('Edge or focus ring')
    expect(ring).toHaveTextContent('Passes (at least 3:1)')
  })

  it('issue 16: shows headings of levels 2 to 6 as samples', async () => {
    await renderGuide()
    for (const level of [2, 3, 4, 5, 6])
      expect(
        screen.getByRole('heading', { level, name: `Heading level ${level}` }),
      ).toBeVisible()
  })

  it('issue 16: gives every field a label, ties each error to its field, and repeats no id', async () => {
    await renderGuide()
    const controls = document.querySelectorAll('input, select, textarea')
    expect(controls.length).toBeGreaterThan(10)
    for (const control of controls) expect(control).toHaveAccessibleName()
    const invalid = document.getElementById('sg-field-invalid')
    expect(invalid).toHaveAttribute('aria-invalid', 'true')
    // Its hint, then its error.
    expect(invalid).toHaveAccessibleDescription(
      'We send your booking confirmation here. Enter an e-mail address such as name@example.com.',
    )
    expect(document.getElementById('sg-widget-email')).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    expect(
      document.getElementById('sg-widget-email'),
    ).toHaveAccessibleDescription(
      'Enter an e-mail address such as name@example.com.',
    )
    expect(
      document.getElementById('sg-check-invalid'),
    ).toHaveAccessibleDescription('Accept the booking terms to continue.')
    const ids = [...document.querySelectorAll('[id]')].map(({ id }) => id)
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([])
  })

  it('issue 16: its examples send nothing: no form, and every button is type="button"', async () => {
    await renderGuide()
    expect(document.querySelectorAll('form')).toHaveLength(0)
    for (const button of screen.getAllByRole('button'))
      expect(button).toHaveAttribute('type', 'button')
    expect(
      screen.getAllByRole('button', { name: 'Sending…' })[0],
    ).toHaveAttribute('aria-disabled', 'true')
  })

  it('issue 16: shows the booking stepper with step 1 completed, 2 active and 3 not started', async () => {
    await renderGuide()
    const steps = within(
      screen.getByRole('list', { name: 'Booking steps' }),
    ).getAllByRole('listitem')
    expect(steps.map((step) => step.textContent)).toEqual([
      '1Rooms (completed)',
      '2Guest details and payment',
      '3Confirmation (not started)',
    ])
    expect(steps[1]).toHaveAttribute('aria-current', 'step')
    expect(steps[1]).toHaveClass('resort-stepper__step--active')
  })

  it('issue 16: has no accessibility violation axe can find without layout', async () => {
    await renderGuide()
    await expectNoAxeViolations()
  })

  it('issue 16: speaks the page’s language (German)', async () => {
    const server = await renderGuide('de')
    expect(
      screen.getByRole('heading', { level: 1, name: 'Styleguide' }),
    ).toBeVisible()
    expect(screen.getByRole('region', { name: 'Farben' })).toBeVisible()
    expect(
      screen
        .getByRole('rowheader', { name: '--site-muted auf --site-bg' })
        .closest('tr'),
    ).toHaveTextContent('6,92:1')
    expect(server.head.title).toBe('Styleguide – Adria Alpe Resorts')
  })
})
