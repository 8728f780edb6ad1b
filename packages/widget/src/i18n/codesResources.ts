import { namespaces, type FlowTexts } from './flowTexts'
import enCodes from './locales/en/codes.json'

/**
 * The payment step's boxes for a promo code, a gift voucher and club points (issue 35): their
 * texts load with their code, when a guest opens them or a code or points are in use.
 */
export const codesResources: FlowTexts = {
  en: { codes: enCodes },
  de: () => namespaces({ codes: import('./locales/de/codes.json') }),
  it: () => namespaces({ codes: import('./locales/it/codes.json') }),
  hr: () => namespaces({ codes: import('./locales/hr/codes.json') }),
  sl: () => namespaces({ codes: import('./locales/sl/codes.json') }),
}
