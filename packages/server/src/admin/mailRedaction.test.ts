import { describe, expect, it } from 'vitest'
import { hideCredentials, hideHeaderCredentials } from './mailRedaction'

const base = 'https://resort.example'

describe('hideCredentials (issue 30)', () => {
  it('hides the token of an account link in its fragment, keeping the page it opens', () => {
    const text = `Dear Ana,\n\n${base}/en/reset-password#token=Zx8_a-1\n\nAdria Alpe Resorts`
    expect(hideCredentials(text, 'password_reset')).toBe(
      `Dear Ana,\n\n${base}/en/reset-password#token=[hidden]\n\nAdria Alpe Resorts`,
    )
  })

  it('hides a booking link’s signed token in its query', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJBQjEyIn0.c2lnbmF0dXJl'
    expect(
      hideCredentials(
        `${base}/de/booking/modify?token=${jwt}&lang=de`,
        'booking',
      ),
    ).toBe(`${base}/de/booking/modify?token=[hidden]&lang=de`)
  })

  it('hides a signed token standing anywhere, and secrets under other names', () => {
    expect(
      hideCredentials(
        `see eyJa.eyJb.c2ln and ${base}/x?id=1&sig=abc#code=123`,
        null,
      ),
    ).toBe(`see [hidden] and ${base}/x?id=1&sig=[hidden]#code=[hidden]`)
  })

  it('hides an admin’s code in a code mail only, where other numbers stay', () => {
    const text = 'Enter this code: 152240\n\nIt works for 10 minutes.'
    expect(hideCredentials(text, 'admin_code')).toBe(
      'Enter this code: [hidden]\n\nIt works for 10 minutes.',
    )
    expect(hideCredentials('Booking AB12345678, ref 152240', 'booking')).toBe(
      'Booking AB12345678, ref 152240',
    )
  })

  it('hides the List-Unsubscribe link’s token in the header fields', () => {
    expect(
      hideHeaderCredentials(
        {
          'List-Unsubscribe': `<${base}/api/v1/crm/list-unsubscribe?token=abc.def>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
        'newsletter_notice',
      ),
    ).toEqual({
      'List-Unsubscribe': `<${base}/api/v1/crm/list-unsubscribe?token=[hidden]>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
  })

  it('leaves a text without credentials as it is', () => {
    const text = `Dear Ana,\n\nyour password was changed.\n${base}/en/profile?tab=security`
    expect(hideCredentials(text, 'account_notice')).toBe(text)
  })
})
