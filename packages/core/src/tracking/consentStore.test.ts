import { describe, expect, it } from 'vitest'
import { createConsentStore } from './consentStore'
import { createTracker } from './createTracker'
import { toMajorUnits } from './toMajorUnits'
import type { DataLayerEntry } from './trackingEvents'

const item = {
  item_id: 'villa-1',
  item_name: 'Villa Maslina',
  item_category: 'villa',
  price: toMajorUnits(10000, 'EUR'),
  quantity: 1,
}

/** The site as it wires consent and tracking: one data layer, a cookie jar of one cookie. */
function site(cookies = '') {
  const dataLayer: DataLayerEntry[] = []
  const written: string[] = []
  const consent = createConsentStore({
    dataLayer: () => dataLayer,
    writeCookie: (value) => written.push(value),
    secure: false,
    now: () => new Date('2026-11-26T10:00:00Z'),
  })
  const tracker = createTracker(
    dataLayer,
    undefined,
    () => consent.getState().record?.choice,
  )
  consent.getState().restore(cookies)
  const trackSome = () => {
    tracker.trackViewItem({
      currency: 'EUR',
      value: toMajorUnits(10000, 'EUR'),
      items: [item],
    })
    tracker.trackNewsletterSignUp('guest@example.com')
  }
  return { dataLayer, written, consent, tracker, trackSome }
}

const events = (dataLayer: DataLayerEntry[]) =>
  dataLayer.flatMap((entry) =>
    'event' in entry ? [(entry as { event: string }).event] : [],
  )
const consentUpdates = (dataLayer: DataLayerEntry[]) =>
  dataLayer.flatMap((entry) =>
    Object.prototype.toString.call(entry) === '[object Arguments]'
      ? [Array.from(entry as IArguments)]
      : [],
  )

describe('tracking under cookie consent (issue 15, decision 028)', () => {
  it('pushes nothing before the visitor has chosen, and opens the banner', () => {
    const { dataLayer, consent, trackSome } = site()
    trackSome()
    expect(dataLayer).toEqual([])
    expect(consent.getState().bannerOpen).toBe(true)
  })

  it('pushes nothing at all after "reject all", not even a consent update', () => {
    const { dataLayer, consent, trackSome, written } = site()
    consent.getState().rejectAll()
    trackSome()
    expect(dataLayer).toEqual([])
    expect(written[0]).toMatch(/^cookie_consent=v1\.2026-11-26\.-;/)
    expect(consent.getState().bannerOpen).toBe(false)
  })

  it('drops what was tracked before the choice rather than sending it later', () => {
    const { dataLayer, consent, trackSome } = site()
    trackSome()
    consent.getState().acceptAll()
    expect(events(dataLayer)).toEqual([])
  })

  it('with analytics allowed pushes a Consent Mode update, then analytics events only', () => {
    const { dataLayer, consent, trackSome } = site()
    consent.getState().choose({ analytics: true, marketing: false })
    trackSome()
    expect(consentUpdates(dataLayer)).toEqual([
      [
        'consent',
        'update',
        {
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
          analytics_storage: 'granted',
        },
      ],
    ])
    expect(events(dataLayer)).toEqual(['view_item'])
  })

  it('with everything allowed pushes the marketing events too', () => {
    const { dataLayer, consent, trackSome } = site()
    consent.getState().acceptAll()
    trackSome()
    expect(events(dataLayer)).toEqual(['view_item', 'newsletter_sign_up'])
    expect(consentUpdates(dataLayer)[0]?.[2]).toMatchObject({
      ad_storage: 'granted',
      analytics_storage: 'granted',
    })
  })

  it('tells the tag manager when a grant is withdrawn from the footer', () => {
    const { dataLayer, consent, trackSome } = site()
    consent.getState().acceptAll()
    consent.getState().reopen()
    expect(consent.getState().bannerOpen).toBe(true)
    consent.getState().rejectAll()
    trackSome()
    expect(consentUpdates(dataLayer).map((update) => update[2])).toEqual([
      expect.objectContaining({ analytics_storage: 'granted' }),
      expect.objectContaining({ analytics_storage: 'denied' }),
    ])
    expect(events(dataLayer)).toEqual([])
  })

  it('restores a returning visitor’s choice from the cookie, without the banner', () => {
    const { dataLayer, consent, trackSome } = site(
      'cookie_consent=v1.2026-10-01.analytics',
    )
    expect(consent.getState().bannerOpen).toBe(false)
    trackSome()
    expect(consentUpdates(dataLayer)).toHaveLength(1)
    expect(events(dataLayer)).toEqual(['view_item'])
  })
})
