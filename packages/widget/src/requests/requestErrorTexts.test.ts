import { SERVICE_REQUEST_ERROR_CODES } from '@resort/core/api'
import { describe, expect, it } from 'vitest'
import en from '../i18n/locales/en/requests.json'

// The codes core's bookingRequestSchema and callbackRequestSchema report (serviceRequests.ts).
const SCHEMA_CODES = [
  ...SERVICE_REQUEST_ERROR_CODES,
  'required',
  'invalid_type',
  'too_long',
  'too_small',
  'too_large',
  'whole_number',
  'email_invalid',
  'phone_invalid',
  'country_invalid',
  'date_invalid',
  'date_from_in_past',
  'date_to_not_after_date_from',
  'stay_too_long',
]

describe('request form error texts', () => {
  it('has a sentence for every error code the request schemas report', () => {
    const missing = SCHEMA_CODES.filter(
      (code) =>
        !(code in en.errors) || !en.errors[code as keyof typeof en.errors],
    )
    expect(missing).toEqual([])
  })
})
