import { describe, expect, it } from 'vitest'
import { legacyMailPurpose } from './legacyMailPurpose'

const base = 'https://resort.example'

describe('legacyMailPurpose (issue 30)', () => {
  it('knows a mail stored before 0021 by the link its builder wrote', () => {
    const mailWith = (path: string) => ({
      subject: 'Any subject',
      text: `Dear Ana,\n\n${base}${path}#token=abc\n`,
    })
    expect(legacyMailPurpose(mailWith('/de/reset-password'))).toBe(
      'password_reset',
    )
    expect(legacyMailPurpose(mailWith('/en/registration-confirm'))).toBe(
      'email_confirmation',
    )
    expect(legacyMailPurpose(mailWith('/hr/email-change'))).toBe('email_change')
    expect(legacyMailPurpose(mailWith('/sl/newsletter-confirm'))).toBe(
      'newsletter_activation',
    )
  })

  it('takes a six-digit number in the subject for an admin code, as such mails had then', () => {
    expect(
      legacyMailPurpose({
        subject: 'Your code for the admin area: 152240',
        text: 'Enter this code: 152240',
      }),
    ).toBe('admin_code')
    expect(
      legacyMailPurpose({
        subject: 'Your booking AB12345678 at Hotel Vala',
        text: `${base}/en/booking/modify?token=x`,
      }),
    ).toBeNull()
  })
})
