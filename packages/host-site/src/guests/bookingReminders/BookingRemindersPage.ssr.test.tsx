// @vitest-environment node
import { LANGUAGES } from '@resort/core'
import { BOOKING_REMINDERS_PAGE } from '@resort/core/api'
import { describe, expect, it } from 'vitest'
import { renderPage } from '../../entry-server'
import { fakeFetch } from '../../testing/fakeFetch'
import { fakeSiteApi } from '../../testing/siteFixtures'

const render = (url: string) =>
  renderPage({
    url,
    cookies: '',
    fetch: fakeFetch(fakeSiteApi()),
    language: url.split('/')[1] ?? 'en',
    origin: 'https://resort.example',
  })

describe('the booking reminders’ page rendered on the server (decision 027)', () => {
  it('issue 35, decision 047: answers in every language with its title and words, links its chunk, and leaves the token (the fragment, the browser’s alone) to the browser', async () => {
    for (const language of LANGUAGES) {
      const path = `/${language}/${BOOKING_REMINDERS_PAGE}`
      const page = await render(path)
      expect(page.status, path).toBe(200)
      expect(page.errors, path).toEqual([])
      expect(page.chunks, path).toContain(
        'src/guests/bookingReminders/BookingRemindersPage.tsx',
      )
    }
    const page = await render(`/en/${BOOKING_REMINDERS_PAGE}`)
    expect(page.title).toBe('Booking reminders – Adria Alpe Resorts')
    expect(page.html).toContain(
      '<h1 id="booking-reminders">Booking reminders</h1>',
    )
    expect(page.html).toContain('A booking reminder is mailed once')
    // The server cannot see a token: it neither calls the link invalid nor offers the button.
    expect(page.html).not.toContain('This link is not valid any more.')
    expect(page.html).not.toContain('Send me no more booking reminders')
  })
})
