import deGate from '../i18n/locales/de/gate.json'
import enGate from '../i18n/locales/en/gate.json'
import hrGate from '../i18n/locales/hr/gate.json'
import itGate from '../i18n/locales/it/gate.json'
import slGate from '../i18n/locales/sl/gate.json'

/** The staging gate page's texts; the page is apart from the site and carries only these. */
export const gateResources = {
  en: { gate: enGate },
  de: { gate: deGate },
  it: { gate: itGate },
  hr: { gate: hrGate },
  sl: { gate: slGate },
}

export type GateText = keyof typeof enGate
