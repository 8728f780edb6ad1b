import { findTranslationProblems, LANGUAGES } from '@resort/core'
import { ApiError, BOOKING_REMINDERS_PAGE } from '@resort/core/api'
import type { FakeEndpoints } from '@resort/core/api/testing'
import { alternatesOf, indexedPages } from '@resort/core/site'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import de from '../../platform/i18n/locales/de/bookingReminders.json'
import en from '../../platform/i18n/locales/en/bookingReminders.json'
import hr from '../../platform/i18n/locales/hr/bookingReminders.json'
import it_ from '../../platform/i18n/locales/it/bookingReminders.json'
import sl from '../../platform/i18n/locales/sl/bookingReminders.json'
import { SiteLayout } from '../../platform/layout/SiteLayout'
import { expectNoAxeViolations } from '../../testing/axe'
import { renderSite } from '../../testing/renderSite'
import { bookingReminderRoutes } from './bookingReminderRoutes'

// Issue 35, decision 047: a booking reminder's "no more reminders" link opens this page with the
// mail's token in the fragment; the button stops the reminders.

const TOKEN = 'Xq3vT9pL2mR8sK4wY7bN1cF6hJ0dG5aZeUoIiPrEtWy'
const texts = { en, de, it: it_, hr, sl }

const address = () => screen.getByTestId('address')
const main = () => within(screen.getByRole('main'))

/** The page at `url` in the site's layout, over a fake server. */
async function remindersPage(url: string, api: FakeEndpoints = {}) {
  await act(async () => {
    renderSite(
      url,
      api,
      <Route path="/:lang" element={<SiteLayout />}>
        <Route index element={<p>Home page</p>} />
        {bookingReminderRoutes}
      </Route>,
    )
  })
}

const stopped = () =>
  vi.fn((_request: { token: string }) =>
    Promise.resolve({ status: 'unsubscribed' as const }),
  )
const refused = (kind: 'link_invalid' | 'rate_limited', status: number) =>
  new ApiError({ kind, status, message: kind })

describe('booking-reminders (where a booking reminder’s link lands, issue 35, decision 047)', () => {
  it('issue 35, decision 047: opening the link posts nothing and takes the token out of the address bar; the button stops the reminders with the fragment’s token, and the status says so and takes the focus', async () => {
    const stopBookingReminders = stopped()
    await remindersPage(`/en/${BOOKING_REMINDERS_PAGE}#token=${TOKEN}`, {
      stopBookingReminders,
    })
    expect(
      await main().findByRole('heading', {
        level: 1,
        name: 'Booking reminders',
      }),
    ).toBeVisible()
    expect(document.title).toContain('Booking reminders')
    const button = main().getByRole('button', {
      name: 'Send me no more booking reminders',
    })
    await waitFor(() =>
      expect(address()).toHaveTextContent(/^\/en\/booking-reminders$/),
    )
    expect(stopBookingReminders).not.toHaveBeenCalled()
    await expectNoAxeViolations()

    await userEvent.click(button)
    const status = main().getByRole('status')
    await waitFor(() =>
      expect(status).toHaveTextContent(
        'Done. We will send no more booking reminders to this address.',
      ),
    )
    await waitFor(() => expect(status).toHaveFocus())
    expect(stopBookingReminders).toHaveBeenCalledOnce()
    expect(stopBookingReminders).toHaveBeenCalledWith({ token: TOKEN })
    expect(main().queryByRole('button')).toBeNull()
    expect(
      main().getByRole('link', { name: 'To the home page' }),
    ).toHaveAttribute('href', '/en')
    await expectNoAxeViolations()
  })

  it('issue 35, decision 047: works by keyboard, in the page’s language: Enter on the button stops the reminders', async () => {
    const stopBookingReminders = stopped()
    await remindersPage(`/hr/${BOOKING_REMINDERS_PAGE}#token=${TOKEN}`, {
      stopBookingReminders,
    })
    const button = await main().findByRole('button', {
      name: 'Ne šaljite mi više podsjetnike na rezervaciju',
    })
    const user = userEvent.setup()
    button.focus()
    await user.keyboard('{Enter}')
    const status = main().getByRole('status')
    await waitFor(() =>
      expect(status).toHaveTextContent(
        'Gotovo. Na ovu adresu više nećemo slati podsjetnike na rezervaciju.',
      ),
    )
    await waitFor(() => expect(status).toHaveFocus())
    expect(stopBookingReminders).toHaveBeenCalledWith({ token: TOKEN })
    // From the status, the next stop is the way home.
    await user.tab()
    expect(
      main().getByRole('link', { name: 'Na početnu stranicu' }),
    ).toHaveFocus()
  })

  it('issue 35, decision 047: an unknown token (link_invalid) says the link is not valid any more, with a link home; the notice takes the focus', async () => {
    await remindersPage(`/de/${BOOKING_REMINDERS_PAGE}#token=${TOKEN}`, {
      stopBookingReminders: () => Promise.reject(refused('link_invalid', 410)),
    })
    const user = userEvent.setup()
    await user.click(
      await main().findByRole('button', {
        name: 'Senden Sie mir keine Buchungserinnerungen mehr',
      }),
    )
    const alert = await main().findByRole('alert')
    expect(alert).toHaveTextContent('Dieser Link ist nicht mehr gültig.')
    await waitFor(() => expect(alert).toHaveFocus())
    expect(main().queryByRole('button')).toBeNull()
    await expectNoAxeViolations()
    await user.tab()
    const home = within(alert).getByRole('link', { name: 'Zur Startseite' })
    expect(home).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(address()).toHaveTextContent(/^\/de$/)
  })

  it('issue 35, decision 047: without a token says the same, and offers no button', async () => {
    await remindersPage(`/sl/${BOOKING_REMINDERS_PAGE}`)
    expect(await main().findByRole('alert')).toHaveTextContent(
      'Ta povezava ni več veljavna.',
    )
    expect(
      main().getByRole('link', { name: 'Na domačo stran' }),
    ).toHaveAttribute('href', '/sl')
    expect(main().queryByRole('button')).toBeNull()
    await expectNoAxeViolations()
  })

  it('says when the server’s limit refuses the press, and may be pressed again', async () => {
    const stopBookingReminders = vi
      .fn()
      .mockRejectedValueOnce(refused('rate_limited', 429))
      .mockResolvedValueOnce({ status: 'unsubscribed' })
    await remindersPage(`/it/${BOOKING_REMINDERS_PAGE}#token=${TOKEN}`, {
      stopBookingReminders,
    })
    const button = await main().findByRole('button', {
      name: 'Non inviatemi più promemoria di prenotazione',
    })
    await userEvent.click(button)
    expect(await main().findByRole('alert')).toHaveTextContent(
      'Per ora ci sono state troppe richieste.',
    )
    await userEvent.click(button)
    await waitFor(() =>
      expect(main().getByRole('status')).toHaveTextContent(
        'Fatto. Non invieremo più promemoria di prenotazione a questo indirizzo.',
      ),
    )
    expect(main().queryByRole('alert')).toBeNull()
  })
})

describe('the booking reminders’ page: texts and indexing (issue 35, decision 047)', () => {
  it('has every key in en, de, it, hr and sl, none empty, each written in its language', () => {
    const resources = Object.fromEntries(
      Object.entries(texts).map(([language, bookingReminders]) => [
        language,
        { bookingReminders },
      ]),
    )
    expect(findTranslationProblems(resources)).toEqual([])
    for (const [language, translated] of Object.entries(texts)) {
      if (language === 'en') continue
      expect(translated.title, language).not.toBe(en.title)
      expect(translated.submit, language).not.toBe(en.submit)
      expect(translated.done, language).not.toBe(en.done)
      expect(translated.link_invalid, language).not.toBe(en.link_invalid)
    }
  })

  it('is in no language a page of the route table: the server asks for it not to be indexed, and the sitemap leaves it out', () => {
    const listed = indexedPages().flatMap(({ alternates }) =>
      Object.values(alternates),
    )
    for (const language of LANGUAGES) {
      const path = `/${language}/${BOOKING_REMINDERS_PAGE}`
      expect(alternatesOf(path), path).toBeUndefined()
      expect(listed, path).not.toContain(path)
    }
  })
})
