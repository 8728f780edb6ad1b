import { SESSION_KEYS } from '@resort/core/reservation'
import { Route } from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import { renderSite } from '../../testing/renderSite'
import { SiteLayout } from './SiteLayout'

const routes = (
  <Route path="/:lang" element={<SiteLayout />}>
    <Route path="*" element={<p>page</p>} />
  </Route>
)

beforeEach(() => {
  sessionStorage.setItem(SESSION_KEYS.reservation, '{"state":{}}')
  sessionStorage.setItem(SESSION_KEYS.reservationConfirmation, '{}')
})

describe('the site layout (SPEC 4 persistence)', () => {
  it('resets the reservation in progress on a page outside booking and sign-in', () => {
    renderSite('/en/accommodation', {}, routes)
    expect(sessionStorage.getItem(SESSION_KEYS.reservation)).toBeNull()
    expect(
      sessionStorage.getItem(SESSION_KEYS.reservationConfirmation),
    ).toBeNull()
  })

  it('keeps it on booking and sign-in pages', () => {
    renderSite('/de/booking/payment', {}, routes)
    expect(sessionStorage.getItem(SESSION_KEYS.reservation)).not.toBeNull()
    renderSite('/hr/prijava', {}, routes)
    expect(sessionStorage.getItem(SESSION_KEYS.reservation)).not.toBeNull()
  })
})
