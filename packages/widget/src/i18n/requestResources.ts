import deRequests from './locales/de/requests.json'
import enRequests from './locales/en/requests.json'
import hrRequests from './locales/hr/requests.json'
import itRequests from './locales/it/requests.json'
import slRequests from './locales/sl/requests.json'

/** The booking-request and callback-request forms' texts, per language; English is the source. */
export const requestResources = {
  en: { requests: enRequests },
  de: { requests: deRequests },
  it: { requests: itRequests },
  hr: { requests: hrRequests },
  sl: { requests: slRequests },
} as const
