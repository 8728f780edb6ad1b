import { namespaces, type FlowTexts } from './flowTexts'
import enRequests from './locales/en/requests.json'

/**
 * The booking-request and callback-request forms' texts; English bundled, the other languages
 * loaded when asked for.
 */
export const requestResources: FlowTexts = {
  en: { requests: enRequests },
  de: () =>
    namespaces({
      requests: import('./locales/de/requests.json'),
    }),
  it: () =>
    namespaces({
      requests: import('./locales/it/requests.json'),
    }),
  hr: () =>
    namespaces({
      requests: import('./locales/hr/requests.json'),
    }),
  sl: () =>
    namespaces({
      requests: import('./locales/sl/requests.json'),
    }),
}
