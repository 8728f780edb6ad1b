import { findTranslationProblems } from '@resort/core'
import type { DataLayerEntry } from '@resort/core/tracking'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Route } from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import { expectNoAxeViolations } from '../../testing/axe'
import { renderSite } from '../../testing/renderSite'
import deTexts from '../i18n/locales/de/cookiePolicy.json'
import enTexts from '../i18n/locales/en/cookiePolicy.json'
import hrTexts from '../i18n/locales/hr/cookiePolicy.json'
import itTexts from '../i18n/locales/it/cookiePolicy.json'
import slTexts from '../i18n/locales/sl/cookiePolicy.json'
import { SiteLayout } from '../layout/SiteLayout'
import { slugRoutes } from '../routing/slugRoutes'
import { CookiePolicyPage } from './CookiePolicyPage'
import { forgetSiteConsent } from './siteConsent'

const routes = (
  <Route path="/:lang" element={<SiteLayout />}>
    {slugRoutes('cookiePolicy', <CookiePolicyPage />)}
    <Route path="*" element={<p>page</p>} />
  </Route>
)

const dataLayer = () =>
  (globalThis as { dataLayer?: DataLayerEntry[] }).dataLayer ?? []
const consentUpdates = () =>
  dataLayer().flatMap((entry) =>
    Object.prototype.toString.call(entry) === '[object Arguments]'
      ? [Array.from(entry as IArguments)[2]]
      : [],
  )
const banner = () => screen.queryByRole('dialog')

function asFreshVisitor() {
  document.cookie = 'cookie_consent=; max-age=0; path=/'
  forgetSiteConsent()
}

beforeEach(() => {
  ;(globalThis as { dataLayer?: DataLayerEntry[] }).dataLayer = []
})

describe('the cookie banner (issue 15, decision 028)', () => {
  it('asks a fresh visitor, with "Accept all" and "Reject all" alike on the first layer, and pushes nothing', async () => {
    asFreshVisitor()
    renderSite('/en/accommodation', {}, routes)
    const dialog = await screen.findByRole('dialog', {
      name: 'Cookies on this site',
    })
    const accept = within(dialog).getByRole('button', { name: 'Accept all' })
    const reject = within(dialog).getByRole('button', { name: 'Reject all' })
    expect(accept.className).toBe(reject.className)
    expect(accept.parentElement).toBe(reject.parentElement)
    expect(
      within(dialog).getByRole('link', { name: 'Cookie policy' }),
    ).toHaveAttribute('href', '/en/cookie-policy')
    expect(dataLayer()).toEqual([])
    await expectNoAxeViolations()
  })

  it('comes right after the skip link in the tab order and "Reject all" by keyboard closes it, stores the refusal and pushes nothing', async () => {
    asFreshVisitor()
    renderSite('/de/accommodation', {}, routes)
    const dialog = await screen.findByRole('dialog')
    const reject = screen.getByRole('button', { name: 'Alle ablehnen' })
    await userEvent.tab()
    expect(
      screen.getByRole('link', { name: 'Zum Hauptinhalt springen' }),
    ).toHaveFocus()
    await userEvent.tab()
    expect(
      within(dialog).getByRole('link', { name: 'Cookie-Richtlinie' }),
    ).toHaveFocus()
    await userEvent.tab()
    await userEvent.tab()
    expect(reject).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    expect(banner()).toBeNull()
    expect(document.cookie).toMatch(/cookie_consent=v1\.\d{4}-\d{2}-\d{2}\.-/)
    expect(screen.getByRole('main')).toHaveFocus()
    expect(dataLayer()).toEqual([])
  })

  it('"Settings" opens a switch per category, necessary always on; saving analytics tells Consent Mode', async () => {
    asFreshVisitor()
    renderSite('/en', {}, routes)
    await userEvent.click(
      await screen.findByRole('button', { name: 'Settings' }),
    )
    expect(
      screen.getByRole('heading', { name: 'Cookie settings' }),
    ).toHaveFocus()
    expect(screen.getByRole('switch', { name: 'Necessary' })).toBeDisabled()
    expect(screen.getByRole('switch', { name: 'Necessary' })).toBeChecked()
    const analytics = screen.getByRole('switch', { name: 'Analytics' })
    expect(analytics).not.toBeChecked()
    expect(screen.getByRole('switch', { name: 'Marketing' })).not.toBeChecked()
    await expectNoAxeViolations()
    analytics.focus()
    await userEvent.keyboard(' ')
    await userEvent.click(screen.getByRole('button', { name: 'Save choices' }))
    expect(banner()).toBeNull()
    expect(document.cookie).toMatch(/cookie_consent=v1\.[\d-]+\.analytics(;|$)/)
    expect(consentUpdates()).toEqual([
      {
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'granted',
      },
    ])
  })

  it('stays away once chosen; the footer’s "Cookie settings" reopens it with the focus, and gives it back', async () => {
    renderSite('/en', {}, routes)
    expect(banner()).toBeNull()
    const reopen = within(screen.getByRole('contentinfo')).getByRole('button', {
      name: 'Cookie settings',
    })
    await userEvent.click(reopen)
    expect(
      screen.getByRole('heading', { name: 'Cookies on this site' }),
    ).toHaveFocus()
    await userEvent.click(screen.getByRole('button', { name: 'Reject all' }))
    expect(banner()).toBeNull()
    expect(reopen).toHaveFocus()
    expect(consentUpdates()).toEqual([
      expect.objectContaining({ analytics_storage: 'denied' }),
    ])
  })
  it('gives the focus to the footer’s button drawn again while the banner was open (a part of the page hydrating)', async () => {
    renderSite('/en', {}, routes)
    const footer = screen.getByRole('contentinfo')
    const reopen = within(footer).getByRole('button', {
      name: 'Cookie settings',
    })
    await userEvent.click(reopen)
    // The footer's button is replaced by another, as a hydration that redraws it would.
    const successor = reopen.cloneNode(true) as HTMLElement
    reopen.replaceWith(successor)
    await userEvent.click(screen.getByRole('button', { name: 'Reject all' }))
    expect(banner()).toBeNull()
    expect(successor).toHaveFocus()
  })
})

describe('the cookie policy page (SPEC 2 cookie-policy)', () => {
  it('lists the site’s cookies with purpose and duration, and changes the choice from there', async () => {
    // Awaited: the page suspends until its texts are there.
    await act(async () => {
      renderSite('/de/cookie-richtlinie', {}, routes)
    })
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Cookie-Richtlinie',
      }),
    ).toBeInTheDocument()
    const table = screen.getByRole('table', { name: 'Notwendige Cookies' })
    for (const name of [
      'cookie_consent',
      'session_user_cookie',
      'XSRF-TOKEN',
      'current_lng',
      'staging_gate',
    ])
      expect(within(table).getByRole('rowheader', { name })).toBeInTheDocument()
    await userEvent.click(
      screen.getByRole('button', { name: 'Cookie-Einstellungen ändern' }),
    )
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    await expectNoAxeViolations()
  })

  it('has every text in en, de, it, hr and sl', () => {
    expect(
      findTranslationProblems({
        en: { cookiePolicy: enTexts },
        de: { cookiePolicy: deTexts },
        it: { cookiePolicy: itTexts },
        hr: { cookiePolicy: hrTexts },
        sl: { cookiePolicy: slTexts },
      }),
    ).toEqual([])
  })
})
